import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBuiltManifest, routePattern } from "../../bench/client-js";
import { DEMO, briefBody, serverForTests, signIn, type Client, payCampaign } from "./kit";
import { client } from "./server";

/*
 * No input makes a 500. Generated and mutated JSON bodies, query
 * strings and form posts go to every API endpoint and every page action (the routes are
 * read from the build's manifest, so a new one is covered without touching this file), as a
 * visitor and as each role. Never a 500, never a stack trace in the answer, and a
 * refused request (4xx) changes nothing in the database (every table but the sessions,
 * hashed row by row before and after).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** The routes to try, as URL patterns with `$name` for a parameter ("/api/briefs/$id/apply", the splat "/api/$"). */
type Target = { pattern: string; id: string };
let apiRoutes: string[] = [];
let pageActions: Target[] = [];

/** Every route of the build, from its manifest: the JSON API's, and the pages that take a post. */
function readTargets() {
  const manifest = readBuiltManifest(path.resolve(__dirname, "../.."));
  const all = Object.values(manifest.routes)
    .filter((r) => r.id !== "root")
    .map((r) => ({
      ...r,
      pattern: routePattern(manifest, r.id)
        .replace(/:(\w+)/g, "$$$1")
        .replace(/\*$/, "$$"),
    }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
  apiRoutes = all.filter((r) => r.pattern.startsWith("/api/")).map((r) => r.pattern);
  pageActions = all.filter((r) => !r.pattern.startsWith("/api/") && r.hasAction).map((r) => ({ pattern: r.pattern, id: r.id }));
}

const FIELDS = [
  "intent",
  "id",
  "status",
  "name",
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "title",
  "description",
  "message",
  "role",
  "fullname",
  "phone",
  "terms",
  "remember",
  "communityId",
  "adminNotes",
  "rejectionReason",
  "budget_min",
  "budget_max",
  "target_category",
  "category",
  "categories",
  "location",
  "member_count",
  "notes",
  "social_links",
  "platforms",
  "requirements",
  "redirectTo",
  "lang",
  "q",
  "page",
  "limit",
  "offset",
  "verified",
  "tab",
  "rows",
  "website",
  "links",
  "reach",
  "reactions",
  "attendees",
  "note",
  "reason",
  "proposed_fee",
  "agreedFee",
  "state",
  "screenshots",
  "rating",
  "text",
  "part",
];
const INTENTS = [
  "login",
  "register",
  "delete",
  "create",
  "approve",
  "reject",
  "update",
  "status",
  "save",
  "promote",
  "verify",
  "revoke",
  "handled",
  "reopen",
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "%",
    "%E0%A4%A",
    "\u0000",
    "<script>",
    "'; DROP TABLE users; --",
    "9".repeat(400),
    "ACTIVE",
    "APPROVED",
    "ADMIN",
    "pending_approval",
    "Infinity",
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 4 }),
);
/** Valid bodies of the main writes, to mutate: close to what the server accepts. */
const VALID: Record<string, unknown>[] = [
  DEMO.owner,
  {
    fullname: "Rina Wijaya",
    email: "rina.fuzz@example.id",
    phone: "081234567890",
    password: "rahasia-rina-1",
    confirmPassword: "rahasia-rina-1",
    role: "ADVERTISER",
    terms: true,
    company_name: "PT Rina",
  },
  { name: "Budi", email: "budi@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya." },
  { name: "Wulan", role: "Moderator", notes: "", social_links: { instagram: "https://instagram.com/wulan" } },
  {
    title: "Peluncuran Kopi Susu",
    company_name: "Rumah Kreatif",
    description: "Kami mencari komunitas pecinta kopi untuk menu baru.",
    target_category: "FOOD_BEVERAGE",
    budget_min: 1_000_000,
    budget_max: 4_000_000,
    status: "DRAFT",
    requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
    community_guidelines: "Santai.",
    schedule_post: "Dua unggahan.",
    scope_of_work: "Unggahan.",
  },
  { communityId: 1, message: "Kami siap." },
  { status: "approved", adminNotes: "Oke", rejectionReason: "" },
  { currentPassword: DEMO.owner.password, newPassword: "kopi-susu-2026", confirmPassword: "kopi-susu-2026" },
  { communityId: 1, message: "Kami siap.", proposed_fee: "1.500.000" },
  { status: "approved", agreedFee: 1_250_000 },
  { links: ["https://instagram.com/p/bukti", "https://t.me/kopi/2"], reach: 1200, reactions: 40, attendees: 12, note: "Sudah diunggah." },
  { reason: "Tolong tambahkan tangkapan layar." },
  { note: "Sengketa: tidak ada unggahan." },
  { communityId: 2 },
  { rating: 4, text: "Komunitasnya aktif dan tepat waktu." },
  { text: "Terima kasih atas ulasannya." },
  { note: "Bahasa kasar.", part: "reply" },
];
const mutated = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(fc.tuple(fc.constantFrom(...FIELDS, "budget_min", "requirements", "social_links"), fc.option(jsonValue)), { maxLength: 3 }),
  )
  .map(([base, changes]) => {
    const body: Record<string, unknown> = { ...base };
    for (const [key, value] of changes) {
      if (value === null) delete body[key];
      else body[key] = value;
    }
    return body;
  });
const jsonBody = fc.oneof(
  mutated,
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 10 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => v as unknown),
  fc.string().map((text) => ({ __raw: text })),
);
/**
 * Field names with indexes (small and huge, padded with zeros) and nesting (up to far
 * deeper than any schema): the form parser must neither build nor echo such values.
 */
const segment = fc.oneof(
  fc.constantFrom(...FIELDS).map((name) => `.${name}`),
  fc.oneof(fc.nat({ max: 120 }), fc.constantFrom(999_999_999, 100_000_000, 2 ** 31), fc.nat()).map((i) => `[${i}]`),
  fc.nat({ max: 5 }).map((i) => `[${"0".repeat(i)}1]`),
  fc.constantFrom("[]", "..", "[", "]", ".__proto__", ".constructor"),
);
const nestedName = fc
  .tuple(
    fc.constantFrom(...FIELDS),
    fc.oneof(
      fc.array(segment, { maxLength: 6 }),
      fc.nat({ max: 3000 }).map((n) => Array.from({ length: n }, () => "[0]")),
    ),
  )
  .map(([head, rest]) => head + rest.join(""));
const formBody = fc.oneof(
  mutated.map((body) => Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)] as [string, string])),
  fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...FIELDS),
        fc.string({ maxLength: 12 }),
        fc.constantFrom("platforms[0].type", "social_links[1].url", "categories[]"),
        nestedName,
      ),
      fc.oneof(nasty, fc.constantFrom(...INTENTS)),
    ),
    { maxLength: 12 },
  ),
);
/** Mostly a proper form; sometimes a type the body does not match (a broken multipart, JSON). */
const formType = fc.oneof(
  { weight: 4, arbitrary: fc.constant("application/x-www-form-urlencoded") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("multipart/form-data; boundary=----x", "multipart/form-data", "application/json", "text/plain", ""),
  },
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), nasty), { maxLength: 5 });
const idSegment = fc.oneof(
  fc.constantFrom("1", "2", "3", "5", "999999"),
  fc.integer({ min: -3, max: 2 ** 53 }).map(String),
  nasty.filter((s) => s.length > 0),
);

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
let sqlite: Database.Database;
let png: Buffer;
/** Ids of campaigns and reviews made for these tests (filled before the tests run). */
const campaignIds: string[] = [];
/** An id for a path: idSegment's, or one of the campaigns (or reviews) made here. */
const anyId = () => fc.oneof(idSegment, fc.constantFrom(...campaignIds));
let tables: string[];
const sessions: Record<string, Client | null> = { visitor: null };

/** A hash of each table's rows (the tables this file watches), to tell which ones a request changed. */
function fingerprint(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const hash = crypto.createHash("sha256");
    // The mail worker marks queued e-mails sent in the background (every 2 s): what counts
    // is that a refused request queues none, not when an earlier one's mail goes out.
    const columns = table === "email_outbox" ? "id, kind, to_address, subject, text_body" : "*";
    for (const row of sqlite.prepare(`SELECT ${columns} FROM "${table}" ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? v.toString() : Buffer.isBuffer(v) ? v.toString("base64") : v)));
    }
    hashes[table] = hash.digest("hex");
  }
  return hashes;
}

/** The tables whose rows differ between two fingerprints. */
function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return tables.filter((table) => before[table] !== after[table]);
}

function fillPath(pattern: string, ids: string[]): string {
  let i = 0;
  return pattern.replace(/\$\w*/g, () => encodeURIComponent(ids[i++ % ids.length] || "1"));
}

const STACK = /\n\s+at [^\n]+[(\s](?:\/|file:|node:)|node_modules|\bat Object\.<anonymous>/;

async function check(label: string, send: () => Promise<{ status: number; text: string }>): Promise<void> {
  const before = fingerprint();
  const logged = server.output().length;
  const { status, text } = await send();
  const log = () => server.output().slice(logged).slice(0, 1500);
  expect(status, `${label} answered ${status}; the server logged:\n${log()}`).toBeLessThan(500);
  expect(STACK.test(text), `${label} shows a stack trace: ${text.slice(0, 300)}`).toBe(false);
  if (status >= 400) expect(changedTables(before, fingerprint()), `${label} was refused (${status}) but changed these tables`).toEqual([]);
}

beforeAll(async () => {
  readTargets();
  sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
  // Not watched: sessions; the background jobs' leases (renewed by the workers' timers);
  // the rate limits' counts (a refused sign-in is counted: that is their job); the
  // storage heartbeat (written by the mail worker before it sends, at any moment).
  const unwatched = new Set(["sessions", "job_leases", "rate_limit_hits", "health_probe"]);
  tables = (
    sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((name) => !unwatched.has(name));
  for (const [role, account] of [
    ["owner", DEMO.owner],
    ["advertiser", DEMO.advertiser],
    ["admin", DEMO.admin],
  ] as const) {
    sessions[role] = (await signIn(server.url, account)).c;
  }
  // Campaigns of the demo owner and advertiser for the ids to hit, whatever the demo data
  // holds: one IN_PROGRESS and one with a proof waiting for its answer.
  const first = await demoCampaign();
  const second = await demoCampaign();
  const proof = await sessions.owner!.request(
    "POST",
    `/api/campaigns/${second}/proof`,
    VALID.find((b) => "links" in b),
  );
  expect(proof.status, proof.text).toBe(201);
  // A COMPLETED one too, with the owner's review (unpublished) and a published pair on a
  // fourth, so the review endpoints get past their checks.
  const third = await demoCampaign();
  const fourth = await demoCampaign();
  const reviewIds: string[] = [];
  for (const id of [third, fourth]) {
    expect(
      (
        await sessions.owner!.request(
          "POST",
          `/api/campaigns/${id}/proof`,
          VALID.find((b) => "links" in b),
        )
      ).status,
    ).toBe(201);
    expect((await sessions.advertiser!.request("PUT", `/api/campaigns/${id}/accept`)).status).toBe(200);
    const review = await sessions.owner!.request("POST", `/api/campaigns/${id}/review`, { rating: 4, text: "Brand yang jelas." });
    expect(review.status, review.text).toBe(201);
    reviewIds.push(String(review.json.id));
  }
  const other = await sessions.advertiser!.request("POST", `/api/campaigns/${fourth}/review`, { rating: 5 });
  expect(other.status, other.text).toBe(201);
  reviewIds.push(String(other.json.id));
  campaignIds.push(String(first), String(second), String(third), ...reviewIds);
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
}, 60_000);

/** A new brief of the demo advertiser, approved; the demo owner applies; the admin approves: a campaign. */
async function demoCampaign(): Promise<number> {
  const brief = await sessions.advertiser!.request("POST", "/api/briefs", briefBody("Kampanye untuk uji acak", "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await sessions.admin!.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await sessions.owner!.request("POST", `/api/briefs/${brief.json.id}/apply`, { proposed_fee: 1_000_000 });
  expect(applied.status, applied.text).toBe(201);
  const approved = await sessions.admin!.request("PUT", `/api/admin/applications/${applied.json.id}/status`, {
    status: "approved",
    agreedFee: 900_000,
  });
  expect(approved.status, approved.text).toBe(200);
  await payCampaign(sessions.admin!, approved.json.campaign_id);
  return approved.json.campaign_id as number;
}
afterAll(() => {
  sqlite?.close();
});

describe("no input makes a 500 (fast-check)", () => {
  it("finds the routes to try", () => {
    expect(apiRoutes).toContain("/api/briefs/$id/apply");
    expect(apiRoutes).toEqual(
      expect.arrayContaining(["/api/campaigns", "/api/campaigns/$id/proof", "/api/briefs/$id/report.csv", "/api/applications/$id"]),
    );
    expect(apiRoutes).toEqual(
      expect.arrayContaining([
        "/api/campaigns/$id/review",
        "/api/reviews/$id/reply",
        "/api/reviews/$id/hide",
        "/api/communities/$id/reviews",
        "/api/advertisers/$id/reviews",
      ]),
    );
    expect(pageActions.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/auth", "/contact", "/admin/briefs", "/advertiser/briefs/$id/edit", "/community/members"]),
    );
  });

  for (const role of ["visitor", "owner", "advertiser", "admin"]) {
    it(`API endpoints, as ${role}`, async () => {
      const c = sessions[role] ?? client(server.url);
      for (const route of apiRoutes) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
            fc.array(anyId(), { minLength: 1, maxLength: 2 }),
            query,
            jsonBody,
            fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
            // Sometimes an Idempotency-Key: well-formed, reused across bodies, or malformed.
            fc.option(
              fc.oneof(
                fc.constantFrom("k1", "k2", "x".repeat(300), "k\u00e9y"),
                fc.string({ maxLength: 20 }).filter((k) => /^[\x20-\x7e]*$/.test(k)),
              ),
              { nil: undefined },
            ),
            async (method, ids, params, body, contentType, idempotencyKey) => {
              const url = fillPath(route, ids) + (params.length ? "?" + new URLSearchParams(params).toString() : "");
              const raw =
                body && typeof body === "object" && "__raw" in body ? String((body as { __raw: string }).__raw) : JSON.stringify(body);
              const keyHeader: Record<string, string> = idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey };
              await check(`${role} ${method} ${url}`, () =>
                c.request(method, url, method === "GET" ? undefined : raw, {
                  "Content-Type": contentType,
                  origin: server.url,
                  ...keyHeader,
                }),
              );
            },
          ),
          { numRuns: RUNS },
        );
      }
    }, 240_000);

    it(`multipart proofs, as ${role}`, async () => {
      const c = sessions[role] ?? client(server.url);
      const cookie = [...(c.jar?.entries() ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
      const part = fc.oneof(
        fc
          .tuple(
            fc.oneof(
              fc.constantFrom("links", "reach", "reactions", "attendees", "note", "screenshots"),
              fc.constantFrom(...FIELDS),
              nestedName,
            ),
            nasty,
          )
          .map(([name, value]) => ({ name, value })),
        fc
          .tuple(
            fc.constantFrom("screenshots", "screenshots", "links", "note"),
            fc.oneof(
              fc.constant("bukti.png"),
              fc.string({ maxLength: 12 }).filter((n) => !/["\r\n]/.test(n)),
            ),
            fc.constantFrom("image/png", "image/webp", "text/plain", "application/octet-stream", ""),
            fc.oneof(fc.constant("png"), fc.uint8Array({ maxLength: 3000 })),
          )
          .map(([name, filename, type, bytes]) => ({ name, filename, type, bytes: bytes === "png" ? png : Buffer.from(bytes) })),
      );
      await fc.assert(
        fc.asyncProperty(
          anyId(),
          fc.array(part, { maxLength: 9 }),
          // Sometimes cut short, or announced with another boundary.
          fc.constantFrom("whole", "whole", "whole", "cut", "boundary"),
          async (id, parts, shape) => {
            const boundary = "----fuzz7MA4YWxkTrZu0gW";
            const chunks: Buffer[] = [];
            for (const p of parts) {
              const head =
                "filename" in p
                  ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type || "application/octet-stream"}\r\n\r\n`
                  : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
              chunks.push(Buffer.from(head), "filename" in p ? p.bytes : Buffer.from(p.value), Buffer.from("\r\n"));
            }
            chunks.push(Buffer.from(`--${boundary}--\r\n`));
            let body = Buffer.concat(chunks);
            if (shape === "cut") body = body.subarray(0, Math.floor(body.length / 2));
            const contentType = `multipart/form-data; boundary=${shape === "boundary" ? "other" : boundary}`;
            const url = `/api/campaigns/${encodeURIComponent(id)}/proof`;
            await check(`${role} POST ${url} multipart ${parts.map((p) => p.name).join(",")}`, async () => {
              const res = await fetch(server.url + url, {
                method: "POST",
                body,
                headers: { "Content-Type": contentType, origin: server.url, ...(cookie ? { cookie } : {}) },
              });
              return { status: res.status, text: await res.text() };
            });
          },
        ),
        { numRuns: RUNS * 3 },
      );
    }, 240_000);

    it(`page actions, as ${role}`, async () => {
      const c = sessions[role] ?? client(server.url);
      for (const route of pageActions) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(idSegment, { minLength: 1, maxLength: 2 }),
            query,
            formBody,
            fc.boolean(),
            formType,
            async (ids, params, fields, data, contentType) => {
              const search = new URLSearchParams(params);
              if (data) search.set("_data", route.id);
              const url = fillPath(route.pattern, ids) + (search.size ? "?" + search.toString() : "");
              const form = new URLSearchParams(fields);
              await check(`${role} POST ${url} ${form.toString().slice(0, 120)}`, () =>
                c.request("POST", url, form.toString(), { "Content-Type": contentType, origin: server.url }),
              );
            },
          ),
          { numRuns: RUNS },
        );
      }
    }, 240_000);
  }
});
