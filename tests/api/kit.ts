import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect } from "vitest";
import { client, startServer, type ServerOptions, type TestServer } from "./server";

/*
 * What the HTTP test suites share: the built server started around a file's (or a
 * describe block's) tests, the demo accounts (README), signing in, fresh approved
 * accounts, valid bodies (a registration, a community, a brief), reading a page's
 * one-time form key, raw (multipart) bodies, and a booking's thread written directly.
 */

/**
 * The built server for the tests of this file, or of the describe block this is called
 * in: started before them (beforeAll) with `options`, stopped after them (afterAll).
 * Its fields are there in every test and in the hooks registered after this call
 * (beforeAll runs in order, afterAll in reverse: theirs run before the stop).
 */
export function serverForTests(options: ServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startServer(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const running = (): TestServer => {
    if (!started) throw new Error("the test server has not started: read it in a test or a later hook");
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    get port() {
      return running().port;
    },
    get child() {
      return running().child;
    },
    output: () => running().output(),
    stop: () => running().stop(),
  };
}

export const DEMO = {
  admin: { email: "admin@guyub.id", password: "admin12345" },
  owner: { email: "owner@guyub.id", password: "owner12345" },
  advertiser: { email: "advertiser@guyub.id", password: "advertiser12345" },
  pendingOwner: { email: "pending@guyub.id", password: "pending12345" },
  rejectedAdvertiser: { email: "rejected@guyub.id", password: "rejected12345" },
} as const;

export type Account = { email: string; password: string };
export type Client = ReturnType<typeof client>;

/** A client signed in through the API, and the user it is. */
export async function signIn(base: string, account: Account): Promise<{ c: Client; user: { id: number } }> {
  const c = client(base);
  const res = await c.request("POST", "/api/login", account);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { c, user: res.json as { id: number } };
}

/** A unique e-mail address for a test account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.id`;
}

/** A fresh account of `role`, approved by the demo admin unless `pending`. */
export async function freshAccount(
  base: string,
  role: "COMMUNITY_OWNER" | "ADVERTISER",
  options: { pending?: boolean; prefix?: string; phone?: string } = {},
): Promise<Account & { id: number }> {
  const account = { email: uniqueEmail(options.prefix ?? "fresh"), password: "rahasia123" };
  const reg = await client(base).request("POST", "/api/register", {
    fullname: role === "ADVERTISER" ? "Rina Wijaya" : "Sari Lestari",
    email: account.email,
    phone: options.phone ?? "081298765432",
    password: account.password,
    confirmPassword: account.password,
    role,
    terms: true,
    ...(role === "ADVERTISER" ? { company_name: "PT Kopi Nusantara" } : {}),
  });
  expect(reg.status, reg.text).toBe(201);
  if (!options.pending) {
    const { c: admin } = await signIn(base, DEMO.admin);
    expect((await admin.request("PUT", `/api/admin/users/${reg.json.id}/approval`, { status: "approved" })).status).toBe(200);
  }
  return { ...account, id: reg.json.id as number };
}

/** A signed-in party of a test: its client and its user id. */
export type Party = { c: Client; id: number };

/** A fresh APPROVED account of the role, signed in. */
export async function freshParty(base: string, role: "COMMUNITY_OWNER" | "ADVERTISER", prefix: string): Promise<Party> {
  const account = await freshAccount(base, role, { prefix: `${prefix}-${role.toLowerCase()}` });
  const { c } = await signIn(base, account);
  return { c, id: account.id };
}

/** A valid registration for POST /api/register: a community owner signing up as `email`. */
export function registrationBody(email: string) {
  return {
    fullname: "Rina Wijaya",
    email,
    phone: "081234567890",
    password: "rahasia-rina-77",
    confirmPassword: "rahasia-rina-77",
    role: "COMMUNITY_OWNER",
    terms: true,
  };
}

/** A valid community for POST and PUT /api/communities. */
export const COMMUNITY_BODY = {
  name: "Pelari Pagi Semarang",
  description: "Lari pagi bersama setiap Minggu di Simpang Lima.",
  category: ["SPORTS", "HEALTH_FITNESS"],
  location: "Semarang",
  is_online: false,
  member_count: 640,
  platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/pelari" }],
};

/** A valid body for POST /api/briefs, with a `status` when given (DRAFT when not). */
export function briefBody(title: string, status?: string) {
  return {
    title,
    company_name: "Rumah Kreatif Media",
    description: "Kami mencari komunitas pecinta kopi untuk mencoba menu baru kami minggu ini.",
    target_category: "FOOD_BEVERAGE",
    budget_min: 1_000_000,
    budget_max: 4_000_000,
    requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
    community_guidelines: "Santai dan jujur.",
    schedule_post: "Dua unggahan.",
    scope_of_work: "Unggahan dan cerita.",
    ...(status === undefined ? {} : { status }),
  };
}

/** The client's cookies as a Cookie header. */
export function cookieOf(c: Client): string {
  return [...c.jar.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The one-time form key a page renders for its creating forms. */
export async function formKeyOf(base: string, path: string, cookie = ""): Promise<string> {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const key = html.match(/name="_key" value="(fk_[A-Za-z0-9_-]{22})"/)?.[1];
  expect(key, `a form key on ${path}`).toBeTruthy();
  return key!;
}

/**
 * The admin confirms the payment of a campaign's invoice (approved with a fee, payments
 * on): the campaign runs (IN_PROGRESS). Nothing to do for a campaign without an invoice.
 */
export async function payCampaign(admin: Client, campaignId: number): Promise<void> {
  const campaign = await admin.request("GET", `/api/campaigns/${campaignId}`);
  if (campaign.status !== 200) throw new Error(`GET /api/campaigns/${campaignId}: ${campaign.status} ${campaign.text}`);
  const invoiceId = campaign.json.invoice_id as number | null;
  if (invoiceId === null) return;
  const invoice = await admin.request("GET", `/api/invoices/${invoiceId}`);
  const paid = await admin.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, {
    reference: `TRF-${invoiceId}`,
    paid_at: new Date().toISOString().slice(0, 10),
    amount: invoice.json.total,
  });
  if (paid.status !== 200) throw new Error(`PUT /api/admin/invoices/${invoiceId}/paid: ${paid.status} ${paid.text}`);
}

/** A part of a multipart/form-data body: a field, or a file (`type` defaults to image/png). */
export type MultipartPart = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Buffer };

/** A multipart/form-data body; with the default boundary the same parts make the same bytes. */
export function multipart(parts: MultipartPart[], boundary = "----guyub-test-boundary"): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "image/png"}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Send raw bytes (or a stream) to `base + path` as `c` (its cookies), and read the answer as bytes, text and JSON. */
export async function sendRaw(
  base: string,
  c: Client | null,
  method: string,
  path: string,
  body?: Buffer | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const cookie = c ? cookieOf(c) : "";
  const res = await fetch(base + path, {
    method,
    body,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    duplex: "half",
  } as RequestInit);
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, bytes, text, json };
}

/**
 * A booking of `communityId` by `advertiserId` and its thread, written to the server's
 * database file as the booking step writes them (for suites about conversations, not
 * bookings). Returns the booking's id.
 */
export function insertBookingThread(dataDir: string, advertiserId: number, communityId: number): number {
  const file = new Database(path.join(dataDir, "guyub.db"));
  try {
    file.pragma("busy_timeout = 5000");
    const now = Date.now();
    const booking = file
      .prepare(
        `INSERT INTO bookings (community_id, advertiser_id, title, description, kind, platform, delivery_days, list_price, price,
           wished_date, promote, created_at, updated_at)
         VALUES (?, ?, 'Sponsor kopdar', 'Satu meja di kopdar bulanan', 'EVENT_SPONSORSHIP', 'OFFLINE', 14, 2000000, 2000000,
           '2026-12-20', 'Kopi literan', ?, ?)`,
      )
      .run(communityId, advertiserId, now, now);
    file
      .prepare("INSERT INTO threads (booking_id, community_id, advertiser_id, created_at) VALUES (?, ?, ?, ?)")
      .run(booking.lastInsertRowid, communityId, advertiserId, now);
    return Number(booking.lastInsertRowid);
  } finally {
    file.close();
  }
}
