import { describe, expect, it } from "vitest";
import { DEMO, serverForTests, signIn } from "./kit";
import { client } from "./server";

/*
 * Control characters in a query string (a NUL breaks SQLite's full-text query parser)
 * never make a 500: every list page and list endpoint reads its search text without
 * them, as each role, over HTTP against the built server (demo data seeded).
 */

const server = serverForTests();

const ACCOUNTS = { ADMIN: DEMO.admin, COMMUNITY_OWNER: DEMO.owner, ADVERTISER: DEMO.advertiser };

/** Search texts with control characters, and every other query parameter a list reads. */
const QUERIES = [
  "q=%00%00%00",
  "q=%00",
  "q=a%00b%00c",
  "q=%01%02%03%1F%7F",
  "q=%E2%80%AE%E2%80%8B%00",
  "q=%00%00%00&page=2",
  "category=%00&location=%00&verified=%00&min_members=%00&max_members=%00&page=%00&limit=%00&offset=%00",
  "status=%00&role=%00&tab=%00&dialog=%00&id=%00&community=%00&apage=%00",
  "state=%00&brief=%00&invite=%00&page=%00",
];

const PAGES: Record<keyof typeof ACCOUNTS | "VISITOR", string[]> = {
  VISITOR: ["/browse", "/"],
  ADMIN: [
    "/admin/users",
    "/admin/pending-users",
    "/admin/communities",
    "/admin/briefs",
    "/admin/applications",
    "/admin/campaigns",
    "/admin/finance",
    "/admin/messages",
    "/admin/notifications",
    "/briefs/1/report",
    "/conversations",
    "/browse",
  ],
  COMMUNITY_OWNER: [
    "/community/briefs",
    "/community/applications",
    "/community/campaigns",
    "/community/members",
    "/community/notifications",
    "/conversations",
    "/browse",
  ],
  ADVERTISER: [
    "/advertiser/search",
    "/advertiser/briefs",
    "/advertiser/notifications",
    "/conversations",
    "/advertiser/dashboard",
    "/briefs/1/report",
    "/browse",
  ],
};

const ENDPOINTS: Record<keyof typeof ACCOUNTS | "VISITOR", string[]> = {
  VISITOR: ["/api/communities"],
  ADMIN: [
    "/api/communities",
    "/api/users",
    "/api/briefs",
    "/api/admin/applications",
    "/api/admin/contact-messages",
    "/api/admin/pending-users",
    "/api/admin/briefs/pending",
    "/api/notifications",
    "/api/communities/1/members",
    "/api/communities/1/applications",
    "/api/briefs/1/applications",
    "/api/campaigns",
    "/api/briefs/1/report",
  ],
  COMMUNITY_OWNER: ["/api/communities", "/api/briefs", "/api/notifications", "/api/communities/recommended", "/api/campaigns"],
  ADVERTISER: ["/api/communities", "/api/briefs", "/api/notifications", "/api/communities/recommended", "/api/campaigns"],
};

describe("control characters in query parameters", () => {
  for (const role of ["VISITOR", "ADMIN", "COMMUNITY_OWNER", "ADVERTISER"] as const) {
    it(`never answer 500 to ${role.toLowerCase()}'s pages and endpoints`, async () => {
      const c = role === "VISITOR" ? client(server.url) : (await signIn(server.url, ACCOUNTS[role])).c;
      for (const path of [...PAGES[role], ...ENDPOINTS[role]]) {
        for (const query of QUERIES) {
          const res = await c.request("GET", `${path}?${query}`);
          expect(res.status, `${role} ${path}?${query}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        }
      }
    });
  }

  it("a search of NULs alone lists as no search at all (the admin's users and communities, the public list)", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    for (const path of ["/api/users", "/api/communities"]) {
      const plain = await admin.request("GET", path);
      const nul = await admin.request("GET", `${path}?q=%00%00%00`);
      expect(nul.status, nul.text).toBe(200);
      expect(nul.headers.get("X-Total-Count")).toBe(plain.headers.get("X-Total-Count"));
    }
    const page = await admin.request("GET", "/admin/users?q=%00%00%00");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("\u0000");
  });

  it("a search with control characters between letters still finds the name", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const res = await admin.request("GET", "/api/users?q=adm%00in");
    expect(res.status, res.text).toBe(200);
    expect((res.json as { email: string }[]).map((u) => u.email)).toContain("admin@guyub.id");
  });
});
