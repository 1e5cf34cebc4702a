import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshAccount, freshParty, serverForTests, signIn, type Client, type Party } from "./kit";
import { client } from "./server";

/*
 * Bookings over the JSON API, against the built server (docs/api.md, "Bookings"): an
 * approved advertiser books a verified community's package, the owner answers (accept,
 * decline with a reason, counter), the brand answers a counter; every endpoint as each
 * role with someone else's ids (404 to strangers, 401 to visitors, 403 to the wrong side
 * of a deal and to a pending advertiser, 409 naming the allowed moves), and
 * Idempotency-Key on the POST. Packages are written straight to the server's database
 * (their own endpoints are tested with them).
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let owner: Party;
let advertiser: Party;
let admin: Client;
let otherOwner: Party;
let otherAdvertiser: Party;
let pending: Client;
let anonymous: Client;
let communityId: number;
let unverifiedId: number;

/** A package of `community` written to the server's database: its id. */
function insertPackage(community: number, fields: { price?: number; active?: boolean } = {}): number {
  const sqlite = new Database(path.join(server.dataDir, "guyub.db"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    const now = Date.now();
    const info = sqlite
      .prepare(
        `INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, brand_provides, active, position, created_at, updated_at)
         VALUES (?, ?, 'Satu unggahan di grup WhatsApp.', 'ONLINE_POST', 'WHATSAPP', ?, 7, 'Materi promosi', ?, 0, ?, ?)`,
      )
      .run(community, `Paket ${tag} ${now}`, fields.price ?? 500_000, fields.active === false ? 0 : 1, now, now);
    return Number(info.lastInsertRowid);
  } finally {
    sqlite.close();
  }
}

const body = (fields: Record<string, unknown> = {}) => ({
  promote: "Kopi susu gula aren",
  wished_date: inDays(10),
  message: "Akhir pekan saja",
  materials_url: "https://drive.google.com/materi",
  ...fields,
});

async function book(packageId: number, party: Client = advertiser.c) {
  const res = await party.request("POST", `/api/packages/${packageId}/bookings`, body());
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; state: string; price: number };
}

beforeAll(async () => {
  ({ c: admin } = await signIn(server.url, DEMO.admin));
  [owner, advertiser, otherOwner, otherAdvertiser] = [
    await freshParty(server.url, "COMMUNITY_OWNER", `bk-${tag}`),
    await freshParty(server.url, "ADVERTISER", `bk-${tag}`),
    await freshParty(server.url, "COMMUNITY_OWNER", `bk-other-${tag}`),
    await freshParty(server.url, "ADVERTISER", `bk-other-${tag}`),
  ];
  ({ c: pending } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER", { pending: true, prefix: `bk-pending-${tag}` })));
  anonymous = client(server.url);
  const created = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Paket ${tag}` });
  expect(created.status, created.text).toBe(201);
  communityId = created.json.id;
  expect((await admin.request("PUT", `/api/communities/${communityId}/verify`, { verified: true })).status).toBe(200);
  const other = await otherOwner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Lain ${tag}` });
  expect(other.status, other.text).toBe(201);
  unverifiedId = other.json.id;
});

describe("POST /api/packages/{id}/bookings", () => {
  it("books: 201 REQUESTED with the package's price; once per Idempotency-Key; a second open booking 409", async () => {
    const packageId = insertPackage(communityId, { price: 650_000 });
    const headers = { "Idempotency-Key": `book-${tag}` };
    const first = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body(), headers);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      package_id: packageId,
      community_id: communityId,
      advertiser_id: advertiser.id,
      state: "REQUESTED",
      price: 650_000,
      wished_date: inDays(10),
      promote: "Kopi susu gula aren",
      message: "Akhir pekan saja",
      materials_url: "https://drive.google.com/materi",
      counter: null,
      decline_reason: null,
      campaign_id: null,
    });
    const again = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body(), headers);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    const second = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body());
    expect(second.status, second.text).toBe(409);
    expect(second.json.message).toMatch(/open booking/);
  });

  it("refuses visitors (401), owners and pending advertisers (403), bad fields (400), missing (404) and unbookable packages (409)", async () => {
    const packageId = insertPackage(communityId);
    expect((await anonymous.request("POST", `/api/packages/${packageId}/bookings`, body())).status).toBe(401);
    expect((await owner.c.request("POST", `/api/packages/${packageId}/bookings`, body())).status).toBe(403);
    const refused = await pending.request("POST", `/api/packages/${packageId}/bookings`, body());
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/pending approval/);
    const bad = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body({ promote: "", wished_date: "2020-13-01" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["promote", "wished_date"]);
    const past = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body({ wished_date: "2021-01-01" }));
    expect(past.status).toBe(400);
    expect(past.json.errors.wished_date).toEqual(["Choose today or a later date"]);
    expect((await advertiser.c.request("POST", `/api/packages/99999999/bookings`, body())).status).toBe(404);
    const paused = insertPackage(communityId, { active: false });
    expect((await advertiser.c.request("POST", `/api/packages/${paused}/bookings`, body())).status).toBe(409);
    const ofUnverified = insertPackage(unverifiedId);
    expect((await advertiser.c.request("POST", `/api/packages/${ofUnverified}/bookings`, body())).status).toBe(409);
  });

  it("answers in Indonesian for an Indonesian reader", async () => {
    const packageId = insertPackage(communityId);
    const res = await advertiser.c.request("POST", `/api/packages/${packageId}/bookings`, body({ promote: "" }), {
      "Accept-Language": "id",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.promote[0]).toMatch(/Tulis apa yang dipromosikan/);
  });
});

describe("the moves, by each role with others' ids", () => {
  it("the wrong side gets 403, a stranger 404, a visitor 401; a move the state does not allow 409 naming the allowed ones", async () => {
    const { id } = await book(insertPackage(communityId));
    const moves: [string, string, unknown?][] = [
      ["PUT", `/api/bookings/${id}/accept`],
      ["PUT", `/api/bookings/${id}/decline`, { reason: "Penuh" }],
      ["PUT", `/api/bookings/${id}/counter`, { price: 900_000 }],
      ["PUT", `/api/bookings/${id}/counter/accept`],
      ["PUT", `/api/bookings/${id}/counter/decline`, {}],
      ["GET", `/api/bookings/${id}`],
    ];
    for (const [method, url, payload] of moves) {
      expect((await anonymous.request(method, url, payload)).status, `${url} visitor`).toBe(401);
      const strangers = [otherOwner.c, otherAdvertiser.c];
      for (const stranger of strangers) {
        const res = await stranger.request(method, url, payload);
        expect(res.status, `${url} stranger`).toBe(404);
        expect(res.text).not.toContain("Kopi susu");
      }
    }
    // The advertiser cannot make the owner's moves, nor the admin any.
    for (const [method, url, payload] of moves.slice(0, 3)) {
      expect((await advertiser.c.request(method, url, payload)).status, `${url} advertiser`).toBe(403);
      expect((await admin.request(method, url, payload)).status, `${url} admin`).toBe(403);
    }
    // The owner cannot make the brand's moves; from REQUESTED the brand's are 409.
    expect((await owner.c.request("PUT", `/api/bookings/${id}/counter/accept`)).status).toBe(403);
    const early = await advertiser.c.request("PUT", `/api/bookings/${id}/counter/accept`);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("A booking in REQUESTED cannot do this. Allowed now: accept, decline, counter.");
    // Everyone party to it reads it, the admin too.
    for (const reader of [owner.c, advertiser.c, admin]) expect((await reader.request("GET", `/api/bookings/${id}`)).status).toBe(200);
  });

  it("decline needs a reason (400), then DECLINED; the booking closes", async () => {
    const { id } = await book(insertPackage(communityId));
    expect((await owner.c.request("PUT", `/api/bookings/${id}/decline`, { reason: " " })).status).toBe(400);
    const declined = await owner.c.request("PUT", `/api/bookings/${id}/decline`, { reason: "Jadwal penuh" });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({ state: "DECLINED", decline_reason: "Jadwal penuh", declined_by: "OWNER" });
    const late = await owner.c.request("PUT", `/api/bookings/${id}/accept`);
    expect(late.status).toBe(409);
    expect(late.json.message).toContain("Allowed now: -");
  });

  it("counter, counter again, the brand declines it (no body needed)", async () => {
    const { id } = await book(insertPackage(communityId, { price: 500_000 }));
    const nothing = await owner.c.request("PUT", `/api/bookings/${id}/counter`, { price: 500_000 });
    expect(nothing.status).toBe(400);
    expect(nothing.json.errors.price).toEqual(["Offer another price or another date"]);
    const first = await owner.c.request("PUT", `/api/bookings/${id}/counter`, { price: "750.000", message: "Harga akhir pekan" });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      state: "COUNTERED",
      price: 750_000,
      counter: { price: 750_000, date: null, message: "Harga akhir pekan" },
    });
    const second = await owner.c.request("PUT", `/api/bookings/${id}/counter`, { date: inDays(20) });
    expect(second.json).toMatchObject({ state: "COUNTERED", price: 500_000, counter: { price: null, date: inDays(20), message: null } });
    const declined = await advertiser.c.request("PUT", `/api/bookings/${id}/counter/decline`);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({ state: "DECLINED", declined_by: "ADVERTISER", decline_reason: null });
  });

  it("accept starts the campaign; a counter accepted starts it at the counter's price", async () => {
    const { id } = await book(insertPackage(communityId, { price: 1_000_000 }));
    const accepted = await owner.c.request("PUT", `/api/bookings/${id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.state).toBe("ACCEPTED");
    expect(accepted.json.campaign_id).toEqual(expect.any(Number));
    const campaign = await advertiser.c.request("GET", `/api/campaigns/${accepted.json.campaign_id}`);
    expect(campaign.status, campaign.text).toBe(200);
    expect(campaign.json.agreed_fee).toBe(1_000_000);
    expect((await owner.c.request("PUT", `/api/bookings/${id}/accept`)).status).toBe(409);

    const other = await book(insertPackage(communityId, { price: 1_000_000 }));
    expect((await owner.c.request("PUT", `/api/bookings/${other.id}/counter`, { price: 1_250_000 })).status).toBe(200);
    const agreed = await advertiser.c.request("PUT", `/api/bookings/${other.id}/counter/accept`);
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.json).toMatchObject({ state: "ACCEPTED", price: 1_250_000 });
    const started = await owner.c.request("GET", `/api/campaigns/${agreed.json.campaign_id}`);
    expect(started.json.agreed_fee).toBe(1_250_000);
  });
});

describe("GET /api/bookings", () => {
  it("lists the caller's own only, by state (either case), with X-Total-Count; an unknown state is 400", async () => {
    const mine = await advertiser.c.request("GET", "/api/bookings?limit=100");
    expect(mine.status).toBe(200);
    expect(mine.json.length).toBeGreaterThan(0);
    expect(mine.json.every((b: { advertiser_id: number }) => b.advertiser_id === advertiser.id)).toBe(true);
    expect(Number(mine.headers.get("x-total-count"))).toBe(mine.json.length);
    const theirs = await owner.c.request("GET", "/api/bookings?limit=100");
    expect(theirs.json.every((b: { community_id: number }) => b.community_id === communityId)).toBe(true);
    expect((await otherAdvertiser.c.request("GET", "/api/bookings")).json).toEqual([]);
    expect((await otherOwner.c.request("GET", "/api/bookings")).json).toEqual([]);
    const declined = await advertiser.c.request("GET", "/api/bookings?state=declined");
    expect(declined.json.length).toBeGreaterThan(0);
    expect(declined.json.every((b: { state: string }) => b.state === "DECLINED")).toBe(true);
    expect((await advertiser.c.request("GET", "/api/bookings?state=nope")).status).toBe(400);
    expect((await anonymous.request("GET", "/api/bookings")).status).toBe(401);
    const all = await admin.request("GET", "/api/bookings?limit=100");
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(mine.json.length);
  });
});

describe("the booking pages, as each role with others' ids", () => {
  it("are 404 to a stranger (page and post), a redirect to sign in for a visitor, and the party's own page otherwise", async () => {
    const { id } = await book(insertPackage(communityId));
    const origin = { Origin: server.url };
    const ownerPage = `/community/bookings/${id}`;
    const brandPage = `/advertiser/bookings/${id}`;
    expect((await owner.c.request("GET", ownerPage)).status).toBe(200);
    expect((await advertiser.c.request("GET", brandPage)).status).toBe(200);
    const strangerPage = await otherOwner.c.request("GET", ownerPage);
    expect(strangerPage.status).toBe(404);
    expect(strangerPage.text).not.toContain("Kopi susu gula aren");
    expect((await otherAdvertiser.c.request("GET", brandPage)).status).toBe(404);
    expect((await otherAdvertiser.c.request("GET", "/advertiser/bookings/abc")).status).toBe(404);
    const posted = await otherOwner.c.request("POST", ownerPage, "intent=accept", {
      ...origin,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(posted.status).toBe(404);
    const visitor = await anonymous.request("GET", ownerPage);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/auth/);
    // The wrong side's post is refused by the model: the page comes back with why.
    const wrongSide = await advertiser.c.request("POST", brandPage, "intent=accept", {
      ...origin,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(wrongSide.status).toBe(403);
    const state = await owner.c.request("GET", `/api/bookings/${id}`);
    expect(state.json.state).toBe("REQUESTED");
    // The booking form: a pending brand and an owner are refused, a missing package is 404.
    expect((await pending.request("GET", `/advertiser/bookings/new?package=${insertPackage(communityId)}`)).status).toBe(403);
    expect((await advertiser.c.request("GET", "/advertiser/bookings/new?package=99999999")).status).toBe(404);
    expect((await advertiser.c.request("GET", "/advertiser/bookings/new")).status).toBe(404);
  });
});
