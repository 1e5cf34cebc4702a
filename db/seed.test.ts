import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  APPLICATION_STATUSES,
  BRIEF_AGE_RANGES,
  BRIEF_STATUSES,
  CATEGORIES,
  COMMUNITY_AGE_RANGES,
  GENDER_TARGETS,
  INVOICE_STATES,
  PLATFORM_TYPES,
  REFUND_STATES,
} from "../app/utils/enums";
import { LOCATIONS } from "../app/utils/locations";
import { BANKS } from "../app/utils/banks";
import { cancellationSplit, invoiceFigures } from "../app/utils/amounts";
import { useDatabase } from "../app/lib/server/db.server";
import { billingSummary, ledgerBalance } from "../app/models/money/money.server";
import { accountBalance, trialBalance } from "../app/models/money/ledger.server";
import { getEarnings } from "../app/models/money/payouts.server";
import { financeCounts } from "../app/models/money/finance.server";
import { renderNotification } from "../app/models/notification.server";
import { SERVER_BUSY_TIMEOUT_MS, openDatabase, runMigrations, type DB } from "./connection";
import { verifyPassword } from "./password";
import {
  applications,
  briefs,
  campaignEvents,
  campaignProofs,
  campaigns,
  communities,
  communityCategories,
  bankAccounts,
  invoiceCounters,
  invoices,
  ledgerEntries,
  ledgerLines,
  messageImages,
  messages,
  notifications,
  payouts,
  refunds,
  threadReads,
  threads,
  users,
} from "./schema";
import { isDatabaseEmpty, seedDemo, type SeedSummary } from "./seed";
import { DEMO_ACCOUNTS, SEED_ADVERTISERS, SEED_BRIEFS, SEED_COMMUNITIES, SEED_MONEY } from "./seed-data";

const file = path.join(os.tmpdir(), `guyub-seed-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
let db: DB;
let summary: SeedSummary;
const now = new Date();

beforeAll(async () => {
  db = openDatabase(file);
  runMigrations(db);
  expect(isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemo(db, { now });
}, 60_000);

afterAll(() => {
  db?.$client.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

describe("seed data (static checks)", () => {
  it("uses only known enumeration values and locations", () => {
    for (const c of SEED_COMMUNITIES) {
      for (const category of c.categories) expect(CATEGORIES).toContain(category);
      expect(c.categories.length).toBeGreaterThanOrEqual(1);
      expect(c.categories.length).toBeLessThanOrEqual(3);
      if (c.location !== null) expect(LOCATIONS).toContain(c.location);
      expect(COMMUNITY_AGE_RANGES).toContain(c.demographics.age_range);
      for (const p of c.platforms) expect(PLATFORM_TYPES).toContain(p.type);
      expect(c.name.length).toBeGreaterThanOrEqual(2);
      expect(c.description.length).toBeGreaterThanOrEqual(10);
    }
    for (const b of SEED_BRIEFS) {
      for (const a of b.requirements.age_range) expect(BRIEF_AGE_RANGES).toContain(a);
      expect(GENDER_TARGETS).toContain(b.requirements.gender);
      if (b.requirements.location !== null) expect(LOCATIONS).toContain(b.requirements.location);
      expect(b.title.length).toBeGreaterThanOrEqual(5);
      expect(b.description.length).toBeGreaterThanOrEqual(20);
      expect(b.communityGuidelines.trim()).not.toBe("");
      expect(b.schedulePost.trim()).not.toBe("");
      expect(b.scopeOfWork.trim()).not.toBe("");
    }
  });
});

describe("seedDemo", () => {
  it("reports what it inserted", () => {
    expect(summary.communities).toBeGreaterThanOrEqual(40);
    expect(summary.briefs).toBeGreaterThanOrEqual(12);
    expect(summary.applications).toBeGreaterThanOrEqual(10);
    expect(db.select().from(users).all()).toHaveLength(summary.users);
  });

  it("seeds at least 40 communities over every category and 20+ cities", () => {
    const rows = db.select().from(communities).all();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const used = new Set(
      db
        .select()
        .from(communityCategories)
        .all()
        .map((r) => r.category),
    );
    for (const category of CATEGORIES) expect(used).toContain(category);
    const locations = new Set(rows.map((r) => r.location).filter(Boolean));
    expect(locations.size).toBeGreaterThanOrEqual(20);
    expect(rows.some((r) => r.isVerified)).toBe(true);
    expect(rows.some((r) => !r.isVerified)).toBe(true);
    expect(rows.some((r) => r.memberCount === 0)).toBe(true);
    expect(rows.some((r) => !r.isOnline)).toBe(true);
    // One community per owner, owned by a COMMUNITY_OWNER.
    const owners = new Map(
      db
        .select()
        .from(users)
        .all()
        .map((u) => [u.id, u]),
    );
    expect(new Set(rows.map((r) => r.ownerId)).size).toBe(rows.length);
    for (const r of rows) expect(owners.get(r.ownerId)?.role).toBe("COMMUNITY_OWNER");
  });

  it("seeds briefs in every status, active ones still running", () => {
    const rows = db.select().from(briefs).all();
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of BRIEF_STATUSES) expect(statuses).toContain(status);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(now);
    for (const b of rows.filter((r) => r.status === "ACTIVE")) {
      expect(b.timelineEnd! >= today).toBe(true);
    }
    for (const b of rows.filter((r) => r.status === "COMPLETED")) {
      expect(b.timelineEnd! < today).toBe(true);
    }
  });

  it("seeds applications in every status, only to active or completed briefs", () => {
    const rows = db.select().from(applications).all();
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of APPLICATION_STATUSES) expect(statuses).toContain(status);
    const briefStatus = new Map(
      db
        .select()
        .from(briefs)
        .all()
        .map((b) => [b.id, b.status]),
    );
    for (const a of rows) expect(["ACTIVE", "COMPLETED"]).toContain(briefStatus.get(a.briefId));
  });

  it("creates the demo accounts with their roles and statuses", async () => {
    const expected: Record<string, [string, string]> = {
      "admin@guyub.id": ["ADMIN", "APPROVED"],
      "owner@guyub.id": ["COMMUNITY_OWNER", "APPROVED"],
      "advertiser@guyub.id": ["ADVERTISER", "APPROVED"],
      "pending@guyub.id": ["COMMUNITY_OWNER", "PENDING"],
      "rejected@guyub.id": ["ADVERTISER", "REJECTED"],
    };
    const all = db.select().from(users).all();
    for (const account of DEMO_ACCOUNTS) {
      const user = all.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect([user!.role, user!.approvalStatus]).toEqual(expected[account.email]);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const admin = all.find((u) => u.email === "admin@guyub.id")!;
    expect(admin.fullname).toBe("System Administrator");
    const rejected = all.find((u) => u.email === "rejected@guyub.id")!;
    expect(rejected.rejectionReason).toBe("Company details could not be verified.");

    // The demo owner has a verified community with members and applications.
    const owner = all.find((u) => u.email === "owner@guyub.id")!;
    const community = db.query.communities
      .findFirst({
        where: (c, { eq }) => eq(c.ownerId, owner.id),
        with: { members: true, applications: true },
      })
      .sync();
    expect(community?.isVerified).toBe(true);
    expect(community!.members.length).toBeGreaterThan(0);
    expect(new Set(community!.applications.map((a) => a.status)).size).toBe(3);

    // The pending owner has no community yet; the demo advertiser has briefs in several statuses.
    const pending = all.find((u) => u.email === "pending@guyub.id")!;
    expect(db.query.communities.findFirst({ where: (c, { eq }) => eq(c.ownerId, pending.id) }).sync()).toBeUndefined();
    const advertiser = all.find((u) => u.email === "advertiser@guyub.id")!;
    const own = db
      .select()
      .from(briefs)
      .all()
      .filter((b) => b.advertiserId === advertiser.id);
    expect(new Set(own.map((b) => b.status)).size).toBeGreaterThanOrEqual(3);

    // Every other user shares the default password.
    const other = all.find((u) => u.email === "rina.wijaya@example.id")!;
    expect(await verifyPassword(other.passwordHash, "password123")).toBe(true);
  });

  it("starts a campaign for every approved application, its state following its proofs, with the agreed fee", () => {
    const approved = db
      .select()
      .from(applications)
      .all()
      .filter((a) => a.status === "APPROVED");
    // The applications' campaigns (the accepted bookings' have theirs: db/seed-bookings.test.ts).
    const rows = db
      .select()
      .from(campaigns)
      .all()
      .filter((c) => c.applicationId !== null);
    expect(rows).toHaveLength(approved.length);
    expect(summary.campaigns).toBe(rows.length);
    for (const a of approved) {
      const campaign = rows.find((c) => c.applicationId === a.id)!;
      expect(campaign, `campaign of application ${a.id}`).toBeDefined();
      expect(campaign).toMatchObject({ briefId: a.briefId, communityId: a.communityId, agreedFee: a.agreedFee });
    }
    for (const a of db
      .select()
      .from(applications)
      .all()
      .filter((x) => x.status !== "APPROVED"))
      expect(a.agreedFee).toBeNull();
    expect(new Set(rows.map((c) => c.state))).toEqual(
      new Set(["AWAITING_PAYMENT", "IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED", "COMPLETED", "CANCELLED"]),
    );
    const proofs = db.select().from(campaignProofs).all();
    for (const c of rows) {
      const own = proofs.filter((p) => p.campaignId === c.id);
      expect(c.latestProofId).toBe(own.at(-1)?.id ?? null);
      expect(c.answerDueAt !== null).toBe(c.state === "PROOF_SUBMITTED");
      if (c.answerDueAt) expect(c.answerDueAt.getTime()).toBeGreaterThan(now.getTime());
      const events = db
        .select()
        .from(campaignEvents)
        .all()
        .filter((e) => e.campaignId === c.id);
      expect(events[0].kind).toBe("started");
      expect(events.filter((e) => e.kind === "proof_submitted")).toHaveLength(own.length);
      for (let i = 1; i < events.length; i += 1) expect(events[i].createdAt >= events[i - 1].createdAt).toBe(true);
      expect(c.createdAt <= c.updatedAt && c.updatedAt <= now).toBe(true);
    }
    // A COMPLETED brief's campaigns are all over.
    const completedBriefs = new Set(
      db
        .select()
        .from(briefs)
        .all()
        .filter((b) => b.status === "COMPLETED")
        .map((b) => b.id),
    );
    for (const c of rows.filter((r) => r.briefId !== null && completedBriefs.has(r.briefId)))
      expect(["COMPLETED", "CANCELLED"]).toContain(c.state);
    // The admin's search finds them.
    const hits = db.$client.prepare("SELECT rowid FROM campaigns_fts WHERE campaigns_fts MATCH ?").all('"QRIS"') as { rowid: number }[];
    expect(hits.length).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo owner a campaign to prove and the demo advertiser proofs to answer and completed ones", () => {
    const all = db.select().from(users).all();
    const owner = all.find((u) => u.email === "owner@guyub.id")!;
    const advertiser = all.find((u) => u.email === "advertiser@guyub.id")!;
    const community = db
      .select()
      .from(communities)
      .all()
      .find((c) => c.ownerId === owner.id)!;
    const own = db
      .select()
      .from(campaigns)
      .all()
      .filter((c) => c.communityId === community.id);
    expect(own.map((c) => c.state)).toContain("IN_PROGRESS");
    expect(own.find((c) => c.state === "IN_PROGRESS")!.agreedFee).toBe(3_000_000);
    const advertisersBriefs = new Set(
      db
        .select()
        .from(briefs)
        .all()
        .filter((b) => b.advertiserId === advertiser.id)
        .map((b) => b.id),
    );
    const theirs = db
      .select()
      .from(campaigns)
      .all()
      .filter((c) => c.briefId !== null && advertisersBriefs.has(c.briefId));
    const states = theirs.map((c) => c.state);
    for (const state of ["IN_PROGRESS", "PROOF_SUBMITTED", "COMPLETED"]) expect(states).toContain(state);
    const waiting = theirs.find((c) => c.state === "PROOF_SUBMITTED")!;
    const proof = db
      .select()
      .from(campaignProofs)
      .all()
      .find((p) => p.id === waiting.latestProofId)!;
    expect(proof.links.length).toBeGreaterThan(0);
    expect(proof.reach).toBeGreaterThan(0);
    expect(proof.decision).toBeNull();
    const told = db
      .select()
      .from(notifications)
      .all()
      .filter((n) => n.userId === advertiser.id && n.type === "brief_campaign_proof");
    expect(told.some((n) => !n.isRead && (n.data as { campaignId?: number }).campaignId === waiting.id)).toBe(true);
    const fees = db
      .select()
      .from(applications)
      .all()
      .filter((a) => a.communityId === community.id);
    expect(fees.some((a) => a.proposedFee !== null && a.agreedFee !== null && a.proposedFee !== a.agreedFee)).toBe(true);
  });

  it("indexes communities in the full-text table", () => {
    const hits = db.$client.prepare("SELECT rowid FROM communities_fts WHERE communities_fts MATCH ?").all('"otograf"') as {
      rowid: number;
    }[];
    const names = hits.map(
      (h) =>
        db
          .select()
          .from(communities)
          .all()
          .find((c) => c.id === h.rowid)?.name,
    );
    expect(names).toContain("Komunitas Fotografi Bandung");
  });

  it("is not seeded twice", async () => {
    expect(isDatabaseEmpty(db)).toBe(false);
    await expect(seedDemo(db)).rejects.toThrow(/already has users/);
    expect(db.select().from(communities).all()).toHaveLength(summary.communities);
  });
});

describe("seedDemo: money", () => {
  // The models read the process's connection: point it at the seeded file for each test
  // (tests/setup/db.ts gives every test a fresh one and closes it after).
  beforeEach(() => {
    useDatabase(openDatabase(file, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS }));
  });
  const userByEmail = (email: string) =>
    db
      .select()
      .from(users)
      .all()
      .find((u) => u.email === email)!;
  const admin = () => userByEmail("admin@guyub.id");

  it("holds invoices in every state for the demo advertiser, numbered without gaps, with the model's figures", () => {
    const advertiser = userByEmail("advertiser@guyub.id");
    const all = db.select().from(invoices).all();
    expect(new Set(all.filter((i) => i.advertiserId === advertiser.id).map((i) => i.state))).toEqual(new Set(INVOICE_STATES));
    // Numbers per year (WIB), 1..n in the order of issue, and the counters at n.
    const byYear = new Map<string, typeof all>();
    for (const i of [...all].sort((x, y) => x.issuedAt.getTime() - y.issuedAt.getTime())) {
      const year = i.number.split("/")[1];
      byYear.set(year, [...(byYear.get(year) ?? []), i]);
    }
    const counters = db.select().from(invoiceCounters).all();
    expect(counters).toHaveLength(byYear.size);
    for (const [year, list] of byYear) {
      expect(list.map((i) => i.number)).toEqual(list.map((_, n) => `GYB/${year}/${String(n + 1).padStart(6, "0")}`));
      expect(counters.find((c) => c.year === Number(year))?.last).toBe(list.length);
    }
    const campaignById = new Map(
      db
        .select()
        .from(campaigns)
        .all()
        .map((c) => [c.id, c]),
    );
    for (const i of all) {
      const campaign = campaignById.get(i.campaignId)!;
      expect(i).toMatchObject(invoiceFigures(campaign.agreedFee!, SEED_MONEY.commissionPercent, SEED_MONEY.taxPercent));
      expect(i.seller).toEqual(SEED_MONEY.seller);
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(now);
      if (i.state === "UNPAID") expect(i.dueDate > today).toBe(true);
      if (i.state === "OVERDUE") expect(i.dueDate <= today && i.remindedAt !== null).toBe(true);
      expect(i.paidAt !== null).toBe(i.state === "PAID");
      expect(i.closedAt !== null).toBe(i.state === "VOID" || i.state === "DECLINED");
      expect(i.declineReason !== null).toBe(i.state === "DECLINED");
      // An invoice's state and its campaign's go together (docs/product.md, "Money").
      const expected = { UNPAID: "AWAITING_PAYMENT", OVERDUE: "AWAITING_PAYMENT", VOID: "CANCELLED", DECLINED: "CANCELLED" } as const;
      if (i.state !== "PAID") expect(campaign.state, i.number).toBe(expected[i.state]);
      else expect(["IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED", "COMPLETED", "CANCELLED"]).toContain(campaign.state);
    }
    // An odd fee: commission and PPN rounded half up (11% of 1.234.550 is 135.800,5).
    expect(all.find((i) => i.subtotal === 1_234_550)).toMatchObject({ commission: 123_455, tax: 135_801, total: 1_370_351 });
    // The demo brand's billing details are on its invoices.
    const billing = SEED_ADVERTISERS.find((a) => a.email === "advertiser@guyub.id")!.billing!;
    expect(advertiser).toMatchObject({ billingName: billing.name, billingAddress: billing.address, billingNpwp: billing.npwp });
    for (const i of all.filter((x) => x.advertiserId === advertiser.id)) expect(i.buyer).toEqual(billing);
  });

  it("has every payment state, a paid campaign running, payouts due and sent, refunds due and sent", () => {
    const rows = db.select().from(campaigns).all();
    expect(new Set(rows.map((c) => c.paymentState))).toEqual(
      new Set(["NONE", "AWAITING_PAYMENT", "PAID", "RELEASED", "REFUNDED", "VOID", "OUTSIDE"]),
    );
    expect(rows.some((c) => c.state === "IN_PROGRESS" && c.paymentState === "PAID")).toBe(true);
    expect(rows.some((c) => c.state === "AWAITING_PAYMENT")).toBe(true);
    for (const c of rows.filter((r) => r.paymentState === "NONE")) expect(c.agreedFee).toBeNull();
    const owner = userByEmail("owner@guyub.id");
    const ownPayouts = db
      .select()
      .from(payouts)
      .all()
      .filter((p) => p.ownerId === owner.id);
    expect(new Set(ownPayouts.map((p) => p.state))).toEqual(new Set(["DUE", "SENT"]));
    expect(
      new Set(
        db
          .select()
          .from(refunds)
          .all()
          .map((r) => r.state),
      ),
    ).toEqual(new Set(REFUND_STATES));
    // A cancellation after payment with a share: payout + refund + revenue + PPN = the total paid.
    const shared = rows.filter((c) => c.state === "CANCELLED" && c.paymentState === "REFUNDED");
    expect(shared.length).toBeGreaterThanOrEqual(1);
    for (const c of shared) {
      const invoice = db
        .select()
        .from(invoices)
        .all()
        .find((i) => i.campaignId === c.id)!;
      const payout = db
        .select()
        .from(payouts)
        .all()
        .find((p) => p.campaignId === c.id)!;
      const refund = db
        .select()
        .from(refunds)
        .all()
        .find((r) => r.campaignId === c.id)!;
      const earned = db
        .select()
        .from(ledgerEntries)
        .all()
        .find((e) => e.key === `campaign-settled:${c.id}`)!
        .memo.split(" earned ")[1];
      const split = cancellationSplit(invoice, Number(earned));
      expect(Number(earned)).toBeGreaterThan(0);
      expect([payout.amount, refund.amount]).toEqual([split.owner, split.brand]);
    }
    // The demo owner has a bank account (a known bank); every payout sent went to an account.
    const accounts = db.select().from(bankAccounts).all();
    expect(accounts.some((a) => a.userId === owner.id)).toBe(true);
    for (const a of accounts) expect(BANKS.map((b) => b.code)).toContain(a.bankCode);
    for (const p of db
      .select()
      .from(payouts)
      .all()
      .filter((x) => x.state === "SENT")) {
      expect(accounts.some((a) => a.userId === p.ownerId)).toBe(true);
    }
    // Two of the unpaid ones are the accepted bookings' (db/seed-bookings.ts).
    expect(financeCounts(admin()).invoices).toEqual({ UNPAID: 3, OVERDUE: 1, PAID: 10, VOID: 1, DECLINED: 1 });
  });

  it("keeps a ledger that balances: every entry sums to zero, the trial balance too, and held money matches each campaign", () => {
    const lines = db.select().from(ledgerLines).all();
    const byEntry = new Map<number, number>();
    for (const l of lines) byEntry.set(l.entryId, (byEntry.get(l.entryId) ?? 0) + l.amount);
    expect(byEntry.size).toBe(db.select().from(ledgerEntries).all().length);
    for (const sum of byEntry.values()) expect(sum).toBe(0);
    const balance = ledgerBalance(admin());
    expect(balance.balanced).toBe(true);
    expect(balance).toEqual(trialBalance());
    // The maintained balances are the sums of the lines.
    for (const { account, balance: b } of balance.accounts) expect(b).toBe(accountBalance(account));
    const held = balance.accounts.find((a) => a.account === "HELD")!.balance;
    expect(held).toBeLessThan(0);
    const allInvoices = db.select().from(invoices).all();
    let heldTotal = 0;
    for (const c of db.select().from(campaigns).all()) {
      const invoice = allInvoices.find((i) => i.campaignId === c.id);
      const expected = c.paymentState === "PAID" ? -invoice!.total : 0;
      expect(accountBalance("HELD", { campaignId: c.id }), `campaign ${c.id} (${c.state}, ${c.paymentState})`).toBe(expected);
      heldTotal += expected;
      if (c.paymentState === "PAID") expect(["IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED"]).toContain(c.state);
    }
    expect(held).toBe(heldTotal);
    // What came in is what is held, owed or kept, plus what went out.
    const paid = allInvoices.filter((i) => i.state === "PAID").reduce((sum, i) => sum + i.total, 0);
    const sent = [...db.select().from(payouts).all(), ...db.select().from(refunds).all()]
      .filter((p) => p.state === "SENT")
      .reduce((sum, p) => sum + p.amount, 0);
    expect(balance.accounts.find((a) => a.account === "BANK")!.balance).toBe(paid - sent);
  });

  it("shows on every statement what the ledger holds", () => {
    const allPayouts = db.select().from(payouts).all();
    const allRefunds = db.select().from(refunds).all();
    const entries = db.select().from(ledgerEntries).all();
    const lines = db.select().from(ledgerLines).all();
    const sentOf = (kind: string, account: string, userId: number) =>
      lines
        .filter((l) => l.account === account && l.userId === userId && entries.find((e) => e.id === l.entryId)!.kind === kind)
        .reduce((sum, l) => sum + l.amount, 0);
    // Every owner with money: earnings = the ledger.
    const owners = new Set(
      db
        .select()
        .from(communities)
        .all()
        .map((c) => c.ownerId),
    );
    for (const ownerId of owners) {
      const earnings = getEarnings(admin(), ownerId, { limit: 100, offset: 0 });
      expect(earnings.payable).toBe(0 - accountBalance("PAYABLE", { userId: ownerId }));
      expect(earnings.payable).toBe(allPayouts.filter((p) => p.ownerId === ownerId && p.state === "DUE").reduce((s, p) => s + p.amount, 0));
      expect(earnings.paidOut).toBe(sentOf("payout", "PAYABLE", ownerId));
      const heldCampaigns = earnings.items.filter((i) => i.state === "HELD");
      for (const item of heldCampaigns) expect(accountBalance("HELD", { campaignId: item.campaignId })).toBeLessThan(0);
      expect(earnings.items).toHaveLength(earnings.total);
    }
    const owner = userByEmail("owner@guyub.id");
    const mine = getEarnings(owner, owner.id, { limit: 20, offset: 0 });
    expect(mine.held).toBeGreaterThan(0);
    expect(mine.payable).toBeGreaterThan(0);
    expect(mine.paidOut).toBeGreaterThan(0);
    // Every brand: billing = the ledger.
    for (const brand of db
      .select()
      .from(users)
      .all()
      .filter((u) => u.role === "ADVERTISER")) {
      const summary = billingSummary(admin(), brand.id);
      expect(summary.refundDue).toBe(0 - accountBalance("REFUNDABLE", { userId: brand.id }));
      expect(summary.refunded).toBe(sentOf("refund", "REFUNDABLE", brand.id));
      expect(summary.refundDue + summary.refunded).toBe(
        allRefunds.filter((r) => r.advertiserId === brand.id).reduce((s, r) => s + r.amount, 0),
      );
      const bankIn = lines
        .filter((l) => l.account === "BANK" && l.amount > 0)
        .filter((l) => {
          const entry = entries.find((e) => e.id === l.entryId)!;
          return (
            entry.kind === "payment" &&
            db
              .select()
              .from(invoices)
              .all()
              .find((i) => i.campaignId === entry.campaignId)!.advertiserId === brand.id
          );
        })
        .reduce((s, l) => s + l.amount, 0);
      expect(summary.paid).toBe(bankIn);
    }
    const advertiser = userByEmail("advertiser@guyub.id");
    const theirs = billingSummary(advertiser, advertiser.id);
    for (const figure of [theirs.paid, theirs.unpaid, theirs.refunded, theirs.refundDue]) expect(figure).toBeGreaterThan(0);
  });

  it("writes every notification with the parameters its text names, in both languages", () => {
    const rows = db.select().from(notifications).all();
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      for (const lang of ["en", "id"] as const) {
        const view = renderNotification(row, lang);
        expect(view.title, row.type).not.toBe(row.type);
        expect(view.message, `${row.type} (${lang})`).not.toMatch(/[{}]/);
        expect(view.message.trim(), `${row.type} (${lang})`).not.toBe("");
      }
    }
  });

  it("tells the parties of the money steps", () => {
    const types = new Set(
      db
        .select()
        .from(notifications)
        .all()
        .map((n) => n.type),
    );
    for (const type of [
      "invoice_issued",
      "invoice_overdue",
      "invoice_void",
      "campaign_not_paid",
      "campaign_invoice_declined",
      "campaign_paid",
      "payout_sent",
      "refund_sent",
    ]) {
      expect(types, type).toContain(type);
    }
  });
});

describe("the demo conversations", () => {
  it("give the demo owner's campaigns a thread with messages, the last unread by the other side, one with a photo on disk", () => {
    const owner = db.select().from(users).where(eq(users.email, "owner@guyub.id")).get()!;
    // The campaigns' threads (the bookings' own threads are the bookings' seed's).
    const seeded = db
      .select()
      .from(threads)
      .all()
      .filter((t) => t.bookingId === null);
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    for (const thread of seeded) {
      const rows = db.select().from(messages).where(eq(messages.threadId, thread.id)).all();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(thread.lastMessageId).toBe(rows.at(-1)!.id);
      const reads = db.select().from(threadReads).where(eq(threadReads.threadId, thread.id)).all();
      expect(reads).toHaveLength(2);
      // One side has read everything, the other all but the last; no e-mail waits.
      expect(reads.map((r) => r.lastReadId).sort((a, b) => a - b)).toEqual([rows.at(-2)!.id, rows.at(-1)!.id]);
      expect(reads.every((r) => r.emailDueAt === null)).toBe(true);
      for (const m of rows) expect(m.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(seeded.some((t) => db.select().from(communities).where(eq(communities.id, t.communityId)).get()?.ownerId === owner.id)).toBe(
      true,
    );
    const photos = db.select().from(messageImages).all();
    expect(photos).toHaveLength(1);
    const photo = path.join(path.dirname(file), "messages", photos[0].name);
    expect(fs.readFileSync(photo).subarray(8, 12).toString()).toBe("WEBP");
    fs.rmSync(photo, { force: true });
  });
});
