/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // server.ts wraps the generated server build so that every action passes the
  // same-origin check before it runs (see docs/decisions/003-http-front-door.md).
  server: "./server.ts",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css"],
  serverDependenciesToBundle: [/^remix-auth/, /^@conform-to\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
