import crypto from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMMUNITY_BODY,
  DEMO,
  briefBody,
  freshParty,
  insertBookingThread,
  multipart,
  sendRaw,
  serverForTests,
  signIn,
  type Client,
  type Party,
} from "./kit";
import { client } from "./server";

/*
 * Conversations over the JSON API, against the built server (docs/api.md,
 * "Conversations"): both parties and the admin talk in a campaign's thread and a
 * booking's, with an image; every endpoint as each role with someone else's ids, and
 * nothing of a thread (its texts, its images) in any answer to a stranger; the author's
 * delete and the admin's hiding; paging backwards; bad bodies.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });

const tag = crypto.randomBytes(3).toString("hex");
/** What only the thread's readers may ever see. */
const SECRET = `Harga khusus rahasia ${tag}`;

let owner: Party;
let advertiser: Party;
let admin: Party;
let otherOwner: Party;
let otherAdvertiser: Party;
let anonymous: Client;
let communityId: number;
let campaignId: number;
let bookingId: number;
let otherBookingId: number;
let imageUrl: string;
let secretMessageId: number;

const party = (role: "COMMUNITY_OWNER" | "ADVERTISER") => freshParty(server.url, role, "talk");

function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2d6a4f" } })
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
  const created = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Obrolan ${tag}` });
  expect(created.status, created.text).toBe(201);
  communityId = created.json.id;
  const otherCommunity = await otherOwner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Lain ${tag}` });
  expect(otherCommunity.status, otherCommunity.text).toBe(201);
  const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(`Kampanye Obrolan ${tag}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  campaignId = approved.json.campaign_id;
  bookingId = insertBookingThread(server.dataDir, advertiser.id, communityId);
  // A booking of the other pair: the first pair are strangers to it.
  otherBookingId = insertBookingThread(server.dataDir, otherAdvertiser.id, otherCommunity.json.id);
});

describe("talking in a thread", () => {
  it("both parties post in the campaign's thread (JSON and multipart with an image); the newest is at the bottom", async () => {
    const first = await owner.c.request("POST", `/api/campaigns/${campaignId}/messages`, { text: "Materi sudah kami terima." });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      author_id: owner.id,
      author_role: "OWNER",
      text: "Materi sudah kami terima.",
      images: [],
      deleted: false,
    });
    expect(first.json).not.toHaveProperty("hidden_note");
    const { body, contentType } = multipart([
      { name: "text", value: SECRET },
      { name: "images", filename: "menu.png", type: "image/png", bytes: await png(1600, 900) },
    ]);
    const second = await sendRaw(server.url, advertiser.c, "POST", `/api/campaigns/${campaignId}/messages`, body, {
      "Content-Type": contentType,
      "Idempotency-Key": `talk-${tag}`,
    });
    expect(second.status, second.text).toBe(201);
    expect(second.json).toMatchObject({ author_role: "ADVERTISER", text: SECRET });
    expect(second.json.images).toHaveLength(1);
    expect(second.json.images[0]).toMatch(/^\/message-images\/[0-9a-f]{32}\.webp$/);
    imageUrl = second.json.images[0];
    secretMessageId = second.json.id;
    // The same bytes with the same key: replayed, one message.
    const replay = await sendRaw(server.url, advertiser.c, "POST", `/api/campaigns/${campaignId}/messages`, body, {
      "Content-Type": contentType,
      "Idempotency-Key": `talk-${tag}`,
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");

    for (const reader of [owner, advertiser, admin]) {
      const list = await reader.c.request("GET", `/api/campaigns/${campaignId}/messages`);
      expect(list.status, list.text).toBe(200);
      expect(list.json.items.map((m: { text: string }) => m.text)).toEqual(["Materi sudah kami terima.", SECRET]);
      expect(list.json.next_before).toBeNull();
    }
  });

  it("serves the image to the parties and the admin, privately; 404 to anyone else", async () => {
    for (const reader of [owner, advertiser, admin]) {
      const res = await sendRaw(server.url, reader.c, "GET", imageUrl, undefined);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toContain("private");
      expect((await sharp(res.bytes).metadata()).width).toBe(1280);
    }
    for (const stranger of [otherOwner.c, otherAdvertiser.c, anonymous]) {
      const res = await sendRaw(server.url, stranger, "GET", imageUrl, undefined);
      expect(res.status).toBe(404);
      expect(res.bytes.includes(Buffer.from("RIFF"))).toBe(false);
    }
  });

  it("the booking's thread works the same, and the admin writes in it as Guyub", async () => {
    const asked = await advertiser.c.request("POST", `/api/bookings/${bookingId}/messages`, { text: "Bisa tanggal 20?" });
    expect(asked.status, asked.text).toBe(201);
    const guyub = await admin.c.request("POST", `/api/bookings/${bookingId}/messages`, { text: "Guyub membantu jadwalnya." });
    expect(guyub.status, guyub.text).toBe(201);
    expect(guyub.json).toMatchObject({ author_role: "ADMIN", author_name: "Guyub" });
    const list = await owner.c.request("GET", `/api/bookings/${bookingId}/messages`);
    expect(list.json.items.map((m: { author_role: string }) => m.author_role)).toEqual(["ADVERTISER", "ADMIN"]);
  });

  it("pages backwards with `before`", async () => {
    for (let i = 0; i < 3; i++) await owner.c.request("POST", `/api/bookings/${bookingId}/messages`, { text: `halaman ${i}` });
    const newest = await owner.c.request("GET", `/api/bookings/${bookingId}/messages?limit=2`);
    expect(newest.json.items.map((m: { text: string }) => m.text)).toEqual(["halaman 1", "halaman 2"]);
    const older = await owner.c.request("GET", `/api/bookings/${bookingId}/messages?limit=2&before=${newest.json.next_before}`);
    expect(older.json.items.map((m: { text: string }) => m.text)).toEqual(["Guyub membantu jadwalnya.", "halaman 0"]);
    const oldest = await owner.c.request("GET", `/api/bookings/${bookingId}/messages?limit=2&before=${older.json.next_before}`);
    expect(oldest.json.items.map((m: { text: string }) => m.text)).toEqual(["Bisa tanggal 20?"]);
    expect(oldest.json.next_before).toBeNull();
  });
});

describe("strangers", () => {
  it("get 404 (401 signed out) from every message endpoint of a thread not theirs, with nothing of it in the answer", async () => {
    const paths = [
      `/api/campaigns/${campaignId}/messages`,
      `/api/bookings/${bookingId}/messages`,
      `/api/campaigns/${campaignId}/messages?before=999999`,
    ];
    const answers: string[] = [];
    for (const stranger of [otherOwner, otherAdvertiser]) {
      for (const p of paths) {
        const read = await stranger.c.request("GET", p);
        expect(read.status, `${p} ${read.text}`).toBe(404);
        answers.push(read.text);
        const post = await stranger.c.request("POST", p.replace(/\?.*/, ""), { text: "menyusup" });
        expect(post.status).toBe(404);
        answers.push(post.text);
      }
      const del = await stranger.c.request("DELETE", `/api/messages/${secretMessageId}`);
      expect(del.status).toBe(404);
      answers.push(del.text);
      const hide = await stranger.c.request("PUT", `/api/admin/messages/${secretMessageId}/hide`, { note: "x" });
      expect(hide.status).toBe(403);
      answers.push(hide.text);
    }
    // The first pair are strangers to the other pair's booking.
    for (const p of [owner, advertiser]) {
      const read = await p.c.request("GET", `/api/bookings/${otherBookingId}/messages`);
      expect(read.status).toBe(404);
    }
    for (const p of paths) {
      const read = await anonymous.request("GET", p);
      expect(read.status).toBe(401);
      answers.push(read.text);
    }
    // A stranger's multipart post is refused before its image is read.
    const { body, contentType } = multipart([
      { name: "text", value: "menyusup" },
      { name: "images", filename: "x.png", type: "image/png", bytes: await png() },
    ]);
    const sneaky = await sendRaw(server.url, otherAdvertiser.c, "POST", `/api/campaigns/${campaignId}/messages`, body, {
      "Content-Type": contentType,
    });
    expect(sneaky.status).toBe(404);
    answers.push(sneaky.text);
    for (const answer of answers) {
      expect(answer).not.toContain(SECRET);
      expect(answer).not.toContain("message-images");
    }
    // Nothing a stranger sent was kept.
    const list = await owner.c.request("GET", `/api/campaigns/${campaignId}/messages`);
    expect(list.json.items.map((m: { text: string }) => m.text)).not.toContain("menyusup");
  });
});

describe("the Messages page (/conversations)", () => {
  it("lists a thread, its deal and last message, to its parties and the admin only", async () => {
    const subject = `Kampanye Obrolan ${tag}`;
    const page = async (c: Client) => {
      const res = await c.request("GET", "/conversations", undefined, { accept: "text/html" });
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      return res.text;
    };
    // The brand wrote the secret last in the campaign's thread: its preview says it.
    for (const reader of [owner.c, advertiser.c, admin.c]) {
      const html = await page(reader);
      expect(html).toContain(subject);
      expect(html).toContain(SECRET);
      expect(html).toContain(`/conversations/campaign/${campaignId}`);
      expect(html).toContain(`/conversations/booking/${bookingId}`);
    }
    for (const stranger of [otherOwner.c, otherAdvertiser.c]) {
      const html = await page(stranger);
      expect(html).not.toContain(subject);
      expect(html).not.toContain(SECRET);
      expect(html).not.toContain(`/conversations/campaign/${campaignId}"`);
    }
    const visitor = await anonymous.request("GET", "/conversations");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("GET /api/conversations answers the same list, paged, with the total", async () => {
    type Conversation = { kind: string; id: number; subject: string; last_message: { text: string | null }; unread: number };
    const list = async (c: Client, query = "") => {
      const res = await c.request("GET", `/api/conversations${query}`);
      expect(res.status, res.text).toBe(200);
      return { items: res.json as Conversation[], total: Number(res.headers.get("x-total-count")) };
    };
    const mine = await list(owner.c);
    expect(mine.total).toBe(2);
    // The booking's thread had the latest message (the owner's "halaman 2"), then the campaign's.
    expect(mine.items.map((c) => [c.kind, c.id])).toEqual([
      ["booking", bookingId],
      ["campaign", campaignId],
    ]);
    expect(mine.items[1]).toMatchObject({ subject: `Kampanye Obrolan ${tag}`, last_message: { text: SECRET } });
    expect(mine.items[0].last_message.text).toBe("halaman 2");
    expect((await list(owner.c, "?limit=1&offset=1")).items.map((c) => c.id)).toEqual([campaignId]);
    expect((await list(advertiser.c)).total).toBe(2);
    for (const stranger of [otherOwner.c, otherAdvertiser.c]) {
      const theirs = await list(stranger);
      expect(JSON.stringify(theirs.items)).not.toContain(SECRET);
      expect(theirs.items.map((c) => c.id)).not.toContain(campaignId);
    }
    expect((await anonymous.request("GET", "/api/conversations")).status).toBe(401);
  });
});

describe("deleting and hiding", () => {
  it("the author deletes within 5 minutes; the other side may not; the image goes with it", async () => {
    const posted = await owner.c.request("POST", `/api/campaigns/${campaignId}/messages`, { text: "salah kirim" });
    expect(posted.status, posted.text).toBe(201);
    const id = posted.json.id;
    expect((await advertiser.c.request("DELETE", `/api/messages/${id}`)).status).toBe(403);
    expect((await admin.c.request("DELETE", `/api/messages/${id}`)).status).toBe(403);
    const deleted = await owner.c.request("DELETE", `/api/messages/${id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toMatchObject({ id, deleted: true, text: null, images: [] });
    expect((await owner.c.request("DELETE", `/api/messages/${id}`)).status).toBe(409);
    const list = await advertiser.c.request("GET", `/api/campaigns/${campaignId}/messages`);
    expect(list.json.items.find((m: { id: number }) => m.id === id)).toMatchObject({ deleted: true, text: null });
  });

  it("the admin hides a message with a note; the parties see that it was hidden, not what it said, nor its image", async () => {
    expect((await admin.c.request("PUT", `/api/admin/messages/${secretMessageId}/hide`, { note: " " })).status).toBe(400);
    const hidden = await admin.c.request("PUT", `/api/admin/messages/${secretMessageId}/hide`, { note: "Harga di luar Guyub" });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json).toMatchObject({ hidden: true, hidden_note: "Harga di luar Guyub", text: SECRET });
    expect((await admin.c.request("PUT", `/api/admin/messages/${secretMessageId}/hide`, { note: "lagi" })).status).toBe(409);
    for (const p of [owner, advertiser]) {
      const list = await p.c.request("GET", `/api/campaigns/${campaignId}/messages`);
      const message = list.json.items.find((m: { id: number }) => m.id === secretMessageId);
      expect(message).toMatchObject({ hidden: true, text: null, images: [] });
      expect(list.text).not.toContain(SECRET);
      expect((await sendRaw(server.url, p.c, "GET", imageUrl, undefined)).status).toBe(404);
    }
    expect((await sendRaw(server.url, admin.c, "GET", imageUrl, undefined)).status).toBe(200);
    expect((await admin.c.request("PUT", `/api/admin/messages/99999999/hide`, { note: "x" })).status).toBe(404);
  });
});

describe("bad bodies", () => {
  it("answers 400 next to the field, 415 for another type, 413 past the limits; never 500", async () => {
    const url = `/api/campaigns/${campaignId}/messages`;
    const empty = await owner.c.request("POST", url, { text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.text).toBeTruthy();
    const long = await owner.c.request("POST", url, { text: "a".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.errors.text).toBeTruthy();
    const wrongType = await owner.c.request("POST", url, { text: 42 });
    expect(wrongType.status).toBe(400);
    expect((await owner.c.request("POST", url, "text=hai", { "Content-Type": "text/plain" })).status).toBe(415);
    const image = await png();
    const four = multipart([
      { name: "text", value: "empat" },
      ...[1, 2, 3, 4].map((n) => ({ name: "images", filename: `${n}.png`, type: "image/png", bytes: image })),
    ]);
    const tooMany = await sendRaw(server.url, owner.c, "POST", url, four.body, { "Content-Type": four.contentType });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors.images).toBeTruthy();
    const gif = multipart([{ name: "images", filename: "x.gif", type: "image/gif", bytes: Buffer.from("GIF89a bukan gambar") }]);
    const notImage = await sendRaw(server.url, owner.c, "POST", url, gif.body, { "Content-Type": gif.contentType });
    expect(notImage.status).toBe(400);
    expect(notImage.json.errors.images).toBeTruthy();
    const big = multipart([{ name: "images", filename: "besar.png", type: "image/png", bytes: Buffer.alloc(8 * 1024 * 1024, 1) }]);
    const huge = await sendRaw(server.url, owner.c, "POST", url, big.body, { "Content-Type": big.contentType });
    expect(huge.status).toBe(413);
    for (const bad of ["/api/campaigns/abc/messages", "/api/messages/0", "/api/bookings/-1/messages"]) {
      const res = await owner.c.request("GET", bad);
      expect([404, 405]).toContain(res.status);
    }
  });
});
