import crypto from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMMUNITY_BODY,
  DEMO,
  briefBody,
  cookieOf,
  freshAccount,
  multipart,
  sendRaw,
  serverForTests,
  signIn,
  type Client,
  freshParty,
  type MultipartPart,
  type Party,
  payCampaign,
} from "./kit";
import { client } from "./server";

/*
 * Campaign delivery over the JSON API, against the built server: the whole path (apply
 * with a fee, approval with the agreed fee, proof as JSON and as multipart with a real
 * PNG, changes asked, proof again, accepted, the report as JSON and CSV), invitations
 * and withdrawing, the body limits of the proof upload, Idempotency-Key on the new POSTs,
 * and every new endpoint as each role with someone else's ids (nothing of theirs in any
 * answer, nothing changed).
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });

type Campaign = {
  id: number;
  application_id: number;
  brief_id: number;
  community_id: number;
  state: string;
  agreed_fee: number | null;
  brief: { id: number; title: string; company_name: string };
  community: { id: number; name: string };
  proofs?: {
    id: number;
    links: string[];
    reach: number | null;
    reactions: number | null;
    attendees: number | null;
    note: string | null;
    screenshots: string[];
    created_at: string;
    decision: string | null;
    reason: string | null;
  }[];
  created_at: string;
  updated_at: string;
};

const tag = crypto.randomBytes(3).toString("hex");
/** Texts only the parties of the first campaign may ever see. */
const SECRET = {
  brief: `Rahasia Kopi ${tag}`,
  community: `Komunitas Rahasia ${tag}`,
  note: `=HYPERLINK("https://evil.example/${tag}")`,
  link: `https://instagram.com/p/rahasia${tag}`,
  reason: `Tolong tambah foto ${tag}`,
};

let owner: Party; // owner of the first campaign's community
let advertiser: Party; // advertiser of the brief
let admin: Party;
let otherOwner: Party;
let otherAdvertiser: Party;
let anonymous: Client;
let ownerCommunityId: number;
let otherCommunityId: number;
let briefId: number;
let spareBriefId: number;

const party = (role: "COMMUNITY_OWNER" | "ADVERTISER") => freshParty(server.url, role, "camp");

async function community(p: Party, name: string): Promise<number> {
  const res = await p.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

/** A brief of `by`, approved by the admin: ACTIVE. */
async function activeBrief(by: Party, title: string): Promise<number> {
  const created = await by.c.request("POST", "/api/briefs", briefBody(title, "PENDING_APPROVAL"));
  expect(created.status, created.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/briefs/${created.json.id}/status`, { status: "active" });
  expect(approved.status, approved.text).toBe(200);
  return created.json.id;
}

/** The first campaign's view, read by its owner. */
async function campaignOf(id: number): Promise<Campaign> {
  const res = await owner.c.request("GET", `/api/campaigns/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
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
  ownerCommunityId = await community(owner, SECRET.community);
  otherCommunityId = await community(otherOwner, `Komunitas Lain ${tag}`);
  briefId = await activeBrief(advertiser, SECRET.brief);
  spareBriefId = await activeBrief(advertiser, `Brief Undangan ${tag}`);
}, 60_000);

describe("the whole path over the API", () => {
  let applicationId: number;
  let campaignId: number;
  let screenshotUrl: string;

  it("the owner applies with a proposed fee; the brief shows its advertiser and the admin how many wait", async () => {
    const applied = await owner.c.request("POST", `/api/briefs/${briefId}/apply`, {
      communityId: ownerCommunityId,
      message: "Kami siap.",
      proposed_fee: "1.500.000",
    });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.json).toMatchObject({ status: "PENDING", proposed_fee: 1_500_000, agreed_fee: null, campaign_id: null });
    applicationId = applied.json.id;

    const forAdvertiser = await advertiser.c.request("GET", `/api/briefs/${briefId}`);
    expect(forAdvertiser.json.pending_applications).toBe(1);
    const listed = await advertiser.c.request("GET", "/api/briefs?status=active");
    expect(listed.json.find((b: { id: number }) => b.id === briefId).pending_applications).toBe(1);
    expect((await admin.c.request("GET", `/api/briefs/${briefId}`)).json.pending_applications).toBe(1);
    const forOwner = await owner.c.request("GET", `/api/briefs/${briefId}`);
    expect(forOwner.status).toBe(200);
    expect("pending_applications" in forOwner.json).toBe(false);
    const ownerList = await owner.c.request("GET", "/api/briefs?limit=100");
    expect(ownerList.json.some((b: object) => "pending_applications" in b)).toBe(false);

    const badFee = await owner.c.request("POST", `/api/briefs/${spareBriefId}/apply`, { communityId: ownerCommunityId, proposed_fee: -5 });
    expect(badFee.status).toBe(400);
    expect(Object.keys(badFee.json.errors)).toEqual(["proposed_fee"]);
  });

  it("the admin approves with the agreed fee: the application names its campaign", async () => {
    const bad = await admin.c.request("PUT", `/api/admin/applications/${applicationId}/status`, { status: "approved", agreedFee: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.agreedFee).toHaveLength(1);
    const approved = await admin.c.request("PUT", `/api/admin/applications/${applicationId}/status`, {
      status: "approved",
      agreedFee: 1_250_000,
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ status: "APPROVED", proposed_fee: 1_500_000, agreed_fee: 1_250_000 });
    expect(approved.json.campaign_id).toEqual(expect.any(Number));
    campaignId = approved.json.campaign_id;
    expect((await advertiser.c.request("GET", `/api/briefs/${briefId}`)).json.pending_applications).toBe(0);
    // With a fee the campaign waits for the brand's payment; the admin confirms it.
    expect((await owner.c.request("GET", `/api/campaigns/${campaignId}`)).json).toMatchObject({
      state: "AWAITING_PAYMENT",
      payment_state: "awaiting_payment",
    });
    await payCampaign(admin.c, campaignId);
    expect((await owner.c.request("GET", `/api/campaigns/${campaignId}`)).json).toMatchObject({
      state: "IN_PROGRESS",
      payment_state: "paid",
      community_share: 1_125_000,
      commission: 125_000,
    });
  });

  it("lists the campaign for both parties and the admin, by state in either case, with X-Total-Count", async () => {
    for (const p of [owner, advertiser, admin]) {
      const res = await p.c.request("GET", "/api/campaigns?state=in_progress&limit=100");
      expect(res.status).toBe(200);
      const found = (res.json as Campaign[]).find((c) => c.id === campaignId);
      expect(found).toMatchObject({
        state: "IN_PROGRESS",
        agreed_fee: 1_250_000,
        brief: { id: briefId, title: SECRET.brief },
        community: { id: ownerCommunityId },
      });
      expect(found && "proofs" in found).toBe(false);
      expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    }
    const mine = await owner.c.request("GET", "/api/campaigns");
    expect(mine.headers.get("x-total-count")).toBe("1");
    expect((await owner.c.request("GET", "/api/campaigns?state=COMPLETED")).json).toEqual([]);
    const paged = await admin.c.request("GET", "/api/campaigns?limit=1&offset=0");
    expect(paged.json).toHaveLength(1);
    const bad = await owner.c.request("GET", "/api/campaigns?state=DONE");
    expect(bad.status).toBe(400);
    expect(bad.json.errors.state).toHaveLength(1);
    expect((await anonymous.request("GET", "/api/campaigns")).status).toBe(401);
  });

  it("the owner submits proof as JSON (201, once per Idempotency-Key)", async () => {
    const missing = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["nope"], reach: -1 });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors).sort()).toEqual(["links[0]", "reach"]);
    // Neither a link nor a screenshot: no proof.
    const empty = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: [], reach: 10 });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ links: ["Add at least one link or one screenshot"] });
    // Only a screenshot of the latest proof may be kept (there is none yet).
    const unknown = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, {
      keep_screenshots: [`/proofs/${"a".repeat(32)}.webp`],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ screenshots: ["This screenshot is not one of your latest proof's"] });

    const body = { links: ["https://instagram.com/p/first"], reach: 800, reactions: 40, attendees: 0, note: "Unggahan pertama." };
    const headers = { "Idempotency-Key": `proof-${tag}` };
    const first = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, body, headers);
    expect(first.status, first.text).toBe(201);
    expect(first.json.state).toBe("PROOF_SUBMITTED");
    expect(first.json.proofs).toHaveLength(1);
    expect(first.json.proofs[0]).toMatchObject({
      links: body.links,
      reach: 800,
      reactions: 40,
      attendees: 0,
      note: body.note,
      screenshots: [],
      decision: null,
      reason: null,
    });
    const again = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect((await campaignOf(campaignId)).proofs).toHaveLength(1);

    // A second proof while the first waits for its answer: 409 naming the allowed moves.
    const twice = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, body);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toContain("PROOF_SUBMITTED");
  });

  it("the advertiser asks for changes with a reason (400 without one)", async () => {
    const blank = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/request-changes`, { reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.errors.reason).toHaveLength(1);
    const res = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/request-changes`, { reason: SECRET.reason });
    expect(res.status, res.text).toBe(200);
    expect(res.json.state).toBe("CHANGES_REQUESTED");
    expect(res.json.proofs[0]).toMatchObject({ decision: "changes_requested", reason: SECRET.reason });
    const accept = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.json.message).toContain("CHANGES_REQUESTED");
  });

  it("the owner submits again as multipart with a PNG screenshot (links repeated); the same bytes with the same key are replayed", async () => {
    const image = await png(1600, 900, "#2a7");
    const { body, contentType } = multipart([
      { name: "links", value: SECRET.link },
      { name: "links", value: "https://t.me/rahasia/12" },
      { name: "reach", value: "1.200" },
      { name: "reactions", value: "75" },
      { name: "attendees", value: "30" },
      { name: "note", value: SECRET.note },
      { name: "screenshots", filename: "bukti.png", type: "image/png", bytes: image },
    ]);
    const headers = { "Content-Type": contentType, "Idempotency-Key": `multipart-${tag}` };
    const res = await sendRaw(server.url, owner.c, "POST", `/api/campaigns/${campaignId}/proof`, body, headers);
    expect(res.status, res.text).toBe(201);
    const campaign = res.json as Campaign;
    expect(campaign.state).toBe("PROOF_SUBMITTED");
    expect(campaign.proofs).toHaveLength(2);
    const [latest, earlier] = campaign.proofs!;
    expect(latest.id).toBeGreaterThan(earlier.id); // newest first
    expect(latest).toMatchObject({
      links: [SECRET.link, "https://t.me/rahasia/12"],
      reach: 1200,
      reactions: 75,
      attendees: 30,
      note: SECRET.note,
      decision: null,
    });
    expect(earlier.decision).toBe("changes_requested");
    expect(latest.screenshots).toHaveLength(1);
    expect(latest.screenshots[0]).toMatch(/^\/proofs\/[0-9a-f]{32}\.webp$/);
    screenshotUrl = latest.screenshots[0];

    const replay = await sendRaw(server.url, owner.c, "POST", `/api/campaigns/${campaignId}/proof`, body, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await campaignOf(campaignId)).proofs).toHaveLength(2);
  });

  it("the screenshot answers the parties and the admin (private), 404 to anyone else", async () => {
    for (const p of [owner, advertiser, admin]) {
      const res = await fetch(server.url + screenshotUrl, { headers: { cookie: cookieOf(p.c) } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toMatch(/^private\b/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1280, height: 720 });
    }
    for (const c of [otherOwner.c, otherAdvertiser.c, anonymous]) {
      const res = await fetch(server.url + screenshotUrl, { headers: { cookie: cookieOf(c) } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).not.toBe("image/webp");
    }
  });

  it("every new endpoint refuses other owners, other advertisers, the wrong role and the anonymous, and leaks nothing", async () => {
    const before = await campaignOf(campaignId);
    const proof = { links: ["https://example.com/x"], reach: 1 };
    type Who = "otherOwner" | "otherAdvertiser" | "anonymous" | "owner" | "advertiser" | "admin";
    const clients: Record<Who, Client> = {
      otherOwner: otherOwner.c,
      otherAdvertiser: otherAdvertiser.c,
      anonymous,
      owner: owner.c,
      advertiser: advertiser.c,
      admin: admin.c,
    };
    const cases: [string, string, unknown, Partial<Record<Who, number>>][] = [
      ["GET", `/api/campaigns/${campaignId}`, undefined, { otherOwner: 404, otherAdvertiser: 404, anonymous: 401 }],
      [
        "POST",
        `/api/campaigns/${campaignId}/proof`,
        proof,
        { otherOwner: 404, otherAdvertiser: 403, anonymous: 401, advertiser: 403, admin: 403 },
      ],
      [
        "PUT",
        `/api/campaigns/${campaignId}/accept`,
        undefined,
        { otherOwner: 403, otherAdvertiser: 404, anonymous: 401, owner: 403, admin: 403 },
      ],
      [
        "PUT",
        `/api/campaigns/${campaignId}/request-changes`,
        { reason: "x" },
        { otherOwner: 403, otherAdvertiser: 404, anonymous: 401, owner: 403, admin: 403 },
      ],
      [
        "PUT",
        `/api/campaigns/${campaignId}/cancel`,
        { note: "x" },
        { otherOwner: 403, otherAdvertiser: 403, anonymous: 401, owner: 403, advertiser: 403 },
      ],
      ["GET", `/api/briefs/${briefId}/report`, undefined, { otherOwner: 403, otherAdvertiser: 404, anonymous: 401, owner: 403 }],
      ["GET", `/api/briefs/${briefId}/report.csv`, undefined, { otherOwner: 403, otherAdvertiser: 404, anonymous: 401, owner: 403 }],
      [
        "POST",
        `/api/briefs/${briefId}/invitations`,
        { communityId: otherCommunityId },
        { otherOwner: 403, otherAdvertiser: 404, anonymous: 401, owner: 403, admin: 403 },
      ],
      [
        "DELETE",
        `/api/applications/${applicationId}`,
        undefined,
        { otherOwner: 404, otherAdvertiser: 403, anonymous: 401, advertiser: 403, admin: 403 },
      ],
    ];
    let tried = 0;
    for (const [method, path, body, expected] of cases) {
      for (const [who, status] of Object.entries(expected) as [Who, number][]) {
        const res = await clients[who].request(method, path, body);
        expect(res.status, `${who} ${method} ${path}: ${res.text}`).toBe(status);
        expect(res.headers.get("content-type"), `${who} ${method} ${path}`).toMatch(/^application\/json/);
        for (const secret of Object.values(SECRET)) expect(res.text, `${who} ${method} ${path}`).not.toContain(secret);
        tried += 1;
      }
    }
    expect(tried).toBe(41);

    // The lists of strangers do not hold it.
    for (const p of [otherOwner, otherAdvertiser]) {
      const res = await p.c.request("GET", "/api/campaigns?limit=100");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-total-count")).toBe("0");
      expect(res.text).not.toContain(SECRET.brief);
    }
    // Nothing changed.
    expect(await campaignOf(campaignId)).toEqual(before);
  });

  it("the advertiser accepts: COMPLETED; a second answer is 409", async () => {
    const res = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.state).toBe("COMPLETED");
    expect(res.json.proofs[0].decision).toBe("accepted");
    const again = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/request-changes`, { reason: "lagi" });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain("COMPLETED");
    expect((await owner.c.request("GET", `/api/campaigns?state=completed`)).json.map((c: Campaign) => c.id)).toEqual([campaignId]);
  });

  it("the report as JSON for the advertiser and the admin: the latest proof per campaign and the totals", async () => {
    for (const p of [advertiser, admin]) {
      const res = await p.c.request("GET", `/api/briefs/${briefId}/report`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get("x-total-count")).toBe("1");
      expect(res.json.brief).toMatchObject({ id: briefId, title: SECRET.brief });
      expect(res.json.campaigns).toEqual([
        expect.objectContaining({
          campaign_id: campaignId,
          community: { id: ownerCommunityId, name: SECRET.community },
          state: "COMPLETED",
          agreed_fee: 1_250_000,
          links: [SECRET.link, "https://t.me/rahasia/12"],
          screenshots: [screenshotUrl],
          reach: 1200,
          reactions: 75,
          attendees: 30,
          note: SECRET.note,
          decision: "accepted",
          reason: null,
        }),
      ]);
      expect(res.json.totals).toMatchObject({ reach: 1200, reactions: 75, attendees: 30, completed: 1, in_progress: 0, spend: 1_250_000 });
    }
    const paged = await advertiser.c.request("GET", `/api/briefs/${briefId}/report?offset=5`);
    expect(paged.json.campaigns).toEqual([]);
    expect(paged.json.totals.reach).toBe(1200);
  });

  it("the report as CSV: text/csv in UTF-8 with a BOM, formula cells made inert", async () => {
    const res = await fetch(`${server.url}/api/briefs/${briefId}/report.csv`, { headers: { cookie: cookieOf(advertiser.c) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="brief-${briefId}-report.csv"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("campaign_id,community,state,agreed_fee,reach,reactions,attendees,links,screenshots,note,proof_at,decision");
    expect(lines[1]).toContain(
      `${campaignId},${SECRET.community},COMPLETED,1250000,1200,75,30,${SECRET.link} https://t.me/rahasia/12,${screenshotUrl},`,
    );
    // The note starts with "=": written as text, quoted because it holds quotes.
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example/${tag}"")"`);
    expect(lines[1]).not.toMatch(/,=HYPERLINK/);
    expect(lines[1].endsWith(",accepted")).toBe(true);
    expect(lines[2]).toBe("");

    // separator=semicolon: the same file with ';' between cells (Excel with Indonesian settings).
    const semicolon = await fetch(`${server.url}/api/briefs/${briefId}/report.csv?separator=semicolon`, {
      headers: { cookie: cookieOf(advertiser.c) },
    });
    expect(semicolon.status).toBe(200);
    const semi = Buffer.from(await semicolon.arrayBuffer());
    expect([...semi.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const semiLines = semi.toString("utf8").slice(1).split("\r\n");
    expect(semiLines[0]).toBe("campaign_id;community;state;agreed_fee;reach;reactions;attendees;links;screenshots;note;proof_at;decision");
    expect(semiLines[1]).toContain(`${campaignId};${SECRET.community};COMPLETED;1250000;1200;75;30;`);
    expect(semiLines[1]).toContain(`"'=HYPERLINK(""https://evil.example/${tag}"")"`);
    expect(semiLines).toHaveLength(3);
    const unknown = await fetch(`${server.url}/api/briefs/${briefId}/report.csv?separator=tab`, {
      headers: { cookie: cookieOf(advertiser.c) },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors).toEqual({ separator: ["Please choose a valid value"] });

    const head = await fetch(`${server.url}/api/briefs/${briefId}/report.csv`, { method: "HEAD", headers: { cookie: cookieOf(admin.c) } });
    expect(head.status).toBe(200);
    const owners = await fetch(`${server.url}/api/briefs/${briefId}/report.csv`, { headers: { cookie: cookieOf(owner.c) } });
    expect(owners.status).toBe(403);
    expect(owners.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("the proof upload's limits and the admin's cancel", () => {
  let campaignId: number;

  beforeAll(async () => {
    // On the spare brief: the first brief is COMPLETED by now (its one campaign is).
    const applied = await otherOwner.c.request("POST", `/api/briefs/${spareBriefId}/apply`, { communityId: otherCommunityId });
    expect(applied.status, applied.text).toBe(201);
    const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.agreed_fee).toBeNull();
    campaignId = approved.json.campaign_id;
  });

  const proofFields: MultipartPart[] = [{ name: "links", value: "https://instagram.com/p/limit" }];

  async function proofCount(): Promise<number> {
    const res = await otherOwner.c.request("GET", `/api/campaigns/${campaignId}`);
    expect(res.status).toBe(200);
    return res.json.proofs.length;
  }

  it("refuses a sixth screenshot, one over 2 MB and a file that is not an image, on the screenshots field, with the other fields' errors", async () => {
    const image = await png(40, 40, "#fff");
    const six = multipart([
      ...proofFields,
      ...Array.from({ length: 6 }, (_, i) => ({ name: "screenshots", filename: `s${i}.png`, type: "image/png", bytes: image })),
    ]);
    const tooMany = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, six.body, {
      "Content-Type": six.contentType,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual({ screenshots: ["At most 5 screenshots"] });

    const big = multipart([
      { name: "screenshots", filename: "big.png", type: "image/png", bytes: crypto.randomBytes(2 * 1024 * 1024 + 1) },
    ]);
    const tooLarge = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, big.body, {
      "Content-Type": big.contentType,
    });
    expect(tooLarge.status).toBe(400);
    expect(Object.keys(tooLarge.json.errors).sort()).toEqual(["screenshots"]);
    expect(tooLarge.json.errors.screenshots).toEqual(["Each screenshot must be at most 2 MB"]);

    const text = multipart([
      ...proofFields,
      { name: "screenshots", filename: "x.png", type: "image/png", bytes: Buffer.from("not a picture") },
    ]);
    const notImage = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, text.body, {
      "Content-Type": text.contentType,
      "Accept-Language": "id",
    });
    expect(notImage.status).toBe(400);
    expect(notImage.json.errors.screenshots).toHaveLength(1);
    expect(await proofCount()).toBe(0);
  });

  it("takes five screenshots of 2 MB in one body, and refuses a body past the limit with 413, by Content-Length or as it streams", async () => {
    // Five files at the limit (random bytes: refused as images, after the whole body was read).
    const full = multipart([
      ...proofFields,
      ...Array.from({ length: 5 }, (_, i) => ({
        name: "screenshots",
        filename: `f${i}.png`,
        type: "image/png",
        bytes: crypto.randomBytes(2 * 1024 * 1024),
      })),
    ]);
    const atLimit = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, full.body, {
      "Content-Type": full.contentType,
    });
    expect(atLimit.status, atLimit.text).toBe(400);
    expect(Object.keys(atLimit.json.errors)).toEqual(["screenshots"]);

    const over = multipart([
      ...proofFields,
      { name: "screenshots", filename: "huge.png", type: "image/png", bytes: crypto.randomBytes(12 * 1024 * 1024) },
    ]);
    const declared = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, over.body, {
      "Content-Type": over.contentType,
    });
    expect(declared.status).toBe(413);
    expect(declared.json.message).toContain("5");

    let pulled = 0;
    const chunks = [over.body.subarray(0, 1024 * 1024)];
    for (let at = 1024 * 1024; at < over.body.length; at += 1024 * 1024) chunks.push(over.body.subarray(at, at + 1024 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (!next) return controller.close();
        pulled += next.length;
        controller.enqueue(new Uint8Array(next));
      },
    });
    const streamed = await sendRaw(server.url, otherOwner.c, "POST", `/api/campaigns/${campaignId}/proof`, stream, {
      "Content-Type": over.contentType,
    });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeGreaterThan(11 * 1024 * 1024);

    const json = await otherOwner.c.request(
      "POST",
      `/api/campaigns/${campaignId}/proof`,
      JSON.stringify({ links: ["https://x.id"], note: "x".repeat(1024 * 1024) }),
    );
    expect(json.status).toBe(413);
    expect(
      (
        await otherOwner.c.request("POST", `/api/campaigns/${campaignId}/proof`, "links=https://x.id", {
          "Content-Type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    expect(await proofCount()).toBe(0);
  });

  it("the admin cancels with a note (400 without one, 409 once cancelled); the report counts it apart", async () => {
    const blank = await admin.c.request("PUT", `/api/campaigns/${campaignId}/cancel`, {});
    expect(blank.status).toBe(400);
    expect(blank.json.errors.note).toHaveLength(1);
    const res = await admin.c.request("PUT", `/api/campaigns/${campaignId}/cancel`, { note: "Sengketa: tidak ada unggahan." });
    expect(res.status, res.text).toBe(200);
    expect(res.json.state).toBe("CANCELLED");
    const again = await admin.c.request("PUT", `/api/campaigns/${campaignId}/cancel`, { note: "lagi" });
    expect(again.status).toBe(409);
    const proof = await otherOwner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://x.id/a"] });
    expect(proof.status).toBe(409);
    expect(proof.json.message).toContain("CANCELLED");
    const report = await advertiser.c.request("GET", `/api/briefs/${spareBriefId}/report`);
    expect(report.json.totals).toMatchObject({ completed: 0, in_progress: 0, cancelled: 1, campaigns: 1, reach: 0 });
    expect(report.json.campaigns[0]).toMatchObject({
      campaign_id: campaignId,
      state: "CANCELLED",
      links: [],
      screenshots: [],
      reach: null,
      proof_at: null,
    });
    // Its campaigns are all over, but the brief has no end date: only its advertiser completes it.
    const brief = await advertiser.c.request("GET", `/api/briefs/${briefId}`);
    expect(brief.json.status).toBe("ACTIVE");
  });
});

describe("invitations and withdrawing", () => {
  it("invites a community once (201, a repeat 409, the same Idempotency-Key replayed), up to 20 a day (429)", async () => {
    const path = `/api/briefs/${spareBriefId}/invitations`;
    const bad = await advertiser.c.request("POST", path, { communityId: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.communityId).toHaveLength(1);
    expect((await advertiser.c.request("POST", path, { communityId: 99_999_999 })).status).toBe(404);

    const headers = { "Idempotency-Key": `invite-${tag}` };
    const applied = await advertiser.c.request("POST", path, { communityId: otherCommunityId });
    expect(applied.status).toBe(409); // that community applied already
    const first = await advertiser.c.request("POST", path, { communityId: ownerCommunityId }, headers);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      brief_id: spareBriefId,
      community_id: ownerCommunityId,
      id: expect.any(Number),
      created_at: expect.any(String),
    });
    const replay = await advertiser.c.request("POST", path, { communityId: ownerCommunityId }, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const twice = await advertiser.c.request("POST", path, { communityId: ownerCommunityId });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("This community was already invited to this brief");

    // The owner hears of it.
    const told = await owner.c.request("GET", "/api/notifications");
    expect(told.json.items.some((n: { type: string }) => n.type === "brief_invitation")).toBe(true);

    const listed = await advertiser.c.request("GET", "/api/communities?limit=40");
    const others = (listed.json as { id: number }[]).map((c) => c.id).filter((id) => id !== otherCommunityId && id !== ownerCommunityId);
    expect(others.length).toBeGreaterThanOrEqual(20);
    for (const communityId of others.slice(0, 19)) {
      const res = await advertiser.c.request("POST", path, { communityId });
      expect(res.status, res.text).toBe(201);
    }
    const over = await advertiser.c.request("POST", path, { communityId: others[19] });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a brief that is not ACTIVE, and an advertiser not yet approved", async () => {
    const draft = await advertiser.c.request("POST", "/api/briefs", briefBody(`Draft ${tag}`));
    expect(draft.status).toBe(201);
    expect((await advertiser.c.request("POST", `/api/briefs/${draft.json.id}/invitations`, { communityId: otherCommunityId })).status).toBe(
      404,
    );
    expect(
      (await otherAdvertiser.c.request("POST", `/api/briefs/${draft.json.id}/invitations`, { communityId: otherCommunityId })).status,
    ).toBe(404);
    const pending = await freshAccount(server.url, "ADVERTISER", { pending: true, prefix: "camp-pending" });
    const { c } = await signIn(server.url, pending);
    const own = await c.request("POST", "/api/briefs", briefBody(`Pending ${tag}`));
    expect(own.status).toBe(201);
    const res = await c.request("POST", `/api/briefs/${own.json.id}/invitations`, { communityId: ownerCommunityId });
    expect(res.status).toBe(403);
  });

  it("the owner withdraws a PENDING application (204), not a decided one (409); a gone one is 404", async () => {
    const applied = await owner.c.request("POST", `/api/briefs/${spareBriefId}/apply`, {
      communityId: ownerCommunityId,
      proposed_fee: 900_000,
    });
    expect(applied.status, applied.text).toBe(201);
    const id = applied.json.id;
    expect((await advertiser.c.request("GET", `/api/briefs/${spareBriefId}`)).json.pending_applications).toBe(1);
    expect((await otherOwner.c.request("DELETE", `/api/applications/${id}`)).status).toBe(404);
    expect((await advertiser.c.request("DELETE", `/api/applications/${id}`)).status).toBe(403);
    expect((await anonymous.request("DELETE", `/api/applications/${id}`)).status).toBe(401);
    const gone = await owner.c.request("DELETE", `/api/applications/${id}`);
    expect(gone.status).toBe(204);
    expect(gone.text).toBe("");
    expect((await owner.c.request("DELETE", `/api/applications/${id}`)).status).toBe(404);
    expect((await advertiser.c.request("GET", `/api/briefs/${spareBriefId}`)).json.pending_applications).toBe(0);

    const decided = await owner.c.request("GET", `/api/communities/${ownerCommunityId}/applications?status=approved`);
    const approvedId = decided.json[0].id;
    const refused = await owner.c.request("DELETE", `/api/applications/${approvedId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Only a pending application can be withdrawn");
    expect((await owner.c.request("GET", "/api/applications/1")).status).toBe(405);
  });
});
