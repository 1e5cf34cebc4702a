import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // server.ts wraps the generated server build so that every action passes the
  // same-origin check before it runs (see docs/decisions/003-http-front-door.md).
  server: "./server.ts",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  // remix-flat-routes reads app/routes, one folder per area (docs/decisions/029-areas-as-folders.md):
  // community+/members/route.tsx serves /community/members, _public+/about.tsx serves /about
  // (a leading underscore keeps a folder out of the URL). In a screen folder only route.tsx
  // is a route; beside the routes, *.server.ts modules, tests and __*.tsx modules never are.
  // Remix's own convention reads nothing there.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) => ({
    ...flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css", "**/*.server.{ts,tsx}", "**/__*.*"],
    }),
    // /browse-communities is the /browse screen under its other address.
    ...defineRoutes((route) => {
      route("browse-communities", "routes/_public+/browse/route.tsx", { id: "routes/_public+/browse-communities" });
      // A booking's campaign has the brief report's screen and CSV (docs/product.md, "Bookings").
      route("bookings/:id/report", "routes/briefs+/$id.report/route.tsx", { id: "routes/briefs+/booking-report" });
      route("bookings/:id/report.csv", "routes/briefs+/$id.report[.csv].ts", { id: "routes/briefs+/booking-report-csv" });
    }),
  }),
  serverDependenciesToBundle: [/^remix-auth/, /^@conform-to\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
