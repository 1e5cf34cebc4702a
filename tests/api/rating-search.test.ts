import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, freshAccount, serverForTests, signIn, type Client } from "./kit";
import { client } from "./server";
import type { PublicCommunity } from "~/models/community.server";

/*
 * GET /api/communities with `sort=rating` and `min_rating` (docs/api.md) over real HTTP,
 * against the built server on the demo data (no reviews) plus two communities rated
 * through the API: a campaign carried to COMPLETED and both sides' reviews, which
 * publishes them. Bad values are ignored like the other parameters' (200, never 400/500).
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");

let admin: Client;
let advertiser: Client;
/** Rated 5 and 4 by the advertiser. */
let best: number;
let good: number;

/** A community rated `stars` by an advertiser after a completed campaign. */
async function ratedCommunity(name: string, stars: number): Promise<number> {
  const account = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: `rating-${stars}` });
  const { c: owner } = await signIn(server.url, account);
  const created = await owner.request("POST", "/api/communities", { ...COMMUNITY_BODY, name });
  expect(created.status, created.text).toBe(201);
  const brief = await advertiser.request("POST", "/api/briefs", briefBody(`Kampanye ${name}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId: created.json.id });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  const campaign = approved.json.campaign_id;
  expect(
    (await owner.request("POST", `/api/campaigns/${campaign}/proof`, { links: ["https://instagram.com/p/rating"], reach: 100 })).status,
  ).toBe(201);
  expect((await advertiser.request("PUT", `/api/campaigns/${campaign}/accept`)).status).toBe(200);
  // Both sides wrote: published together.
  expect((await advertiser.request("POST", `/api/campaigns/${campaign}/review`, { rating: stars })).status).toBe(201);
  expect((await owner.request("POST", `/api/campaigns/${campaign}/review`, { rating: 5 })).status).toBe(201);
  return created.json.id;
}

async function list(query = "") {
  const res = await client(server.url).request("GET", `/api/communities${query ? `?${query}` : ""}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return { items: res.json as PublicCommunity[], total: Number(res.headers.get("X-Total-Count")) };
}

beforeAll(async () => {
  ({ c: admin } = await signIn(server.url, DEMO.admin));
  ({ c: advertiser } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER", { prefix: "rating-advertiser" })));
  best = await ratedCommunity(`Komunitas Terbaik ${tag}`, 5);
  good = await ratedCommunity(`Komunitas Baik ${tag}`, 4);
}, 90_000);

describe("GET /api/communities: sort=rating and min_rating", () => {
  it("sorts the best rated first, the unrated last, with rating and review_count", async () => {
    const { items, total } = await list("sort=rating&limit=100");
    expect(total).toBe((await list()).total);
    expect(items.slice(0, 2).map((c) => [c.id, c.rating, c.review_count])).toEqual([
      [best, 5, 1],
      [good, 4, 1],
    ]);
    expect(items.slice(2).every((c) => c.rating === null && c.review_count === 0)).toBe(true);
    // The rest in the Recommended order, as without sort.
    const recommended = (await list("limit=100")).items.filter((c) => c.id !== best && c.id !== good).map((c) => c.id);
    expect(items.slice(2).map((c) => c.id)).toEqual(recommended.slice(0, 98));
  });

  it("keeps only communities rated at least min_rating; unrated ones never pass", async () => {
    expect((await list("min_rating=4")).items.map((c) => c.id).sort()).toEqual([best, good].sort());
    expect((await list("min_rating=4.5")).items.map((c) => c.id)).toEqual([best]);
    expect((await list("min_rating=5&sort=rating")).items.map((c) => c.id)).toEqual([best]);
    expect((await list("min_rating=1")).total).toBe(2);
  });

  it("combines with the other filters and paging", async () => {
    expect((await list(`min_rating=4&sort=rating&q=${tag}`)).items.map((c) => c.id)).toEqual([best, good]);
    expect((await list(`min_rating=4&category=SPORTS&location=Semarang&min_members=600&max_members=700`)).total).toBe(2);
    expect((await list(`min_rating=4&category=TECHNOLOGY`)).total).toBe(0);
    expect((await list(`min_rating=4&verified=true`)).total).toBe(0); // neither is verified
    const second = await list("sort=rating&min_rating=4&limit=1&offset=1");
    expect([second.total, second.items.map((c) => c.id)]).toEqual([2, [good]]);
  });

  it("ignores values it cannot read, as the other parameters (200, never 400 or 500)", async () => {
    const everyone = await list("limit=100");
    for (const bad of ["abc", "0", "6", "4.25", "-4", "1e0", "4,5", "%00"]) {
      const ignored = await list(`min_rating=${bad}&limit=100`);
      expect(ignored.total, bad).toBe(everyone.total);
    }
    for (const bad of ["best", "rating%20desc", "-rating", ""]) {
      const ignored = await list(`sort=${bad}&limit=100`);
      expect(
        ignored.items.map((c) => c.id),
        bad,
      ).toEqual(everyone.items.map((c) => c.id));
    }
    expect((await list("sort=RATING")).items[0].id).toBe(best);
  });
});
