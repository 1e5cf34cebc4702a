import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
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
} from "./kit";
import { client } from "./server";

/*
 * The conversation rules over HTTP, as random sequences (fast-check, a fixed seed): a world
 * of two brands and two owners, a campaign of each pair and a booking of the first, and
 * random calls of the message endpoints (read a page, post as JSON or multipart with 0 to
 * 4 images, some not images, delete, hide) by random callers (either party of a thread,
 * the other pair, the admin, nobody signed in), on threads and messages of their own and
 * of others. A model says what each call must answer. After every call: never a 500; the
 * status is the one the rules give that caller; nothing of a thread (a text, an image) in
 * an answer to someone who may not read it; and each reader's newest page equals the
 * model's, as that reader may see it (hidden texts to the admin only, deleted ones to
 * nobody).
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0", PROOF_UPLOADS_PER_HOUR: "100000" } });
const tag = crypto.randomBytes(3).toString("hex");

const RUNS = Number(process.env.CONVERSATION_PROPERTY_RUNS ?? 12);
const SEED = Number(process.env.CONVERSATION_PROPERTY_SEED ?? 37_2026);
const NONE = 99_999_999;

type Party = { c: Client; id: number };
type Who = "brandA" | "ownerA" | "brandB" | "ownerB" | "admin" | "nobody";
type ThreadKey = "campaignA" | "bookingA" | "campaignB";
type Message = { id: number; thread: ThreadKey; author: Who; text: string | null; images: string[]; deleted: boolean; hidden: boolean };

const WHO: Who[] = ["brandA", "ownerA", "brandB", "ownerB", "admin", "nobody"];
const THREADS: ThreadKey[] = ["campaignA", "bookingA", "campaignB"];
const PARTIES: Record<ThreadKey, Who[]> = {
  campaignA: ["brandA", "ownerA"],
  bookingA: ["brandA", "ownerA"],
  campaignB: ["brandB", "ownerB"],
};
const reads = (who: Who, thread: ThreadKey) => who === "admin" || PARTIES[thread].includes(who);

let callers: Record<Who, Client>;
let paths: Record<ThreadKey, string>;
let pngBytes: Buffer;

/** Every message gone, straight from the database: each run starts from empty threads. */
function wipeMessages(): void {
  const file = new Database(path.join(server.dataDir, "guyub.db"));
  try {
    file.pragma("busy_timeout = 5000");
    file.exec("DELETE FROM messages; DELETE FROM thread_reads; UPDATE threads SET last_message_id = NULL;");
  } finally {
    file.close();
  }
}

async function campaignOf(brand: Party, owner: Party, admin: Client, name: string): Promise<{ campaignId: number; communityId: number }> {
  const community = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name });
  expect(community.status, community.text).toBe(201);
  const brief = await brand.c.request("POST", "/api/briefs", briefBody(`Brief ${name}`, "PENDING_APPROVAL"));
  expect((await admin.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId: community.json.id });
  const approved = await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  return { campaignId: approved.json.campaign_id, communityId: community.json.id };
}

beforeAll(async () => {
  const admin = (await signIn(server.url, DEMO.admin)).c;
  const [brandA, ownerA, brandB, ownerB] = [
    await freshParty(server.url, "ADVERTISER", "prop"),
    await freshParty(server.url, "COMMUNITY_OWNER", "prop"),
    await freshParty(server.url, "ADVERTISER", "prop"),
    await freshParty(server.url, "COMMUNITY_OWNER", "prop"),
  ];
  const a = await campaignOf(brandA, ownerA, admin, `Komunitas Properti A ${tag}`);
  const b = await campaignOf(brandB, ownerB, admin, `Komunitas Properti B ${tag}`);
  const bookingId = insertBookingThread(server.dataDir, brandA.id, a.communityId);
  callers = { brandA: brandA.c, ownerA: ownerA.c, brandB: brandB.c, ownerB: ownerB.c, admin, nobody: client(server.url) };
  paths = {
    campaignA: `/api/campaigns/${a.campaignId}/messages`,
    bookingA: `/api/bookings/${bookingId}/messages`,
    campaignB: `/api/campaigns/${b.campaignId}/messages`,
  };
  pngBytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: "#158358" } })
    .png()
    .toBuffer();
});

type Image = "png" | "junk";
type Command =
  | { kind: "post"; who: Who; thread: ThreadKey; text: string; images: Image[]; multipart: boolean }
  | { kind: "list"; who: Who; thread: ThreadKey; before: number | "junk" | null; limit: number }
  | { kind: "delete"; who: Who; pick: number }
  | { kind: "hide"; who: Who; pick: number; note: string };

const who = fc.constantFrom(...WHO);
const thread = fc.constantFrom(...THREADS);
const text = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.constantFrom("a", "b", "k", " ", "é", "\n", "!"), { maxLength: 40 }).map((cs) => cs.join("")) },
  { weight: 1, arbitrary: fc.constantFrom("", "   ", "x".repeat(2001), "é".repeat(2000)) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("post" as const),
      who,
      thread,
      text,
      images: fc.array(fc.constantFrom<Image>("png", "png", "junk"), { maxLength: 4 }),
      multipart: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("list" as const),
      who,
      thread,
      before: fc.oneof(fc.constant(null), fc.constant("junk" as const), fc.integer({ min: 1, max: 50 })),
      limit: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), who, pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("hide" as const),
      who,
      pick: fc.nat(),
      note: fc.constantFrom("", "  ", "Tanpa kontak pribadi"),
    }),
  },
);

/** What a reader sees of a message: [id, text] (the admin reads hidden texts). */
const seen = (m: Message, reader: Who) => [m.id, m.deleted || (m.hidden && reader !== "admin") ? null : m.text];

describe("the message endpoints, as random sequences", () => {
  it("answer each caller as the rules say, leak nothing to strangers, and keep each reader's page equal to the model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 14 }), async (commands) => {
        // Each run starts from empty threads.
        wipeMessages();
        const model: Message[] = [];
        // Texts a caller may not read: another pair's, and hidden ones (but to the admin).
        const unreadable = (caller: Who) =>
          model.filter((m) => m.text && (caller === "nobody" || !reads(caller, m.thread) || (m.hidden && caller !== "admin")));
        for (const cmd of commands) {
          const caller = callers[cmd.who];
          let status: number;
          let body = "";
          if (cmd.kind === "post") {
            const token = `t${tag}${crypto.randomBytes(4).toString("hex")}`;
            const sent = cmd.text.trim() === "" ? cmd.text : `${cmd.text} ${token}`;
            const images = cmd.multipart ? cmd.images : [];
            let res;
            if (cmd.multipart) {
              const { body: bytes, contentType } = multipart([
                { name: "text", value: sent },
                ...images.map((kind, i) => ({
                  name: "images",
                  filename: `${i}.png`,
                  bytes: kind === "png" ? pngBytes : Buffer.from("bukan gambar"),
                })),
              ]);
              res = await sendRaw(server.url, caller, "POST", paths[cmd.thread], bytes, { "Content-Type": contentType });
            } else {
              res = await caller.request("POST", paths[cmd.thread], { text: sent });
            }
            status = res.status;
            body = res.text;
            const trimmed = sent.trim();
            const expected =
              cmd.who === "nobody"
                ? 401
                : !reads(cmd.who, cmd.thread)
                  ? 404
                  : images.length > 3 || images.includes("junk") || trimmed.length > 2000 || (trimmed === "" && images.length === 0)
                    ? 400
                    : 201;
            expect(status, `${JSON.stringify(cmd)} ${body}`).toBe(expected);
            if (status === 201) {
              expect(res.json.images).toHaveLength(images.length);
              model.push({
                id: res.json.id,
                thread: cmd.thread,
                author: cmd.who,
                text: trimmed || null,
                images: res.json.images,
                deleted: false,
                hidden: false,
              });
            }
          } else if (cmd.kind === "list") {
            const before =
              cmd.before === "junk" ? "abc" : cmd.before === null ? null : (model[cmd.before % Math.max(1, model.length)]?.id ?? NONE);
            const res = await caller.request("GET", `${paths[cmd.thread]}?limit=${cmd.limit}${before === null ? "" : `&before=${before}`}`);
            status = res.status;
            body = res.text;
            const expected = cmd.who === "nobody" ? 401 : reads(cmd.who, cmd.thread) ? 200 : 404;
            expect(status, `${JSON.stringify(cmd)} ${body}`).toBe(expected);
            if (status === 200) {
              const mine = model.filter((m) => m.thread === cmd.thread && (typeof before !== "number" || m.id < before));
              const page = mine.slice(-cmd.limit);
              expect(res.json.items.map((m: { id: number; text: string | null }) => [m.id, m.text])).toEqual(
                page.map((m) => seen(m, cmd.who)),
              );
            }
          } else {
            const target = model.length ? model[cmd.pick % model.length] : undefined;
            const id = target?.id ?? NONE;
            const res =
              cmd.kind === "delete"
                ? await caller.request("DELETE", `/api/messages/${id}`)
                : await caller.request("PUT", `/api/admin/messages/${id}/hide`, { note: cmd.note });
            status = res.status;
            body = res.text;
            let expected: number;
            if (cmd.who === "nobody") expected = 401;
            else if (cmd.kind === "hide") {
              expected =
                cmd.who !== "admin" ? 403 : !target ? 404 : cmd.note.trim() === "" ? 400 : target.deleted || target.hidden ? 409 : 200;
              if (expected === 200) target!.hidden = true;
            } else {
              expected = !target || !reads(cmd.who, target.thread) ? 404 : target.author !== cmd.who ? 403 : target.deleted ? 409 : 200;
              if (expected === 200) {
                target!.deleted = true;
                target!.text = null;
              }
            }
            expect(status, `${JSON.stringify(cmd)} ${body}`).toBe(expected);
          }
          expect(status).not.toBe(500);
          // Nothing of a thread in an answer to someone who may not read it.
          for (const m of unreadable(cmd.who)) {
            expect(body).not.toContain(m.text!);
            for (const image of m.images) expect(body).not.toContain(image);
          }
        }
        // Each reader's newest page equals the model, as that reader sees it.
        for (const key of THREADS) {
          for (const reader of [...PARTIES[key], "admin"] as Who[]) {
            const res = await callers[reader].request("GET", `${paths[key]}?limit=100`);
            expect(res.status).toBe(200);
            expect(res.json.items.map((m: { id: number; text: string | null }) => [m.id, m.text])).toEqual(
              model.filter((m) => m.thread === key).map((m) => seen(m, reader)),
            );
          }
        }
        // Each caller's conversations (the Messages page's list): the threads it reads that
        // have a message, the latest first, each with its last message as the caller sees it.
        const keyOf = (c: { kind: string; id: number }) => THREADS.find((key) => paths[key] === `/api/${c.kind}s/${c.id}/messages`);
        for (const reader of ["brandA", "ownerA", "brandB", "ownerB", "admin"] as Who[]) {
          const res = await callers[reader].request("GET", "/api/conversations?limit=100");
          expect(res.status).toBe(200);
          const expected = THREADS.filter((key) => reader === "admin" || PARTIES[key].includes(reader))
            .map((key) => ({ key, last: model.filter((m) => m.thread === key).at(-1) }))
            .filter((t): t is { key: ThreadKey; last: Message } => t.last !== undefined)
            .sort((x, y) => y.last.id - x.last.id)
            .map((t) => [t.key, seen(t.last, reader)[1]]);
          const listed = (res.json as { kind: string; id: number; last_message: { text: string | null } }[]).map((c) => [
            keyOf(c),
            c.last_message.text,
          ]);
          expect(listed, reader).toEqual(expected);
          for (const m of unreadable(reader)) expect(res.text).not.toContain(m.text!);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
