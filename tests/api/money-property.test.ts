import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, cookieOf, serverForTests, signIn, uniqueEmail, type Client } from "./kit";
import { client } from "./server";

/*
 * The money rules over HTTP, as random sequences (fast-check, a fixed seed): each run makes
 * a fresh world (two brands, two owners, three campaigns of random fees, some without a
 * fee) on the built server and sends random calls of the money endpoints as random callers
 * (the campaign's brand, its owner, the admin, the other brand or owner, nobody signed in)
 * with right and wrong amounts, shares and bodies, ids of their own and of others (an
 * earlier world's, or none), retried now and then. A model of the world says what each
 * call must answer and what it must change. After every call: never a 500; the status is
 * one the rules allow that caller; the database holds what the model holds (nothing
 * changed by a refused call); the ledger balance endpoint balances, each account the sum
 * of its lines; what came in = held + payable + refundable + revenue + tax + paid out +
 * refunded; each party's invoices, earnings, payouts and refunds, as the API gives them,
 * equal the model and the ledger; nothing paid or refunded twice.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0", PROOF_UPLOADS_PER_HOUR: "1000" } });
const tag = crypto.randomBytes(3).toString("hex");

/** How many random sequences, and the seed (fast-check prints it, and the path, on failure). */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 20);
const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? 35_2026);

const COMMISSION = 10;
const PPN = 11;
/** An id nobody has. */
const NONE = 99_999_999;

/** a x p / 100, rounded half up, in integers: the rule, written again here as the test's oracle. */
const percent = (a: number, p: number) => Math.floor((2 * a * p + 100) / 200);

type CampaignState = "AWAITING_PAYMENT" | "IN_PROGRESS" | "PROOF_SUBMITTED" | "CHANGES_REQUESTED" | "COMPLETED" | "CANCELLED";
type Money = { amount: number; state: string; id?: number };
type Campaign = {
  id: number;
  brand: number;
  owner: number;
  fee: number;
  invoiceId: number | null;
  total: number;
  share: number;
  state: CampaignState;
  invoice: "UNPAID" | "PAID" | "DECLINED" | "VOID" | null;
  payment: "NONE" | "AWAITING_PAYMENT" | "PAID" | "RELEASED" | "REFUNDED" | "VOID";
  payout: Money | null;
  refund: Money | null;
};
type Party = { c: Client; id: number };
type Owner = Party & { account: string | null; held: boolean; communityId: number };
type World = { brands: Party[]; owners: Owner[]; campaigns: Campaign[] };

const ACTIONS = {
  listInvoices: 1,
  getInvoice: 1,
  getCampaign: 1,
  decline: 1,
  receipt: 1,
  confirm: 5,
  proof: 4,
  requestChanges: 1,
  accept: 4,
  cancel: 2,
  listPayouts: 1,
  listRefunds: 1,
  payoutSent: 3,
  refundSent: 2,
  earnings: 1,
  bankGet: 1,
  bankPut: 2,
  balance: 1,
  // The target campaign's next move on the way to being paid out, by the one whose move it is.
  advance: 16,
} as const;
type Action = Exclude<keyof typeof ACTIONS, "advance">;
/** Who calls: the one whose call it is (for the target campaign), or anyone. */
type Who = "right" | "admin" | "brand0" | "brand1" | "owner0" | "owner1" | "anonymous";
type Step = { action: Action | "advance"; who: Who; target: number; variant: number; retry: boolean };

const stepArb: fc.Arbitrary<Step> = fc.record({
  action: fc.oneof(...Object.entries(ACTIONS).map(([action, weight]) => ({ arbitrary: fc.constant(action as Step["action"]), weight }))),
  who: fc.oneof(
    { arbitrary: fc.constant<Who>("right"), weight: 6 },
    { arbitrary: fc.constantFrom<Who>("admin", "brand0", "brand1", "owner0", "owner1", "anonymous"), weight: 4 },
  ),
  // 0-2: the world's campaigns; 3: an earlier world's.
  target: fc.oneof({ arbitrary: fc.nat({ max: 2 }), weight: 6 }, { arbitrary: fc.constant(3), weight: 1 }),
  variant: fc.nat({ max: 5 }),
  retry: fc.boolean(),
});
const feeArb = fc.oneof(
  { arbitrary: fc.constant(0), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 999 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 40_000_000 }), weight: 3 },
  // Odd amounts whose 10% and 11% end in a half.
  { arbitrary: fc.integer({ min: 1, max: 400_000 }).map((n) => n * 100 + 50), weight: 1 },
);

let admin: Client;
let anonymous: Client;
let sqlite: Database.Database;
let receipt: { body: Buffer; contentType: string };
/** An earlier world: a completed campaign with a payout, a cancelled one with a refund, and their owner. */
let foreign: { campaigns: number[]; invoices: number[]; payouts: number[]; refunds: number[]; owner: number };

const today = () => new Date().toISOString().slice(0, 10);

/** An approved, signed-in account of `role` (approved by the admin's client). */
async function party(role: "COMMUNITY_OWNER" | "ADVERTISER"): Promise<Party> {
  const account = { email: uniqueEmail(`prop-${role.toLowerCase()}`), password: "rahasia123" };
  const reg = await client(server.url).request("POST", "/api/register", {
    fullname: role === "ADVERTISER" ? "Rina Wijaya" : "Sari Lestari",
    email: account.email,
    phone: "081298765432",
    password: account.password,
    confirmPassword: account.password,
    role,
    terms: true,
    ...(role === "ADVERTISER" ? { company_name: "PT Kopi Nusantara" } : {}),
  });
  expect(reg.status, reg.text).toBe(201);
  expect((await admin.request("PUT", `/api/admin/users/${reg.json.id}/approval`, { status: "approved" })).status).toBe(200);
  const { c } = await signIn(server.url, account);
  return { c, id: reg.json.id };
}

async function owner(): Promise<Owner> {
  const p = await party("COMMUNITY_OWNER");
  const made = await p.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Properti ${p.id}` });
  expect(made.status, made.text).toBe(201);
  return { ...p, account: null, held: false, communityId: made.json.id };
}

/** A campaign of a new brief of `brand` with `owner`'s community, approved with `fee` agreed. */
async function campaign(brand: Party, o: Owner, fee: number, brandIndex: number, ownerIndex: number): Promise<Campaign> {
  const brief = await brand.c.request("POST", "/api/briefs", briefBody(`Brief Properti ${tag} ${fee}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await o.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId: o.communityId, proposed_fee: fee });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved", agreedFee: fee });
  expect(approved.status, approved.text).toBe(200);
  const id = approved.json.campaign_id as number;
  const seen = await admin.request("GET", `/api/campaigns/${id}`);
  const commission = percent(fee, COMMISSION);
  return {
    id,
    brand: brandIndex,
    owner: ownerIndex,
    fee,
    invoiceId: seen.json.invoice_id,
    total: fee + percent(fee, PPN),
    share: fee - commission,
    state: fee > 0 ? "AWAITING_PAYMENT" : "IN_PROGRESS",
    invoice: fee > 0 ? "UNPAID" : null,
    payment: fee > 0 ? "AWAITING_PAYMENT" : "NONE",
    payout: null,
    refund: null,
  };
}

async function world(fees: number[], pairs: [number, number][]): Promise<World> {
  const [brands, owners] = await Promise.all([Promise.all([party("ADVERTISER"), party("ADVERTISER")]), Promise.all([owner(), owner()])]);
  const campaigns = await Promise.all(fees.map((fee, i) => campaign(brands[pairs[i][0]], owners[pairs[i][1]], fee, ...pairs[i])));
  return { brands, owners, campaigns };
}

/** A multipart body with one PNG `file`, the same bytes every time (a retry with its key is the same request). */
async function receiptBody(): Promise<{ body: Buffer; contentType: string }> {
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const boundary = `----guyubprop${tag}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bukti.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

beforeAll(async () => {
  ({ c: admin } = await signIn(server.url, DEMO.admin));
  anonymous = client(server.url);
  receipt = await receiptBody();
  sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
  // The earlier world, whose ids the sequences' callers try.
  const w = await world(
    [1_000_000, 3_000_000],
    [
      [0, 0],
      [1, 1],
    ],
  );
  const [done, cancelled] = w.campaigns;
  for (const c of w.campaigns) {
    const paid = await admin.request("PUT", `/api/admin/invoices/${c.invoiceId}/paid`, {
      reference: "TRF-F",
      paid_at: today(),
      amount: c.total,
    });
    expect(paid.status, paid.text).toBe(200);
  }
  expect((await w.owners[0].c.request("POST", `/api/campaigns/${done.id}/proof`, { links: ["https://instagram.com/p/f"] })).status).toBe(
    201,
  );
  expect((await w.brands[0].c.request("PUT", `/api/campaigns/${done.id}/accept`)).status).toBe(200);
  expect(
    (await admin.request("PUT", `/api/campaigns/${cancelled.id}/cancel`, { note: "Sengketa", communityShare: 1_000_000 })).status,
  ).toBe(200);
  const account = { bank_code: "BCA", account_number: "1234500000", holder_name: "Sari Lestari" };
  expect((await w.owners[0].c.request("PUT", `/api/users/${w.owners[0].id}/bank-account`, account)).status).toBe(200);
  const rows = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args) as { id: number }[];
  const ids = w.campaigns.map((c) => c.id);
  foreign = {
    campaigns: ids,
    invoices: w.campaigns.map((c) => c.invoiceId!),
    payouts: rows("SELECT id FROM payouts WHERE campaign_id IN (?, ?)", ...ids).map((r) => r.id),
    refunds: rows("SELECT id FROM refunds WHERE campaign_id IN (?, ?)", ...ids).map((r) => r.id),
    owner: w.owners[0].id,
  };
  expect(foreign.payouts).toHaveLength(2);
  expect(foreign.refunds).toHaveLength(1);
}, 60_000);

/** The caller of a step and how it stands to the target campaign. */
type Relation = "admin" | "brand" | "owner" | "otherBrand" | "otherOwner" | "anonymous";

const RIGHT: Record<Action, "admin" | "brand" | "owner"> = {
  listInvoices: "brand",
  getInvoice: "brand",
  getCampaign: "owner",
  decline: "brand",
  receipt: "brand",
  confirm: "admin",
  proof: "owner",
  requestChanges: "brand",
  accept: "brand",
  cancel: "admin",
  listPayouts: "owner",
  listRefunds: "brand",
  payoutSent: "admin",
  refundSent: "admin",
  earnings: "owner",
  bankGet: "owner",
  bankPut: "owner",
  balance: "admin",
};

const ACCOUNTS = [
  { bank_code: "BCA", account_number: "1234567890", holder_name: "Sari Lestari" },
  { bank_code: "bni", account_number: "0987 6543 21", holder_name: "Sari Lestari" },
];
const accountKey = (a: { bank_code: string; account_number: string }) =>
  `${a.bank_code.toUpperCase()}:${a.account_number.replace(/\s/g, "")}`;

type Outcome = { allowed: number[]; apply?: () => void };

/** The concrete call of an `advance` step: the next move of the target campaign (or a look at it, once done). */
function advanced(w: World, s: Step): Step & { action: Action } {
  if (s.action !== "advance") return s as Step & { action: Action };
  // Half the time the first campaign with a move left, so that campaigns go all the way to paid out.
  const pending = (c: Campaign) => !["COMPLETED", "CANCELLED"].includes(c.state) || c.payout?.state === "DUE" || c.refund?.state === "DUE";
  const first = w.campaigns.findIndex(pending);
  if (s.variant % 2 === 0 && first >= 0) s = { ...s, target: first };
  const camp = s.target === 3 ? null : w.campaigns[s.target];
  const move = (action: Action, variant = s.variant): Step & { action: Action } => ({ ...s, action, who: "right", variant });
  if (!camp) return move("accept");
  if (camp.state === "AWAITING_PAYMENT") return move("confirm", 0);
  // Now and then a paid campaign is cancelled instead: all back to the brand, or a third of the fee earned.
  if (s.variant === 5 && camp.invoice === "PAID" && camp.state !== "COMPLETED" && camp.state !== "CANCELLED")
    return move("cancel", s.retry ? 0 : 1);
  if (camp.state === "IN_PROGRESS" || camp.state === "CHANGES_REQUESTED") return move("proof");
  if (camp.state === "PROOF_SUBMITTED") return s.variant === 0 ? move("requestChanges", 1) : move("accept");
  if (camp.payout?.state === "DUE" && !w.owners[camp.owner].account) return move("bankPut", 1);
  if (camp.payout?.state === "DUE") return move("payoutSent");
  if (camp.refund?.state === "DUE") return move("refundSent");
  return move("earnings");
}

/** One step against the world: the request sent, what the model allows and what a success changes. */
function plan(w: World, step: Step) {
  const s = advanced(w, step);
  const foreignTarget = s.target === 3;
  const camp = foreignTarget ? null : w.campaigns[s.target];
  const pick = <T>(list: T[]) => list[s.variant % list.length];
  // The caller.
  let who: Exclude<Who, "right"> = s.who === "right" ? "admin" : s.who;
  if (s.who === "right") {
    const role = RIGHT[s.action];
    const base = camp ?? w.campaigns[0];
    who =
      role === "admin" ? "admin" : (`${role}${role === "brand" ? base.brand : base.owner}` as "brand0" | "brand1" | "owner0" | "owner1");
  }
  const caller: Client =
    who === "admin"
      ? admin
      : who === "anonymous"
        ? anonymous
        : who.startsWith("brand")
          ? w.brands[Number(who.at(-1))].c
          : w.owners[Number(who.at(-1))].c;
  const index = who.startsWith("brand") || who.startsWith("owner") ? Number(who.at(-1)) : -1;
  const relation: Relation =
    who === "admin"
      ? "admin"
      : who === "anonymous"
        ? "anonymous"
        : who.startsWith("brand")
          ? camp && camp.brand === index
            ? "brand"
            : "otherBrand"
          : camp && camp.owner === index
            ? "owner"
            : "otherOwner";
  const isBrand = relation === "brand" || relation === "otherBrand";
  const isOwner = relation === "owner" || relation === "otherOwner";
  // The ids: the campaign's own; an earlier world's for a stranger; none for the admin (it may see everything).
  const far = (list: number[]) => (relation === "admin" ? NONE : pick(list));
  const campaignId = camp ? camp.id : far(foreign.campaigns);
  const invoiceId = camp ? (camp.invoiceId ?? NONE) : far(foreign.invoices);
  const payoutId = camp ? (camp.payout?.id ?? NONE) : far(foreign.payouts);
  const refundId = camp ? (camp.refund?.id ?? NONE) : far(foreign.refunds);
  const ownerOfTarget = camp ? w.owners[camp.owner] : null;
  const userId = ownerOfTarget ? ownerOfTarget.id : far([foreign.owner]);

  const anon = relation === "anonymous";
  /** The allowed statuses: 401 signed out; then by role and party. */
  const outcome = (o: Outcome): Outcome => (anon ? { allowed: [401] } : o);
  const payable = camp?.invoice === "UNPAID";
  const openStates: CampaignState[] = ["AWAITING_PAYMENT", "IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED"];

  switch (s.action) {
    case "listInvoices":
      return { method: "GET", url: `/api/invoices?limit=100`, caller, relation, ...outcome({ allowed: isOwner ? [403] : [200] }) };
    case "getInvoice":
      return {
        method: "GET",
        url: `/api/invoices/${invoiceId}`,
        caller,
        relation,
        ...outcome({ allowed: (relation === "brand" || relation === "admin") && camp?.invoiceId ? [200] : [404] }),
      };
    case "getCampaign":
      return {
        method: "GET",
        url: `/api/campaigns/${campaignId}`,
        caller,
        relation,
        ...outcome({ allowed: camp && ["brand", "owner", "admin"].includes(relation) ? [200] : [404] }),
      };
    case "decline": {
      const valid = s.variant !== 0;
      const body = { reason: valid ? "Anggaran kami dipotong bulan ini." : "" };
      let o: Outcome;
      if (!isBrand) o = { allowed: [403] };
      else if (relation === "otherBrand" || !camp?.invoiceId) o = { allowed: [404] };
      else if (!valid) o = { allowed: [400] };
      else if (!payable) o = { allowed: [409] };
      else
        o = {
          allowed: [200],
          apply: () => Object.assign(camp, { invoice: "DECLINED", state: "CANCELLED", payment: "VOID" }),
        };
      return { method: "POST", url: `/api/invoices/${invoiceId}/decline`, body, caller, relation, ...outcome(o) };
    }
    case "receipt": {
      let o: Outcome;
      if (!isBrand) o = { allowed: [403] };
      else if (relation === "otherBrand" || !camp?.invoiceId) o = { allowed: [404] };
      else if (!payable) o = { allowed: [409] };
      else o = { allowed: [201] };
      return { method: "POST", url: `/api/invoices/${invoiceId}/receipt`, multipart: true, caller, relation, ...outcome(o) };
    }
    case "confirm": {
      const amounts: unknown[] = camp ? [camp.total, camp.total, camp.total, camp.total + 1, camp.total - 1, "banyak"] : [1000];
      const amount = pick(amounts);
      const body = { reference: `TRF-${tag}-${invoiceId}`, paid_at: today(), amount };
      const invalid = typeof amount !== "number" || amount < 0;
      let o: Outcome;
      if (relation !== "admin") o = { allowed: [403] };
      else if (invalid) o = { allowed: [400] };
      else if (!camp?.invoiceId) o = { allowed: [404] };
      else if (!payable || amount !== camp.total) o = { allowed: [409] };
      else o = { allowed: [200], apply: () => Object.assign(camp, { invoice: "PAID", state: "IN_PROGRESS", payment: "PAID" }) };
      return { method: "PUT", url: `/api/admin/invoices/${invoiceId}/paid`, body, caller, relation, ...outcome(o) };
    }
    case "proof": {
      const body = { links: [`https://instagram.com/p/bukti-${s.variant}`] };
      let o: Outcome;
      if (!isOwner) o = { allowed: [403] };
      else if (relation === "otherOwner") o = { allowed: [404] };
      else if (camp!.state !== "IN_PROGRESS" && camp!.state !== "CHANGES_REQUESTED") o = { allowed: [409] };
      else o = { allowed: [201], apply: () => (camp!.state = "PROOF_SUBMITTED") };
      return { method: "POST", url: `/api/campaigns/${campaignId}/proof`, body, caller, relation, ...outcome(o) };
    }
    case "requestChanges": {
      const valid = s.variant !== 0;
      const body = { reason: valid ? "Tolong tambahkan tautan cerita." : " " };
      let o: Outcome;
      if (!isBrand) o = { allowed: [403] };
      else if (relation === "otherBrand") o = { allowed: [404] };
      else if (!valid) o = { allowed: [400] };
      else if (camp!.state !== "PROOF_SUBMITTED") o = { allowed: [409] };
      else o = { allowed: [200], apply: () => (camp!.state = "CHANGES_REQUESTED") };
      return { method: "PUT", url: `/api/campaigns/${campaignId}/request-changes`, body, caller, relation, ...outcome(o) };
    }
    case "accept": {
      let o: Outcome;
      if (!isBrand) o = { allowed: [403] };
      else if (relation === "otherBrand") o = { allowed: [404] };
      else if (camp!.state !== "PROOF_SUBMITTED") o = { allowed: [409] };
      else
        o = {
          allowed: [200],
          apply: () => {
            camp!.state = "COMPLETED";
            if (camp!.invoice !== "PAID") return;
            camp!.payment = "RELEASED";
            if (camp!.share > 0) camp!.payout = { amount: camp!.share, state: w.owners[camp!.owner].held ? "HELD" : "DUE" };
          },
        };
      return { method: "PUT", url: `/api/campaigns/${campaignId}/accept`, caller, relation, ...outcome(o) };
    }
    case "cancel": {
      const fee = camp?.fee ?? 0;
      const shares: unknown[] = [0, Math.floor(fee / 3), fee, fee + 1, -1, "1.000"];
      const share = pick(shares);
      const body = { note: "Sengketa: bukti tidak sesuai.", communityShare: share };
      const earned = typeof share === "string" ? 1000 : share;
      let o: Outcome;
      if (relation !== "admin") o = { allowed: [403] };
      else if (!camp) o = { allowed: [404] };
      else if (typeof earned === "number" && earned < 0) o = { allowed: [400] };
      else if (!openStates.includes(camp.state)) o = { allowed: [409] };
      else if (camp.invoice !== "PAID" && earned !== 0) o = { allowed: [400] };
      else if ((earned as number) > camp.fee) o = { allowed: [400] };
      else
        o = {
          allowed: [200],
          apply: () => {
            camp.state = "CANCELLED";
            if (camp.invoice === "UNPAID") Object.assign(camp, { invoice: "VOID", payment: "VOID" });
            if (camp.invoice !== "PAID") return;
            const e = earned as number;
            const toOwner = e - percent(e, COMMISSION);
            const toBrand = camp.fee - e + percent(camp.fee - e, PPN);
            if (toOwner > 0) camp.payout = { amount: toOwner, state: w.owners[camp.owner].held ? "HELD" : "DUE" };
            if (toBrand > 0) camp.refund = { amount: toBrand, state: "DUE" };
            camp.payment = toBrand > 0 ? "REFUNDED" : "RELEASED";
          },
        };
      return { method: "PUT", url: `/api/campaigns/${campaignId}/cancel`, body, caller, relation, ...outcome(o) };
    }
    case "listPayouts":
      return {
        method: "GET",
        url: relation === "admin" ? `/api/payouts?owner=${userId}&limit=100` : "/api/payouts?limit=100",
        caller,
        relation,
        ...outcome({ allowed: isBrand ? [403] : [200] }),
      };
    case "listRefunds":
      return { method: "GET", url: "/api/refunds?limit=100", caller, relation, ...outcome({ allowed: isOwner ? [403] : [200] }) };
    case "payoutSent": {
      const body = { reference: `OUT-${tag}-${payoutId}`, sent_at: today() };
      let o: Outcome;
      if (relation !== "admin") o = { allowed: [403] };
      else if (!camp?.payout) o = { allowed: [404] };
      else if (camp.payout.state !== "DUE" || !w.owners[camp.owner].account) o = { allowed: [409] };
      else o = { allowed: [200], apply: () => (camp.payout!.state = "SENT") };
      return { method: "PUT", url: `/api/admin/payouts/${payoutId}/sent`, body, caller, relation, ...outcome(o) };
    }
    case "refundSent": {
      const body = { reference: `BACK-${tag}-${refundId}`, sent_at: today() };
      let o: Outcome;
      if (relation !== "admin") o = { allowed: [403] };
      else if (!camp?.refund) o = { allowed: [404] };
      else if (camp.refund.state !== "DUE") o = { allowed: [409] };
      else o = { allowed: [200], apply: () => (camp.refund!.state = "SENT") };
      return { method: "PUT", url: `/api/admin/refunds/${refundId}/sent`, body, caller, relation, ...outcome(o) };
    }
    case "earnings":
      return {
        method: "GET",
        url: relation === "admin" ? `/api/earnings?owner=${userId}` : "/api/earnings",
        caller,
        relation,
        ...outcome({ allowed: isBrand ? [403] : [200] }),
      };
    case "bankGet": {
      let allowed: number[];
      if (relation === "admin") allowed = ownerOfTarget?.account ? [200] : [404];
      else if (relation === "owner") allowed = ownerOfTarget!.account ? [200] : [404];
      else allowed = [404];
      return { method: "GET", url: `/api/users/${userId}/bank-account`, caller, relation, ...outcome({ allowed }) };
    }
    case "bankPut": {
      const valid = s.variant !== 0;
      const account = valid ? pick(ACCOUNTS) : { ...ACCOUNTS[0], account_number: "12ab" };
      let o: Outcome;
      if (relation === "admin") o = { allowed: valid ? [403] : [400, 403] };
      else if (relation !== "owner") o = { allowed: [404] };
      else if (!valid) o = { allowed: [400] };
      else
        o = {
          allowed: [200],
          apply: () => {
            const o = ownerOfTarget!;
            const key = accountKey(account);
            if (o.account !== null && o.account !== key) {
              o.held = true;
              for (const c of w.campaigns) if (c.owner === camp!.owner && c.payout?.state === "DUE") c.payout.state = "HELD";
            }
            o.account = key;
          },
        };
      return { method: "PUT", url: `/api/users/${userId}/bank-account`, body: account, caller, relation, ...outcome(o) };
    }
    case "balance":
      return {
        method: "GET",
        url: "/api/admin/ledger/balance",
        caller,
        relation,
        ...outcome({ allowed: relation === "admin" ? [200] : [403] }),
      };
  }
}

type Answer = { status: number; text: string; json: any; headers: Headers };

async function send(p: ReturnType<typeof plan>, key?: string): Promise<Answer> {
  const headers: Record<string, string> = key ? { "Idempotency-Key": key } : {};
  if ("multipart" in p && p.multipart) {
    const cookie = cookieOf(p.caller);
    const res = await fetch(server.url + p.url, {
      method: "POST",
      headers: { ...headers, "Content-Type": receipt.contentType, ...(cookie ? { cookie } : {}) },
      body: new Uint8Array(receipt.body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, text, json, headers: res.headers };
  }
  return p.caller.request(p.method, p.url, "body" in p ? p.body : undefined, headers);
}

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
const one = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as T;
const all = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args) as T[];

/** The database holds what the model holds, for the world's campaigns; payout and refund ids learnt. */
function checkDatabase(w: World, log: string) {
  for (const c of w.campaigns) {
    const row = one<{ state: string; payment: string; invoice: string | null }>(
      `SELECT c.state, c.payment_state AS payment, i.state AS invoice FROM campaigns c LEFT JOIN invoices i ON i.campaign_id = c.id WHERE c.id = ?`,
      c.id,
    );
    expect({ campaign: c.id, ...row }, log).toEqual({ campaign: c.id, state: c.state, payment: c.payment, invoice: c.invoice });
    const payouts = all<{ id: number; amount: number; state: string }>("SELECT id, amount, state FROM payouts WHERE campaign_id = ?", c.id);
    const refunds = all<{ id: number; amount: number; state: string }>("SELECT id, amount, state FROM refunds WHERE campaign_id = ?", c.id);
    expect(
      {
        campaign: c.id,
        payouts: payouts.map((p) => ({ amount: p.amount, state: p.state })),
        refunds: refunds.map((r) => ({ amount: r.amount, state: r.state })),
      },
      log,
    ).toEqual({
      campaign: c.id,
      payouts: c.payout ? [{ amount: c.payout.amount, state: c.payout.state }] : [],
      refunds: c.refund ? [{ amount: c.refund.amount, state: c.refund.state }] : [],
    });
    if (c.payout) c.payout.id = payouts[0].id;
    if (c.refund) c.refund.id = refunds[0].id;
    // The campaign's held money: its total while it runs paid, none once settled.
    const held = one<{ n: number }>(
      "SELECT coalesce(sum(amount), 0) AS n FROM ledger_lines WHERE account = 'HELD' AND campaign_id = ?",
      c.id,
    ).n;
    expect({ campaign: c.id, held }, log).toEqual({ campaign: c.id, held: c.payment === "PAID" ? -c.total : 0 });
    // Settled: the entry's lines for this campaign are the model's payout and refund.
    const settled = all<{ account: string; amount: number }>(
      `SELECT l.account, l.amount FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id WHERE e.key = ?`,
      `campaign-settled:${c.id}`,
    );
    const line = (account: string) => 0 - sum(settled.filter((l) => l.account === account).map((l) => l.amount));
    expect({ campaign: c.id, payable: line("PAYABLE"), refundable: line("REFUNDABLE") }, log).toEqual({
      campaign: c.id,
      payable: c.payout?.amount ?? 0,
      refundable: c.refund?.amount ?? 0,
    });
  }
  // Nothing twice: one payout and one refund per campaign (unique), each sent once with one entry.
  const sentWrong = one<{ n: number }>(`
    SELECT count(*) AS n FROM payouts p
    WHERE (p.state = 'SENT') <> EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'payout-sent:' || p.id)`).n;
  const refundedWrong = one<{ n: number }>(`
    SELECT count(*) AS n FROM refunds r
    WHERE (r.state = 'SENT') <> EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund-sent:' || r.id)`).n;
  const paidWrong = one<{ n: number }>(`
    SELECT count(*) AS n FROM invoices i
    WHERE (i.state = 'PAID') <> EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'invoice-paid:' || i.id)`).n;
  expect({ sentWrong, refundedWrong, paidWrong }, log).toEqual({ sentWrong: 0, refundedWrong: 0, paidWrong: 0 });
  const unbalanced = all<{ entry: number; s: number }>(
    "SELECT entry_id AS entry, sum(amount) AS s FROM ledger_lines GROUP BY entry_id HAVING sum(amount) <> 0",
  );
  expect(unbalanced, log).toEqual([]);
}

/** The balance endpoint: balanced, summing to 0, each account its lines; what came in is where it is. */
async function checkLedger(log: string) {
  const res = await admin.request("GET", "/api/admin/ledger/balance");
  expect(res.status, log).toBe(200);
  const accounts = new Map<string, number>(
    (res.json.accounts as { account: string; balance: number }[]).map((a) => [a.account, a.balance]),
  );
  expect(res.json.balanced, log).toBe(true);
  expect(sum([...accounts.values()]), log).toBe(0);
  for (const v of accounts.values()) expect(Number.isSafeInteger(v), log).toBe(true);
  const lines = all<{ account: string; n: number }>("SELECT account, sum(amount) AS n FROM ledger_lines GROUP BY account");
  for (const { account, n } of lines) expect({ account, balance: accounts.get(account) }, log).toEqual({ account, balance: n });
  const cameIn = one<{ n: number }>("SELECT coalesce(sum(total), 0) AS n FROM invoices WHERE state = 'PAID'").n;
  const paidOut = one<{ n: number }>("SELECT coalesce(sum(amount), 0) AS n FROM payouts WHERE state = 'SENT'").n;
  const refunded = one<{ n: number }>("SELECT coalesce(sum(amount), 0) AS n FROM refunds WHERE state = 'SENT'").n;
  const owed = ["HELD", "PAYABLE", "REFUNDABLE", "REVENUE", "TAX_PAYABLE"].map((a) => 0 - (accounts.get(a) ?? 0));
  expect({ cameIn }, log).toEqual({ cameIn: sum(owed) + paidOut + refunded });
  expect({ bank: accounts.get("BANK") ?? 0 }, log).toEqual({ bank: cameIn - paidOut - refunded });
}

/** What each party of the world reads of its money equals the model and the ledger. */
async function checkParties(w: World, log: string) {
  const checks = [
    ...w.owners.map(async (o, i) => {
      const mine = w.campaigns.filter((c) => c.owner === i);
      const [earnings, payouts] = await Promise.all([
        o.c.request("GET", "/api/earnings?limit=100"),
        o.c.request("GET", "/api/payouts?limit=100"),
      ]);
      expect(earnings.status, log).toBe(200);
      const payable =
        0 - one<{ n: number }>("SELECT coalesce(sum(amount), 0) AS n FROM ledger_lines WHERE account = 'PAYABLE' AND user_id = ?", o.id).n;
      const paidOutLedger = one<{ n: number }>(
        `SELECT coalesce(sum(l.amount), 0) AS n FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
         WHERE e.kind = 'payout' AND l.account = 'PAYABLE' AND l.user_id = ?`,
        o.id,
      ).n;
      const running = mine.filter((c) => c.payment === "PAID");
      expect({ owner: i, held: earnings.json.held, payable: earnings.json.payable, paid_out: earnings.json.paid_out }, log).toEqual({
        owner: i,
        held: sum(running.map((c) => c.share)),
        payable,
        paid_out: paidOutLedger,
      });
      expect(payable, log).toBe(sum(mine.filter((c) => c.payout && c.payout.state !== "SENT").map((c) => c.payout!.amount)));
      expect(paidOutLedger, log).toBe(sum(mine.filter((c) => c.payout?.state === "SENT").map((c) => c.payout!.amount)));
      const items = (earnings.json.items as { campaign_id: number; state: string; community_share: number }[])
        .map((it) => `${it.campaign_id}:${it.state}:${it.community_share}`)
        .sort();
      const expected = mine
        .filter((c) => ["PAID", "RELEASED", "REFUNDED"].includes(c.payment))
        .map(
          (c) =>
            `${c.id}:${c.payment === "PAID" ? "HELD" : (c.payout?.state ?? "NONE")}:${c.payment === "PAID" ? c.share : (c.payout?.amount ?? 0)}`,
        )
        .sort();
      expect(items, log).toEqual(expected);
      expect(payouts.status, log).toBe(200);
      const listed = (payouts.json as { campaign_id: number; owner_id: number; amount: number; state: string }[])
        .map((p) => `${p.campaign_id}:${p.owner_id}:${p.amount}:${p.state}`)
        .sort();
      expect(listed, log).toEqual(
        mine
          .filter((c) => c.payout)
          .map((c) => `${c.id}:${o.id}:${c.payout!.amount}:${c.payout!.state}`)
          .sort(),
      );
    }),
    ...w.brands.map(async (b, i) => {
      const mine = w.campaigns.filter((c) => c.brand === i);
      const [invoices, refunds] = await Promise.all([
        b.c.request("GET", "/api/invoices?limit=100"),
        b.c.request("GET", "/api/refunds?limit=100"),
      ]);
      expect([invoices.status, refunds.status], log).toEqual([200, 200]);
      const listed = (invoices.json as { id: number; campaign_id: number; state: string; total: number; subtotal: number; tax: number }[])
        .map((v) => `${v.campaign_id}:${v.state}:${v.subtotal}+${v.tax}=${v.total}`)
        .sort();
      expect(listed, log).toEqual(
        mine
          .filter((c) => c.invoice)
          .map((c) => `${c.id}:${c.invoice}:${c.fee}+${c.total - c.fee}=${c.total}`)
          .sort(),
      );
      const refundable =
        0 -
        one<{ n: number }>("SELECT coalesce(sum(amount), 0) AS n FROM ledger_lines WHERE account = 'REFUNDABLE' AND user_id = ?", b.id).n;
      const back = (refunds.json as { campaign_id: number; advertiser_id: number; amount: number; state: string }[])
        .map((r) => `${r.campaign_id}:${r.advertiser_id}:${r.amount}:${r.state}`)
        .sort();
      expect(back, log).toEqual(
        mine
          .filter((c) => c.refund)
          .map((c) => `${c.id}:${b.id}:${c.refund!.amount}:${c.refund!.state}`)
          .sort(),
      );
      expect(refundable, log).toBe(sum(mine.filter((c) => c.refund?.state === "DUE").map((c) => c.refund!.amount)));
    }),
  ];
  await Promise.all(checks);
}

/** What a successful answer says about the target, compared with the model (after the change). */
function checkAnswer(w: World, s: Step & { action: Action }, p: ReturnType<typeof plan>, answer: Answer, log: string) {
  const camp = s.target === 3 ? null : w.campaigns[s.target];
  if (answer.status >= 400) {
    // A refusal names nothing of the invoice or the campaign it refused.
    expect(answer.text, log).not.toMatch(/GYB\/\d{4}\//);
    return;
  }
  if (!camp) return;
  if (
    s.action === "getCampaign" ||
    s.action === "accept" ||
    s.action === "cancel" ||
    s.action === "requestChanges" ||
    s.action === "proof"
  ) {
    expect({ state: answer.json.state, payment_state: answer.json.payment_state }, log).toEqual({
      state: camp.state,
      payment_state: camp.payment.toLowerCase(),
    });
    if (p.relation === "owner" || p.relation === "admin")
      expect(answer.json.community_share ?? null, log).toBe(camp.invoiceId ? camp.share : null);
    else expect(answer.json, log).not.toHaveProperty("community_share");
  }
  if (s.action === "getInvoice" || s.action === "confirm" || s.action === "decline" || s.action === "receipt")
    expect({ state: answer.json.state, total: answer.json.total, subtotal: answer.json.subtotal }, log).toEqual({
      state: camp.invoice,
      total: camp.total,
      subtotal: camp.fee,
    });
  // The admin reading an owner's earnings and payouts (`?owner=`) reads what the owner reads.
  const theirs = w.campaigns.filter((c) => c.owner === camp.owner);
  if (s.action === "earnings" && p.relation === "admin")
    expect({ held: answer.json.held, payable: answer.json.payable, paid_out: answer.json.paid_out }, log).toEqual({
      held: sum(theirs.filter((c) => c.payment === "PAID").map((c) => c.share)),
      payable: sum(theirs.filter((c) => c.payout && c.payout.state !== "SENT").map((c) => c.payout!.amount)),
      paid_out: sum(theirs.filter((c) => c.payout?.state === "SENT").map((c) => c.payout!.amount)),
    });
  if (s.action === "listPayouts" && p.relation === "admin")
    expect(
      (answer.json as { campaign_id: number; amount: number; state: string }[])
        .map((x) => `${x.campaign_id}:${x.amount}:${x.state}`)
        .sort(),
      log,
    ).toEqual(
      theirs
        .filter((c) => c.payout)
        .map((c) => `${c.id}:${c.payout!.amount}:${c.payout!.state}`)
        .sort(),
    );
}

describe("money over HTTP, as random sequences of calls by every kind of caller", () => {
  it("answers each caller as the rules allow, never 500, and keeps the ledger, the model and every statement equal", async () => {
    const started = Date.now();
    let steps = 0;
    /** How often each call answered each status: the sequences reach every outcome. */
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(feeArb, { minLength: 3, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat({ max: 1 }), fc.nat({ max: 1 })), { minLength: 3, maxLength: 3 }),
        fc.array(stepArb, { minLength: 10, maxLength: 30 }),
        async (fees, pairs, sequence) => {
          const w = await world(fees, pairs as [number, number][]);
          const log: string[] = [`fees ${fees.join(", ")}; campaigns ${w.campaigns.map((c) => c.id).join(", ")}`];
          for (const drawn of sequence) {
            steps += 1;
            const s = advanced(w, drawn);
            const p = plan(w, s);
            const retried =
              s.retry && ["decline", "receipt", "proof", "confirm", "accept", "cancel", "payoutSent", "refundSent"].includes(s.action);
            const key = retried && p.method === "POST" ? `prop-${tag}-${steps}` : undefined;
            const answer = await send(p, key);
            log.push(
              `${s.action} by ${p.relation} (${s.who}) on ${p.method} ${p.url}${"body" in p ? " " + JSON.stringify(p.body) : ""} -> ${answer.status} ${answer.text.slice(0, 200)}`,
            );
            seen.set(`${s.action} ${answer.status}`, (seen.get(`${s.action} ${answer.status}`) ?? 0) + 1);
            const where = log.join("\n");
            expect(answer.status, where).not.toBe(500);
            expect(p.allowed, where).toContain(answer.status);
            if (answer.status < 300) p.apply?.();
            checkAnswer(w, s, p, answer, where);
            if (retried) {
              // The same call again (a retry): nothing is done twice.
              const again = await send(p, key);
              log.push(`  again -> ${again.status} ${again.headers.get("idempotent-replayed") ?? ""}`);
              // A keyed POST (a proof, a receipt, a decline) is answered from its key; any other call runs again.
              if (key && (s.action === "proof" || s.action === "receipt" || s.action === "decline")) {
                expect(again.status, log.join("\n")).toBe(answer.status);
                if (answer.status < 300) expect(again.headers.get("idempotent-replayed"), log.join("\n")).toBe("true");
              } else expect(again.status, log.join("\n")).toBe(answer.status < 300 ? 409 : answer.status);
            }
            const after = log.join("\n");
            checkDatabase(w, after);
            await checkLedger(after);
            await checkParties(w, after);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`money property: ${RUNS} sequences, ${steps} calls, ${Date.now() - started} ms`);
    console.info(
      [...seen.entries()]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join("; "),
    );
    // Every money move succeeded somewhere, and was refused somewhere.
    for (const action of ["confirm", "accept", "cancel", "payoutSent", "refundSent", "decline", "bankPut"])
      expect(
        [...seen.keys()].filter((k) => k.startsWith(`${action} 2`)),
        action,
      ).not.toEqual([]);
  }, 300_000);
});
