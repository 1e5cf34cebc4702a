import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readBuiltManifest, routePattern, type RemixManifest } from "../../bench/client-js";

/*
 * The URLs the built app serves, pinned: moving or renaming a file in app/routes changes
 * route ids (routes/community+/members/route), never a URL, a nesting or an index. Each
 * line is a route's URL pattern, "(index)" for an index route, then its parent routes'
 * patterns up to the root ("/community/settings/password < /community/settings <
 * /community"). A new page or endpoint adds its line here on purpose.
 * Run `npx remix build` before running this file alone (npm test builds first).
 */
const URLS = [
  "/ (index)",
  "/*",
  "/about",
  "/admin",
  "/admin (index) < /admin",
  "/admin/* < /admin",
  "/admin/applications < /admin",
  "/admin/bookings < /admin",
  "/admin/briefs < /admin",
  "/admin/campaigns < /admin",
  "/admin/communities < /admin",
  "/admin/dashboard < /admin",
  "/admin/finance < /admin",
  "/admin/finance/ledger.csv < /admin/finance < /admin",
  "/admin/messages < /admin",
  "/admin/notifications < /admin",
  "/admin/pending-users < /admin",
  "/admin/settings < /admin",
  "/admin/users < /admin",
  "/advertiser",
  "/advertiser (index) < /advertiser",
  "/advertiser/* < /advertiser",
  "/advertiser/billing < /advertiser",
  "/advertiser/billing/:id",
  "/advertiser/bookings < /advertiser",
  "/advertiser/bookings/:id < /advertiser",
  "/advertiser/bookings/new < /advertiser",
  "/advertiser/briefs < /advertiser",
  "/advertiser/briefs/:id/edit < /advertiser",
  "/advertiser/create-brief < /advertiser",
  "/advertiser/dashboard < /advertiser",
  "/advertiser/notifications < /advertiser",
  "/advertiser/search < /advertiser",
  "/advertiser/settings (index) < /advertiser/settings < /advertiser",
  "/advertiser/settings < /advertiser",
  "/advertiser/settings/company < /advertiser/settings < /advertiser",
  "/advertiser/settings/danger-zone < /advertiser/settings < /advertiser",
  "/advertiser/settings/password < /advertiser/settings < /advertiser",
  "/api/*",
  "/api/admin/applications",
  "/api/admin/applications/:id/status < /api/admin/applications",
  "/api/admin/briefs/:id/status",
  "/api/admin/briefs/pending",
  "/api/admin/contact-messages",
  "/api/admin/invoices/:id/paid",
  "/api/admin/ledger.csv",
  "/api/admin/ledger/balance",
  "/api/admin/messages/:id/hide",
  "/api/admin/payouts/:id/hold",
  "/api/admin/payouts/:id/release",
  "/api/admin/payouts/:id/sent",
  "/api/admin/pending-users",
  "/api/admin/refunds/:id/sent",
  "/api/admin/users/:id/approval",
  "/api/advertisers/:id/reviews",
  "/api/applications/:id",
  "/api/bookings",
  "/api/bookings/:id < /api/bookings",
  "/api/bookings/:id/accept < /api/bookings/:id < /api/bookings",
  "/api/bookings/:id/counter < /api/bookings/:id < /api/bookings",
  "/api/bookings/:id/counter/accept < /api/bookings/:id/counter < /api/bookings/:id < /api/bookings",
  "/api/bookings/:id/counter/decline < /api/bookings/:id/counter < /api/bookings/:id < /api/bookings",
  "/api/bookings/:id/decline < /api/bookings/:id < /api/bookings",
  "/api/bookings/:id/messages < /api/bookings/:id < /api/bookings",
  "/api/briefs",
  "/api/briefs/:id < /api/briefs",
  "/api/briefs/:id/applications < /api/briefs/:id < /api/briefs",
  "/api/briefs/:id/apply < /api/briefs/:id < /api/briefs",
  "/api/briefs/:id/invitations < /api/briefs/:id < /api/briefs",
  "/api/briefs/:id/report < /api/briefs/:id < /api/briefs",
  "/api/briefs/:id/report.csv < /api/briefs/:id < /api/briefs",
  "/api/campaigns",
  "/api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/accept < /api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/cancel < /api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/messages < /api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/proof < /api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/request-changes < /api/campaigns/:id < /api/campaigns",
  "/api/campaigns/:id/review < /api/campaigns/:id < /api/campaigns",
  "/api/categories",
  "/api/communities",
  "/api/communities/:id < /api/communities",
  "/api/communities/:id/applications < /api/communities/:id < /api/communities",
  "/api/communities/:id/members < /api/communities/:id < /api/communities",
  "/api/communities/:id/packages < /api/communities/:id < /api/communities",
  "/api/communities/:id/reviews < /api/communities/:id < /api/communities",
  "/api/communities/:id/verify < /api/communities/:id < /api/communities",
  "/api/communities/recommended < /api/communities",
  "/api/contact",
  "/api/conversations",
  "/api/earnings",
  "/api/invoices",
  "/api/invoices/:id < /api/invoices",
  "/api/invoices/:id/decline < /api/invoices/:id < /api/invoices",
  "/api/invoices/:id/receipt < /api/invoices/:id < /api/invoices",
  "/api/locations",
  "/api/login",
  "/api/logout",
  "/api/members/:id",
  "/api/messages/:id",
  "/api/notifications",
  "/api/notifications/:id < /api/notifications",
  "/api/notifications/:id/read < /api/notifications/:id < /api/notifications",
  "/api/notifications/read-all < /api/notifications",
  "/api/packages",
  "/api/packages/:id < /api/packages",
  "/api/packages/:id/bookings < /api/packages/:id < /api/packages",
  "/api/payments/xendit/invoice",
  "/api/payments/xendit/payout",
  "/api/payouts",
  "/api/refunds",
  "/api/register",
  "/api/reviews/:id/hide",
  "/api/reviews/:id/reply",
  "/api/user",
  "/api/users",
  "/api/users/:id < /api/users",
  "/api/users/:id/bank-account < /api/users/:id < /api/users",
  "/api/users/:id/briefs < /api/users/:id < /api/users",
  "/api/users/:id/communities < /api/users/:id < /api/users",
  "/api/users/:id/password < /api/users/:id < /api/users",
  "/auth",
  "/bookings/:id/report",
  "/bookings/:id/report.csv",
  "/briefs/:id/report",
  "/briefs/:id/report.csv",
  "/browse",
  "/browse-communities",
  "/c/:slug",
  "/community",
  "/community (index) < /community",
  "/community/* < /community",
  "/community/applications < /community",
  "/community/bookings < /community",
  "/community/bookings/:id < /community",
  "/community/briefs < /community",
  "/community/campaigns < /community",
  "/community/campaigns/:id < /community",
  "/community/dashboard < /community",
  "/community/earnings < /community",
  "/community/members < /community",
  "/community/notifications < /community",
  "/community/packages < /community",
  "/community/profile < /community",
  "/community/settings (index) < /community/settings < /community",
  "/community/settings < /community",
  "/community/settings/bank-account < /community/settings < /community",
  "/community/settings/danger-zone < /community/settings < /community",
  "/community/settings/password < /community/settings < /community",
  "/contact",
  "/conversations",
  "/conversations (index) < /conversations",
  "/conversations/:kind/:id < /conversations",
  "/healthz",
  "/how-it-works",
  "/language",
  "/logos/:name",
  "/logout",
  "/message-images/:name",
  "/notifications",
  "/notifications/:id",
  "/og/communities/:name",
  "/proofs/:name",
  "/receipts/:name",
  "/terms",
];

function urlLines(manifest: RemixManifest): string[] {
  return Object.values(manifest.routes)
    .filter((r) => r.id !== "root")
    .map((r) => {
      const chain = [routePattern(manifest, r.id) + (r.index ? " (index)" : "")];
      for (let parent = r.parentId; parent && parent !== "root"; parent = manifest.routes[parent].parentId)
        chain.push(routePattern(manifest, parent));
      return chain.join(" < ");
    })
    .sort();
}

describe("the route table of the build", () => {
  let manifest: RemixManifest;
  beforeAll(() => {
    manifest = readBuiltManifest(path.resolve(__dirname, "../.."));
  });

  it("serves exactly the pinned URLs, nested as pinned", () => {
    expect(urlLines(manifest)).toEqual(URLS);
  });

  it("keeps the JSON API in app/routes/api+/, where server.ts finds it by route id", () => {
    for (const route of Object.values(manifest.routes)) {
      const api = routePattern(manifest, route.id).startsWith("/api/");
      expect(route.id.startsWith("routes/api+/"), route.id).toBe(api);
    }
  });
});
