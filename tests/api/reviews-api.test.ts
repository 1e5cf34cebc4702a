import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, serverForTests, signIn, type Client, freshParty, type Party } from "./kit";
import { client } from "./server";

/*
 * Reviews over the JSON API, against the built server (docs/api.md, "Reviews"): a
 * campaign carried to COMPLETED, then each side's review (blind until both wrote), the
 * reply, the admin's hiding, the lists and the community's rating; every new endpoint
 * as each role with someone else's ids, with nothing of the unpublished review in any
 * answer; Idempotency-Key on the POSTs.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });

const tag = crypto.randomBytes(3).toString("hex");
/** The owner's review text: no one but its author (and the admin) reads it before publication. */
const SECRET = `Pembayaran tepat waktu ${tag}`;

let owner: Party;
let advertiser: Party;
let admin: Party;
let otherOwner: Party;
let otherAdvertiser: Party;
let anonymous: Client;
let communityId: number;
let campaignId: number;
let openCampaignId: number;

const party = (role: "COMMUNITY_OWNER" | "ADVERTISER") => freshParty(server.url, role, "review");

/** A campaign of `owner`'s community on a new ACTIVE brief of `advertiser`, approved: IN_PROGRESS. */
async function startCampaign(title: string): Promise<number> {
  const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(title, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  return approved.json.campaign_id;
}

beforeAll(async () => {
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  [owner, advertiser, otherOwner, otherAdvertiser] = [
    await party("COMMUNITY_OWNER"),
    await party("ADVERTISER"),
    await party("COMMUNITY_OWNER"),
    await party("ADVERTISER"),
  ];
  anonymous = client(server.url);
  const created = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Ulasan ${tag}` });
  expect(created.status, created.text).toBe(201);
  communityId = created.json.id;
  campaignId = await startCampaign(`Kampanye Ulasan ${tag}`);
  openCampaignId = await startCampaign(`Kampanye Berjalan ${tag}`);
  const proof = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, {
    links: ["https://instagram.com/p/ulasan"],
    reach: 100,
  });
  expect(proof.status, proof.text).toBe(201);
  const accepted = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
}, 90_000);

describe("reviews over the API", () => {
  let ownerReviewId: number;
  let advertiserReviewId: number;

  it("refuses a campaign that is not COMPLETED (409) and bad bodies (400 with field errors)", async () => {
    const early = await owner.c.request("POST", `/api/campaigns/${openCampaignId}/review`, { rating: 5 });
    expect(early.status, early.text).toBe(409);
    expect(early.json.message).toContain("IN_PROGRESS");
    const bad = await owner.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: 6, text: "x".repeat(1001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["rating", "text"]);
    expect((await owner.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: "4.5" })).status).toBe(400);
  });

  it("the owner reviews the brand: 201, unpublished; once per Idempotency-Key; a second review 409", async () => {
    const headers = { "Idempotency-Key": `review-${tag}` };
    const first = await owner.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: 4, text: SECRET }, headers);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      campaign_id: campaignId,
      rating: 4,
      text: SECRET,
      author_role: "COMMUNITY_OWNER",
      published_at: null,
      reply: null,
    });
    ownerReviewId = first.json.id;
    const replay = await owner.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: 4, text: SECRET }, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    const again = await owner.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: 1 });
    expect(again.status).toBe(409);
  });

  it("blind: before the advertiser writes, nobody else reads the owner's review through any endpoint", async () => {
    const reads: [Client, string, string, number][] = [
      [advertiser.c, "GET", `/api/advertisers/${advertiser.id}/reviews`, 200],
      [anonymous, "GET", `/api/advertisers/${advertiser.id}/reviews`, 200],
      [otherOwner.c, "GET", `/api/advertisers/${advertiser.id}/reviews`, 200],
      [advertiser.c, "GET", `/api/communities/${communityId}/reviews`, 200],
      [advertiser.c, "POST", `/api/reviews/${ownerReviewId}/reply`, 404],
      [otherOwner.c, "POST", `/api/reviews/${ownerReviewId}/reply`, 404],
      [advertiser.c, "GET", `/api/campaigns/${campaignId}`, 200],
      [advertiser.c, "GET", `/api/notifications`, 200],
    ];
    for (const [c, method, path, status] of reads) {
      const res = await c.request(method, path, method === "POST" ? { text: "Terima kasih" } : undefined);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
      expect(res.text, `${method} ${path}`).not.toContain(SECRET);
      if (path.endsWith("/reviews")) expect(res.headers.get("x-total-count")).toBe("0");
    }
    // The brand's rating on its ACTIVE brief (the completed campaign's brief is COMPLETED), for owners: nothing counts before publication.
    const briefId = (await advertiser.c.request("GET", `/api/campaigns/${openCampaignId}`)).json.brief_id;
    expect((await otherOwner.c.request("GET", `/api/briefs/${briefId}`)).json).toMatchObject({
      id: briefId,
      rating: null,
      review_count: 0,
    });
  });

  it("every new endpoint refuses strangers, the wrong role and the anonymous, and changes nothing", async () => {
    type Who = "otherOwner" | "otherAdvertiser" | "anonymous" | "admin" | "owner" | "advertiser";
    const clients: Record<Who, Client> = {
      otherOwner: otherOwner.c,
      otherAdvertiser: otherAdvertiser.c,
      anonymous,
      admin: admin.c,
      owner: owner.c,
      advertiser: advertiser.c,
    };
    const cases: [string, string, unknown, Partial<Record<Who, number>>][] = [
      [
        "POST",
        `/api/campaigns/${campaignId}/review`,
        { rating: 1, text: "Asal" },
        { otherOwner: 404, otherAdvertiser: 404, anonymous: 401, admin: 403 },
      ],
      [
        "POST",
        `/api/reviews/${ownerReviewId}/reply`,
        { text: "Balas" },
        { otherOwner: 404, otherAdvertiser: 404, anonymous: 401, admin: 403, owner: 403 },
      ],
      [
        "PUT",
        `/api/reviews/${ownerReviewId}/hide`,
        { note: "x" },
        { otherOwner: 403, otherAdvertiser: 403, anonymous: 401, owner: 403, advertiser: 403 },
      ],
      ["GET", `/api/communities/999999/reviews`, undefined, { anonymous: 404, owner: 404 }],
      ["GET", `/api/advertisers/${owner.id}/reviews`, undefined, { anonymous: 404, advertiser: 404 }],
    ];
    for (const [method, path, body, expected] of cases) {
      for (const [who, status] of Object.entries(expected) as [Who, number][]) {
        const res = await clients[who].request(method, path, body);
        expect(res.status, `${who} ${method} ${path}: ${res.text}`).toBe(status);
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        if (who !== "owner" && who !== "admin") expect(res.text).not.toContain(SECRET);
      }
    }
    // Nothing was written or published.
    const mine = await owner.c.request("GET", `/api/advertisers/${advertiser.id}/reviews`);
    expect(mine.headers.get("x-total-count")).toBe("0");
  });

  it("the advertiser's review publishes both at once; the lists and the community's rating show them", async () => {
    const res = await advertiser.c.request("POST", `/api/campaigns/${campaignId}/review`, { rating: 5, text: "Komunitas yang hidup." });
    expect(res.status, res.text).toBe(201);
    expect(res.json.author_role).toBe("ADVERTISER");
    expect(res.json.published_at).toEqual(expect.any(String));
    advertiserReviewId = res.json.id;
    const brand = await anonymous.request("GET", `/api/advertisers/${advertiser.id}/reviews`);
    expect(brand.status).toBe(200);
    expect(brand.headers.get("x-total-count")).toBe("1");
    expect(brand.json).toEqual([
      expect.objectContaining({
        id: ownerReviewId,
        text: SECRET,
        published_at: res.json.published_at,
        author_name: `Komunitas Ulasan ${tag}`,
      }),
    ]);
    const list = await anonymous.request("GET", `/api/communities/${communityId}/reviews?limit=1&offset=0`);
    expect(list.headers.get("x-total-count")).toBe("1");
    expect(list.json.map((r: { id: number }) => r.id)).toEqual([advertiserReviewId]);
    const community = await anonymous.request("GET", `/api/communities/${communityId}`);
    expect(community.json).toMatchObject({ rating: 5, review_count: 1 });
    // The brand's rating on its ACTIVE brief: for owners only.
    const briefId = (await advertiser.c.request("GET", `/api/campaigns/${openCampaignId}`)).json.brief_id;
    expect((await otherOwner.c.request("GET", `/api/briefs/${briefId}`)).json).toMatchObject({ id: briefId, rating: 4, review_count: 1 });
    const own = await advertiser.c.request("GET", `/api/briefs/${briefId}`);
    expect(own.status).toBe(200);
    expect(own.json).not.toHaveProperty("rating");
  });

  it("the reviewed side replies once (201; a second 409; the author 403)", async () => {
    const headers = { "Idempotency-Key": `reply-${tag}` };
    const reply = await advertiser.c.request(
      "POST",
      `/api/reviews/${ownerReviewId}/reply`,
      { text: "Terima kasih, sampai jumpa!" },
      headers,
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.reply).toMatchObject({ text: "Terima kasih, sampai jumpa!", hidden_at: null });
    const replay = await advertiser.c.request(
      "POST",
      `/api/reviews/${ownerReviewId}/reply`,
      { text: "Terima kasih, sampai jumpa!" },
      headers,
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await advertiser.c.request("POST", `/api/reviews/${ownerReviewId}/reply`, { text: "Lagi" })).status).toBe(409);
    expect((await owner.c.request("POST", `/api/reviews/${ownerReviewId}/reply`, { text: "Saya" })).status).toBe(403);
    expect((await otherOwner.c.request("POST", `/api/reviews/${ownerReviewId}/reply`, { text: "Ikut" })).status).toBe(403);
    expect((await owner.c.request("POST", `/api/reviews/${advertiserReviewId}/reply`, { text: "" })).status).toBe(400);
  });

  it("the admin hides a reply and a review with a note (400 without; 409 twice); hidden ones leave the lists and the rating", async () => {
    expect((await admin.c.request("PUT", `/api/reviews/${advertiserReviewId}/hide`, { note: " " })).status).toBe(400);
    expect((await admin.c.request("PUT", `/api/reviews/${advertiserReviewId}/hide`, { note: "x", part: "everything" })).status).toBe(400);
    const replyHidden = await admin.c.request("PUT", `/api/reviews/${ownerReviewId}/hide`, { note: "Tidak pantas", part: "reply" });
    expect(replyHidden.status, replyHidden.text).toBe(200);
    expect((await anonymous.request("GET", `/api/advertisers/${advertiser.id}/reviews`)).json[0].reply).toBeNull();

    const hidden = await admin.c.request("PUT", `/api/reviews/${advertiserReviewId}/hide`, { note: "Ulasan palsu" });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json).toMatchObject({ hidden_note: "Ulasan palsu" });
    expect((await admin.c.request("PUT", `/api/reviews/${advertiserReviewId}/hide`, { note: "lagi" })).status).toBe(409);
    const list = await anonymous.request("GET", `/api/communities/${communityId}/reviews`);
    expect(list.headers.get("x-total-count")).toBe("0");
    expect((await anonymous.request("GET", `/api/communities/${communityId}`)).json).toMatchObject({ rating: null, review_count: 0 });
    // The author is told, in the bell.
    const told = await advertiser.c.request("GET", "/api/notifications");
    expect(JSON.stringify(told.json)).toContain("Ulasan palsu");
  });
});
