/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // server.ts wraps the generated server build so that every action passes the
  // same-origin check before it runs (see docs/decisions/003-http-front-door.md).
  server: "./server.ts",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  // Besides route modules, app/routes holds the server code of families of screens
  // (settings.server.ts...) and, in route folders, each screen's server.ts and tests.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css", "**/*.server.{ts,tsx}"],
  serverDependenciesToBundle: [/^remix-auth/, /^@conform-to\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
