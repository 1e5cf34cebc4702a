/*
 * Demo data for Guyub (db/seed-data.ts), inserted in one transaction.
 *
 *   npx tsx db/seed.ts        (npm run db:seed)
 *
 * opens DATABASE_URL, applies the migrations and seeds only an empty database.
 * The server start imports seedDemo/isDatabaseEmpty for SEED_DEMO.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { CampaignState, InvoiceState, LedgerAccount, PaymentState } from "../app/utils/enums";
import { cancellationSplit, invoiceFigures, type InvoiceFigures } from "../app/utils/amounts";
import { count, eq } from "drizzle-orm";
import { databasePath, openDatabase, runMigrations, type DB } from "./connection";
import { hashPassword } from "./password";
import { seedBookings, type DemoTalk } from "./seed-bookings";
import {
  applications,
  bankAccounts,
  briefs,
  campaignEvents,
  campaignProofs,
  campaigns,
  communities,
  communityCategories,
  contactMessages,
  invoiceCounters,
  invoices,
  ledgerEntries,
  ledgerLines,
  members,
  messageImages,
  messages,
  notifications,
  packages,
  payouts,
  refunds,
  threadReads,
  threads,
  users,
  type CampaignEvent,
} from "./schema";
import {
  DEFAULT_PASSWORD,
  DEMO_ACCOUNTS,
  SEED_ADMIN,
  SEED_ADVERTISERS,
  SEED_APPLICATIONS,
  SEED_BRIEFS,
  SEED_CAMPAIGNS,
  SEED_COMMUNITIES,
  SEED_CONTACT_MESSAGES,
  SEED_MONEY,
  SEED_OWNERS_WITHOUT_COMMUNITY,
  SEED_PACKAGES,
  type SeedAdvertiser,
  type SeedCampaign,
  type SeedMoney,
  type SeedUser,
} from "./seed-data";

export type SeedSummary = {
  users: number;
  communities: number;
  briefs: number;
  applications: number;
  campaigns: number;
  invoices: number;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type CampaignPlan = Pick<SeedCampaign, "state" | "proofs" | "cancelNote" | "cancelledDaysAgo" | "money">;

/** As app/models/campaign/states.ts PROOF_ANSWER_DAYS (db/ cannot use the ~ alias). */
const PROOF_ANSWER_DAYS = 7;
/** As app/models/money/money.server.ts VOID_AFTER_DAYS: an unpaid invoice is void this many days after its due date. */
const VOID_AFTER_DAYS = 7;

/**
 * The state a seeded campaign's money and proofs lead to (the rules of
 * app/models/campaign/states.ts and docs/product.md, "Money"): an unpaid invoice keeps the
 * campaign AWAITING_PAYMENT with no proof, a void or declined one cancelled it; once paid,
 * every proof but the last was sent back with changes and the last one's answer decides.
 */
function stateFromProofs(plan: CampaignPlan): CampaignState | "no state (answers out of order)" | "no state (work on an unpaid invoice)" {
  const invoice = plan.money?.invoice;
  if (invoice && invoice !== "PAID") {
    if (plan.proofs.length > 0 || plan.cancelNote !== undefined) return "no state (work on an unpaid invoice)";
    return invoice === "UNPAID" || invoice === "OVERDUE" ? "AWAITING_PAYMENT" : "CANCELLED";
  }
  const last = plan.proofs.at(-1);
  const open = !last || !last.decision || last.decision === "CHANGES_REQUESTED";
  if (plan.proofs.slice(0, -1).some((p) => p.decision !== "CHANGES_REQUESTED")) return "no state (answers out of order)";
  if (plan.cancelNote !== undefined) return open ? "CANCELLED" : "no state (answers out of order)";
  if (!last) return "IN_PROGRESS";
  if (!last.decision) return "PROOF_SUBMITTED";
  return last.decision === "CHANGES_REQUESTED" ? "CHANGES_REQUESTED" : "COMPLETED";
}

/** True when the database holds no user at all (a fresh install). */
export function isDatabaseEmpty(db: DB): boolean {
  const row = db.select({ n: count() }).from(users).get();
  return (row?.n ?? 0) === 0;
}

/** Today's calendar date in Asia/Jakarta, "YYYY-MM-DD". */
function jakartaDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a calendar date begins in WIB (as app/utils/dates.ts wibMidnight). */
function wibMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

/** "Rp 1.500.000", as app/i18n/format.ts formatRupiah (notifications carry the formatted amount). */
const rupiahFormatter = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const rupiah = (amount: number) => `Rp ${rupiahFormatter.format(amount)}`;

/** Same as app/models/user.server.ts usernameBase (kept here: db/ cannot use the ~ alias). */
function usernameBase(fullname: string): string {
  const base = fullname
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return (base || "user").slice(0, 40);
}

/**
 * Insert the demo data into an empty, migrated database, in one transaction.
 * Throws (and inserts nothing) when the database already has users.
 */
export async function seedDemo(db: DB, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const today = jakartaDate(now);

  // A timestamp `daysAgo` days back, shifted by a few deterministic hours so no two rows
  // share an instant and "newest first" orders are stable. Never in the future.
  let tick = 0;
  const at = (daysAgo: number): Date => {
    tick += 1;
    const jitter = ((tick * 7) % 11) * HOUR + ((tick * 13) % 60) * 60_000;
    return new Date(nowMs - daysAgo * DAY - jitter);
  };
  const later = (date: Date, ms: number): Date => new Date(Math.min(date.getTime() + ms, nowMs));
  const atLeast = (date: Date, ...after: Date[]): Date =>
    new Date(Math.min(nowMs, Math.max(date.getTime(), ...after.map((d) => d.getTime() + HOUR))));
  const dateIn = (days: number | null) => (days === null ? null : addDays(today, days));

  // argon2id is slow on purpose: hash each distinct password once, before the transaction.
  const passwords = [...new Set([DEFAULT_PASSWORD, ...DEMO_ACCOUNTS.map((a) => a.password)])];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
  const passwordHashOf = (email: string) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.email === email);
    return hashes.get(demo ? demo.password : DEFAULT_PASSWORD)!;
  };

  const demoPhoto = await demoMessagePhoto();

  return db.transaction((tx) => {
    if (tx.select({ n: count() }).from(users).get()!.n > 0) {
      throw new Error("The database already has users: demo data is only seeded into an empty one.");
    }

    const usernames = new Set<string>();
    const uniqueUsername = (wanted: string) => {
      let name = wanted;
      for (let i = 2; usernames.has(name); i++) name = `${wanted}${i}`;
      usernames.add(name);
      return name;
    };

    type Inserted = { id: number; createdAt: Date; seed: SeedUser; role: string };
    const byEmail = new Map<string, Inserted>();
    const byId = new Map<number, Inserted & { company?: Pick<SeedAdvertiser, "companyName" | "billing"> }>();
    const insertUser = (
      seed: SeedUser,
      role: "ADMIN" | "COMMUNITY_OWNER" | "ADVERTISER",
      company?: Pick<SeedAdvertiser, "companyName" | "companyDescription" | "billing">,
    ): Inserted => {
      const email = seed.email.trim().toLowerCase();
      const createdAt = at(seed.daysAgo);
      const decided = seed.status !== "PENDING";
      const row = tx
        .insert(users)
        .values({
          username: uniqueUsername(seed.username ?? usernameBase(seed.fullname)),
          fullname: seed.fullname,
          picName: role === "COMMUNITY_OWNER" ? (seed.picName ?? seed.fullname) : null,
          email,
          phone: seed.phone,
          passwordHash: passwordHashOf(email),
          role,
          approvalStatus: seed.status,
          rejectionReason: seed.status === "REJECTED" ? (seed.rejectionReason ?? null) : null,
          companyName: company?.companyName ?? null,
          companyDescription: company?.companyDescription ?? null,
          billingName: company?.billing?.name ?? null,
          billingAddress: company?.billing?.address ?? null,
          billingNpwp: company?.billing?.npwp ?? null,
          createdAt,
          updatedAt: decided ? later(createdAt, DAY) : createdAt,
        })
        .returning({ id: users.id, createdAt: users.createdAt })
        .get();
      const inserted = { ...row, seed, role };
      byEmail.set(email, inserted);
      byId.set(row.id, { ...inserted, company });
      if (seed.bankAccount) {
        const added = later(createdAt, 2 * DAY);
        tx.insert(bankAccounts)
          .values({ userId: row.id, ...seed.bankAccount, holdUntil: null, createdAt: added, updatedAt: added })
          .run();
      }
      return inserted;
    };

    // ---- Users -----------------------------------------------------------------------------
    const admin = insertUser(SEED_ADMIN, "ADMIN");
    for (const advertiser of SEED_ADVERTISERS) {
      insertUser(advertiser, "ADVERTISER", advertiser);
    }
    for (const owner of SEED_OWNERS_WITHOUT_COMMUNITY) insertUser(owner, "COMMUNITY_OWNER");

    // ---- Communities, categories, members --------------------------------------------------
    const communityByKey = new Map<string, { id: number; name: string; ownerId: number; createdAt: Date }>();
    for (const c of SEED_COMMUNITIES) {
      const owner = insertUser(c.owner, "COMMUNITY_OWNER");
      const createdAt = atLeast(at(c.daysAgo), owner.createdAt);
      const row = tx
        .insert(communities)
        .values({
          ownerId: owner.id,
          name: c.name,
          description: c.description,
          location: c.location,
          isOnline: c.isOnline,
          memberCount: c.memberCount,
          demographics: c.demographics,
          platforms: c.platforms,
          socialLinks: c.socialLinks,
          logoUrl: c.logoUrl,
          isVerified: c.isVerified,
          createdAt,
          updatedAt: c.isVerified ? later(createdAt, 2 * DAY) : createdAt,
        })
        .returning({ id: communities.id })
        .get();
      communityByKey.set(c.key, { id: row.id, name: c.name, ownerId: owner.id, createdAt });
      c.categories.forEach((category, position) => {
        tx.insert(communityCategories).values({ communityId: row.id, category, position }).run();
      });
      (c.members ?? []).forEach((m, i) => {
        tx.insert(members)
          .values({
            communityId: row.id,
            name: m.name,
            role: m.role ?? null,
            socialLinks: m.socialLinks,
            notes: m.notes ?? null,
            createdAt: later(createdAt, (i + 1) * 3 * HOUR),
          })
          .run();
      });
    }

    // ---- Packages (in each community's order) ----------------------------------------------
    const positions = new Map<string, number>();
    for (const p of SEED_PACKAGES) {
      const community = communityByKey.get(p.community);
      if (!community) throw new Error(`Seed package ${p.title}: unknown community ${p.community}`);
      const position = positions.get(p.community) ?? 0;
      positions.set(p.community, position + 1);
      tx.insert(packages)
        .values({
          communityId: community.id,
          title: p.title,
          description: p.description,
          kind: p.kind,
          platform: p.platform,
          price: p.price,
          deliveryDays: p.deliveryDays,
          brandProvides: p.brandProvides,
          active: p.active,
          position,
          createdAt: later(community.createdAt, 3 * DAY),
          updatedAt: later(community.createdAt, 3 * DAY),
        })
        .run();
    }

    // ---- Briefs ----------------------------------------------------------------------------
    const briefByKey = new Map<string, { id: number; title: string; advertiserId: number; createdAt: Date; status: string }>();
    for (const b of SEED_BRIEFS) {
      const advertiser = byEmail.get(b.advertiserEmail);
      if (!advertiser || advertiser.role !== "ADVERTISER") {
        throw new Error(`Seed brief ${b.key}: unknown advertiser ${b.advertiserEmail}`);
      }
      const createdAt = atLeast(at(b.daysAgo), advertiser.createdAt);
      const decided = b.status !== "DRAFT" && b.status !== "PENDING_APPROVAL";
      const row = tx
        .insert(briefs)
        .values({
          advertiserId: advertiser.id,
          title: b.title,
          companyName: b.companyName,
          agencyName: b.agencyName,
          description: b.description,
          targetCategory: b.targetCategory,
          campaignCategory: b.campaignCategory,
          budgetMin: b.budgetMin,
          budgetMax: b.budgetMax,
          timelineStart: dateIn(b.startInDays),
          timelineEnd: dateIn(b.endInDays),
          terms: b.terms,
          contactPerson: b.contactPerson,
          contactPhone: b.contactPhone,
          requirements: b.requirements,
          communityGuidelines: b.communityGuidelines,
          schedulePost: b.schedulePost,
          scopeOfWork: b.scopeOfWork,
          status: b.status,
          adminNotes: b.adminNotes,
          createdAt,
          updatedAt: decided ? later(createdAt, DAY) : createdAt,
        })
        .returning({ id: briefs.id })
        .get();
      briefByKey.set(b.key, {
        id: row.id,
        title: b.title,
        advertiserId: advertiser.id,
        createdAt,
        status: b.status,
      });
    }

    // ---- Applications ----------------------------------------------------------------------
    type InsertedApplication = {
      id: number;
      status: string;
      createdAt: Date;
      updatedAt: Date;
      key: string;
      brief: NonNullable<ReturnType<typeof briefByKey.get>>;
      community: NonNullable<ReturnType<typeof communityByKey.get>>;
      adminNotes: string | null;
      agreedFee: number | null;
    };
    const insertedApplications: InsertedApplication[] = [];
    for (const a of SEED_APPLICATIONS) {
      const brief = briefByKey.get(a.brief);
      const community = communityByKey.get(a.community);
      if (!brief || !community) {
        throw new Error(`Seed application ${a.brief} / ${a.community}: unknown brief or community`);
      }
      if (brief.status !== "ACTIVE" && brief.status !== "COMPLETED") {
        throw new Error(`Seed application to ${a.brief}: brief is ${brief.status}`);
      }
      if (a.agreedFee !== undefined && a.status !== "APPROVED") {
        throw new Error(`Seed application ${a.brief} / ${a.community}: an agreed fee needs an approval`);
      }
      const createdAt = atLeast(at(a.daysAgo), brief.createdAt, community.createdAt);
      const updatedAt = a.status === "PENDING" ? createdAt : later(createdAt, 2 * DAY);
      const agreedFee = a.status === "APPROVED" ? (a.agreedFee ?? a.proposedFee ?? null) : null;
      const row = tx
        .insert(applications)
        .values({
          briefId: brief.id,
          communityId: community.id,
          message: a.message,
          status: a.status,
          adminNotes: a.adminNotes,
          proposedFee: a.proposedFee ?? null,
          agreedFee,
          createdAt,
          updatedAt,
        })
        .returning({ id: applications.id })
        .get();
      insertedApplications.push({
        id: row.id,
        status: a.status,
        createdAt,
        updatedAt,
        key: `${a.brief}/${a.community}`,
        brief,
        community,
        adminNotes: a.adminNotes,
        agreedFee,
      });
    }

    // ---- Campaigns -------------------------------------------------------------------------
    // Every APPROVED application started one (IN_PROGRESS unless SEED_CAMPAIGNS says more).
    type CampaignStep = { at: Date; campaignId: number; application: InsertedApplication; kind: CampaignEvent["kind"]; note?: string };
    const campaignSteps: CampaignStep[] = [];
    // The money of each campaign that has some, written once every campaign exists (invoice
    // numbers follow the issue dates).
    type MoneyPlan = {
      campaignId: number;
      application: InsertedApplication;
      figures: InvoiceFigures;
      state: InvoiceState;
      issuedAt: Date;
      dueDate: string;
      remindedAt: Date | null;
      paid: { at: Date; reference: string } | null;
      closed: { at: Date; reason: string | null } | null;
      settled: { at: Date; kind: "release" | "cancellation"; earned: number; payoutSentAt: Date | null; refundSentAt: Date | null } | null;
    };
    const moneyPlans: MoneyPlan[] = [];
    const campaignOf = new Map<number, number>();
    const plans = new Map(SEED_CAMPAIGNS.map((c) => [`${c.brief}/${c.community}`, c]));
    for (const key of plans.keys()) {
      if (!insertedApplications.some((a) => a.key === key && a.status === "APPROVED")) {
        throw new Error(`Seed campaign ${key}: no APPROVED application`);
      }
    }
    const insertCampaign = (a: InsertedApplication): void => {
      const plan: CampaignPlan = plans.get(a.key) ?? { state: "IN_PROGRESS", proofs: [] };
      if (stateFromProofs(plan) !== plan.state) {
        throw new Error(`Seed campaign ${a.key}: its proofs lead to ${stateFromProofs(plan)}, not ${plan.state}`);
      }
      const money: SeedMoney | undefined = plan.money;
      if (money && !a.agreedFee) throw new Error(`Seed campaign ${a.key}: money without an agreed fee`);
      const started = a.updatedAt;
      const { id } = tx
        .insert(campaigns)
        .values({
          applicationId: a.id,
          briefId: a.brief.id,
          advertiserId: a.brief.advertiserId,
          communityId: a.community.id,
          state: plan.state,
          agreedFee: a.agreedFee,
          searchText: `${a.brief.title} · ${a.community.name}`,
          createdAt: started,
          updatedAt: started,
        })
        .returning({ id: campaigns.id })
        .get();
      campaignOf.set(a.id, id);
      const step = (kind: CampaignStep["kind"], when: Date, actorId: number | null, note?: string) => {
        tx.insert(campaignEvents)
          .values({ campaignId: id, kind, actorId, note: note ?? null, createdAt: when })
          .run();
        campaignSteps.push({ at: when, campaignId: id, application: a, kind, note });
      };
      step("started", started, admin.id);
      let last = started;
      let moneyPlan: MoneyPlan | null = null;
      if (money) {
        // The invoice, issued at the start; its state must be the one the deadlines give it.
        const dueDate = addDays(jakartaDate(started), SEED_MONEY.dueDays);
        const voidOn = addDays(dueDate, VOID_AFTER_DAYS + 1);
        const unpaid: InvoiceState = dueDate > today ? "UNPAID" : voidOn > today ? "OVERDUE" : "VOID";
        moneyPlan = {
          campaignId: id,
          application: a,
          figures: invoiceFigures(a.agreedFee!, SEED_MONEY.commissionPercent, SEED_MONEY.taxPercent),
          state: money.invoice,
          issuedAt: started,
          dueDate,
          remindedAt: null,
          paid: null,
          closed: null,
          settled: null,
        };
        moneyPlans.push(moneyPlan);
        const paidOrDeclinedAt =
          money.invoice === "PAID" ? at(money.paidDaysAgo) : money.invoice === "DECLINED" ? at(money.declinedDaysAgo) : null;
        const lateBy = paidOrDeclinedAt && jakartaDate(paidOrDeclinedAt) >= voidOn;
        if ((paidOrDeclinedAt ? lateBy : money.invoice !== unpaid) || (paidOrDeclinedAt && paidOrDeclinedAt < started)) {
          throw new Error(
            `Seed campaign ${a.key}: an invoice issued on ${jakartaDate(started)} cannot be ${money.invoice} (it is ${unpaid})`,
          );
        }
        if (dueDate <= today && (money.invoice === "OVERDUE" || money.invoice === "VOID")) {
          // The job reminded the brand on the due date, and voided the invoice 7 days after it.
          moneyPlan.remindedAt = later(wibMidnight(dueDate), 60_000);
        }
        if (money.invoice === "PAID") {
          last = atLeast(paidOrDeclinedAt!, started);
          moneyPlan.paid = { at: last, reference: money.reference };
          step("paid", last, admin.id, money.reference);
        } else if (money.invoice === "DECLINED") {
          last = atLeast(paidOrDeclinedAt!, started);
          moneyPlan.closed = { at: last, reason: money.reason };
          step("invoice_declined", last, a.brief.advertiserId, money.reason);
        } else if (money.invoice === "VOID") {
          last = later(wibMidnight(voidOn), 2 * 60_000);
          moneyPlan.closed = { at: last, reason: null };
          step("invoice_void", last, null, "not_paid");
        }
      }
      let latest: { id: number; sentAt: Date } | null = null;
      for (const proof of plan.proofs) {
        const sentAt = atLeast(at(proof.daysAgo), last);
        const answeredAt = proof.decision ? atLeast(at(proof.answeredDaysAgo ?? proof.daysAgo - 1), sentAt) : null;
        const row = tx
          .insert(campaignProofs)
          .values({
            campaignId: id,
            links: proof.links,
            reach: proof.reach,
            reactions: proof.reactions,
            attendees: proof.attendees,
            note: proof.note,
            decision: proof.decision ?? null,
            reason: proof.reason ?? null,
            decidedAt: answeredAt,
            createdAt: sentAt,
          })
          .returning({ id: campaignProofs.id })
          .get();
        latest = { id: row.id, sentAt };
        step("proof_submitted", sentAt, a.community.ownerId);
        if (proof.decision && answeredAt) {
          const kind =
            proof.decision === "ACCEPTED" ? "accepted" : proof.decision === "AUTO_ACCEPTED" ? "auto_accepted" : "changes_requested";
          step(kind, answeredAt, kind === "auto_accepted" ? null : a.brief.advertiserId, proof.reason);
        }
        last = answeredAt ?? sentAt;
      }
      if (plan.state === "CANCELLED" && plan.cancelNote !== undefined) {
        last = atLeast(at(plan.cancelledDaysAgo ?? 1), last);
        step("cancelled", last, admin.id, plan.cancelNote);
      }
      // Paid money is released on completion, or split on a cancellation (the model's
      // releaseCampaignMoney and settleCancelledCampaignMoney); payouts and refunds sent later.
      let paymentState: PaymentState = money ? "AWAITING_PAYMENT" : a.agreedFee ? "OUTSIDE" : "NONE";
      if (money && money.invoice !== "PAID")
        paymentState = money.invoice === "UNPAID" || money.invoice === "OVERDUE" ? "AWAITING_PAYMENT" : "VOID";
      if (money?.invoice === "PAID" && moneyPlan) {
        const over = plan.state === "COMPLETED" || plan.state === "CANCELLED";
        const earned = money.earned ?? 0;
        if (!over && (money.payoutSentDaysAgo !== undefined || money.refundSentDaysAgo !== undefined)) {
          throw new Error(`Seed campaign ${a.key}: a payout or refund of a campaign still running`);
        }
        if (plan.state !== "CANCELLED" && (money.earned !== undefined || money.refundSentDaysAgo !== undefined)) {
          throw new Error(`Seed campaign ${a.key}: a share or a refund without a cancellation`);
        }
        paymentState = "PAID";
        if (over) {
          const kind = plan.state === "COMPLETED" ? "release" : "cancellation";
          const split = kind === "cancellation" ? cancellationSplit(moneyPlan.figures, earned) : null;
          if (split && split.owner === 0 && money.payoutSentDaysAgo !== undefined)
            throw new Error(`Seed campaign ${a.key}: no payout to send`);
          if (split && split.brand === 0 && money.refundSentDaysAgo !== undefined)
            throw new Error(`Seed campaign ${a.key}: no refund to send`);
          const sentAt = (daysAgo: number | undefined) => (daysAgo === undefined ? null : atLeast(at(daysAgo), last));
          moneyPlan.settled = {
            at: last,
            kind,
            earned,
            payoutSentAt: sentAt(money.payoutSentDaysAgo),
            refundSentAt: sentAt(money.refundSentDaysAgo),
          };
          paymentState = split && split.brand > 0 ? "REFUNDED" : "RELEASED";
        }
      }
      const waiting = plan.state === "PROOF_SUBMITTED" && latest;
      tx.update(campaigns)
        .set({
          latestProofId: latest?.id ?? null,
          answerDueAt: waiting ? new Date(latest!.sentAt.getTime() + PROOF_ANSWER_DAYS * DAY) : null,
          paymentState,
          updatedAt: last,
        })
        .where(eq(campaigns.id, id))
        .run();
    };
    for (const a of insertedApplications) if (a.status === "APPROVED") insertCampaign(a);

    // ---- Money -----------------------------------------------------------------------------
    // What the models write for each step (app/models/money/money.server.ts): the invoice with
    // a number without gaps per year (WIB), its ledger entries under the same keys, payouts
    // and refunds. Amounts from app/utils/amounts.ts, as the models compute them.
    type EntryPlan = {
      key: string;
      kind: string;
      campaignId: number;
      memo: string;
      at: Date;
      lines: { account: LedgerAccount; amount: number; campaignId?: number; userId?: number }[];
    };
    const entries: EntryPlan[] = [];
    type MoneyNote = { userId: number; type: string; at: Date; data: Record<string, unknown> };
    const moneyNotes: MoneyNote[] = [];
    const counters = new Map<number, number>();
    const paymentsOut: { table: "payout" | "refund"; plan: MoneyPlan; at: Date; amount: number; userId: number; sentAt: Date | null }[] =
      [];
    moneyPlans.sort((x, y) => x.issuedAt.getTime() - y.issuedAt.getTime());
    for (const m of moneyPlans) {
      const { brief, community } = m.application;
      const year = Number(jakartaDate(m.issuedAt).slice(0, 4));
      const n = (counters.get(year) ?? 0) + 1;
      counters.set(year, n);
      const number = `GYB/${year}/${String(n).padStart(6, "0")}`;
      const brand = byId.get(brief.advertiserId)!;
      const buyer = {
        name: brand.company?.billing?.name || brand.company?.companyName || brand.seed.fullname,
        address: brand.company?.billing?.address ?? "",
        npwp: brand.company?.billing?.npwp ?? "",
      };
      const changedAt = m.paid?.at ?? m.closed?.at ?? m.remindedAt ?? m.issuedAt;
      const { id: invoiceId } = tx
        .insert(invoices)
        .values({
          number,
          campaignId: m.campaignId,
          advertiserId: brief.advertiserId,
          state: m.state,
          ...m.figures,
          description: `${brief.title} · ${community.name}`,
          issuedAt: m.issuedAt,
          dueDate: m.dueDate,
          remindedAt: m.remindedAt,
          paidAt: m.paid?.at ?? null,
          reference: m.paid?.reference ?? null,
          declineReason: m.state === "DECLINED" ? m.closed!.reason : null,
          closedAt: m.closed?.at ?? null,
          buyer,
          seller: { ...SEED_MONEY.seller },
          createdAt: m.issuedAt,
          updatedAt: changedAt,
        })
        .returning({ id: invoices.id })
        .get();
      const params = { campaignId: m.campaignId, briefId: brief.id, brief: brief.title, community: community.name };
      const words = { invoiceId, number, total: rupiah(m.figures.total), due: m.dueDate };
      moneyNotes.push({ userId: brief.advertiserId, type: "invoice_issued", at: m.issuedAt, data: { ...params, ...words } });
      if (m.remindedAt)
        moneyNotes.push({ userId: brief.advertiserId, type: "invoice_overdue", at: m.remindedAt, data: { ...params, ...words } });
      if (m.state === "VOID") {
        moneyNotes.push({ userId: brief.advertiserId, type: "invoice_void", at: m.closed!.at, data: { ...params, invoiceId, number } });
        moneyNotes.push({ userId: community.ownerId, type: "campaign_not_paid", at: m.closed!.at, data: params });
      }
      if (m.state === "DECLINED") {
        moneyNotes.push({
          userId: community.ownerId,
          type: "campaign_invoice_declined",
          at: m.closed!.at,
          data: { ...params, reason: m.closed!.reason },
        });
      }
      if (!m.paid) continue;
      const { total, commission, communityShare, tax } = m.figures;
      moneyNotes.push({
        userId: community.ownerId,
        type: "campaign_paid",
        at: m.paid.at,
        data: { ...params, share: rupiah(communityShare) },
      });
      entries.push({
        key: `invoice-paid:${invoiceId}`,
        kind: "payment",
        campaignId: m.campaignId,
        memo: `${number} ${m.paid.reference}`,
        at: m.paid.at,
        lines: [
          { account: "BANK", amount: total },
          { account: "HELD", amount: -total, campaignId: m.campaignId },
        ],
      });
      const s = m.settled;
      if (!s) continue;
      const split =
        s.kind === "release" ? { owner: communityShare, brand: 0, revenue: commission, tax } : cancellationSplit(m.figures, s.earned);
      entries.push({
        key: `campaign-settled:${m.campaignId}`,
        kind: s.kind,
        campaignId: m.campaignId,
        memo: s.kind === "release" ? number : `${number} earned ${s.earned}`,
        at: s.at,
        lines: [
          { account: "HELD", amount: total, campaignId: m.campaignId },
          { account: "PAYABLE", amount: -split.owner, userId: community.ownerId },
          { account: "REFUNDABLE", amount: -split.brand, userId: brief.advertiserId },
          { account: "REVENUE", amount: -split.revenue },
          { account: "TAX_PAYABLE", amount: -split.tax },
        ],
      });
      if (split.owner > 0)
        paymentsOut.push({ table: "payout", plan: m, at: s.at, amount: split.owner, userId: community.ownerId, sentAt: s.payoutSentAt });
      if (split.brand > 0)
        paymentsOut.push({ table: "refund", plan: m, at: s.at, amount: split.brand, userId: brief.advertiserId, sentAt: s.refundSentAt });
    }
    for (const [year, last] of counters) tx.insert(invoiceCounters).values({ year, last }).run();

    // Payouts and refunds, oldest first; those sent, with their ledger entry.
    paymentsOut.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const p of paymentsOut) {
      const { brief, community } = p.plan.application;
      const reference = p.sentAt
        ? `BCA ${p.table === "payout" ? "PO" : "RF"} ${p.plan.campaignId}-${jakartaDate(p.sentAt).replaceAll("-", "")}`
        : null;
      const values = {
        campaignId: p.plan.campaignId,
        amount: p.amount,
        state: p.sentAt ? ("SENT" as const) : ("DUE" as const),
        reference,
        sentAt: p.sentAt,
        createdAt: p.at,
        updatedAt: p.sentAt ?? p.at,
      };
      const { id } =
        p.table === "payout"
          ? tx
              .insert(payouts)
              .values({ ...values, ownerId: p.userId })
              .returning({ id: payouts.id })
              .get()
          : tx
              .insert(refunds)
              .values({ ...values, advertiserId: p.userId })
              .returning({ id: refunds.id })
              .get();
      if (!p.sentAt) continue;
      const account = p.table === "payout" ? "PAYABLE" : "REFUNDABLE";
      entries.push({
        key: `${p.table}-sent:${id}`,
        kind: p.table,
        campaignId: p.plan.campaignId,
        memo: reference!,
        at: p.sentAt,
        lines: [
          { account, amount: p.amount, userId: p.userId },
          { account: "BANK", amount: -p.amount },
        ],
      });
      const params = { campaignId: p.plan.campaignId, briefId: brief.id, brief: brief.title, community: community.name };
      moneyNotes.push({
        userId: p.userId,
        type: p.table === "payout" ? "payout_sent" : "refund_sent",
        at: p.sentAt,
        data: { ...params, amount: rupiah(p.amount), reference },
      });
    }

    // The ledger, in the order it happened: each entry's lines sum to zero (lines of 0 left
    // out, as postEntry does); the database keeps the balances (ledger_balances).
    entries.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const e of entries) {
      const lines = e.lines.filter((l) => l.amount !== 0);
      if (lines.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`Seed ledger entry ${e.key} does not balance`);
      const { id: entryId } = tx
        .insert(ledgerEntries)
        .values({ key: e.key, kind: e.kind, campaignId: e.campaignId, memo: e.memo, createdAt: e.at })
        .returning({ id: ledgerEntries.id })
        .get();
      tx.insert(ledgerLines)
        .values(
          lines.map((l) => ({ entryId, account: l.account, amount: l.amount, campaignId: l.campaignId ?? null, userId: l.userId ?? null })),
        )
        .run();
    }

    // ---- Contact messages ------------------------------------------------------------------
    const insertedMessages = SEED_CONTACT_MESSAGES.map((m) => {
      const createdAt = at(m.daysAgo);
      const row = tx
        .insert(contactMessages)
        .values({
          name: m.name,
          email: m.email,
          phone: m.phone,
          message: m.message,
          isRead: m.isRead,
          createdAt,
        })
        .returning({ id: contactMessages.id })
        .get();
      return { id: row.id, name: m.name, email: m.email, isRead: m.isRead, createdAt };
    });

    // ---- Notifications ---------------------------------------------------------------------
    const notify = (
      userId: number,
      n: {
        type: string;
        data: Record<string, unknown>;
        isRead?: boolean;
        createdAt: Date;
      },
    ) => {
      tx.insert(notifications)
        .values({
          userId,
          type: n.type,
          data: n.data,
          isRead: n.isRead ?? false,
          createdAt: n.createdAt,
        })
        .run();
    };

    // Admin: registrations of the last ~2 weeks (the older ones already read).
    for (const u of byEmail.values()) {
      if (u.role === "ADMIN" || u.seed.daysAgo > 14) continue;
      notify(admin.id, {
        type: "new_user",
        data: { userId: u.id, role: u.role, name: u.seed.fullname, email: u.seed.email },
        isRead: u.seed.status !== "PENDING",
        createdAt: u.createdAt,
      });
    }
    for (const b of SEED_BRIEFS) {
      if (b.status !== "PENDING_APPROVAL") continue;
      const brief = briefByKey.get(b.key)!;
      notify(admin.id, {
        type: "new_brief",
        data: { briefId: brief.id, title: b.title, company: b.companyName },
        createdAt: brief.createdAt,
      });
    }
    for (const a of insertedApplications) {
      if (a.status !== "PENDING") continue;
      notify(admin.id, {
        type: "new_application",
        data: { applicationId: a.id, briefId: a.brief.id, communityId: a.community.id, brief: a.brief.title, community: a.community.name },
        createdAt: a.createdAt,
      });
    }
    for (const m of insertedMessages) {
      notify(admin.id, {
        type: "new_contact_message",
        data: { contactMessageId: m.id, name: m.name, email: m.email },
        isRead: m.isRead,
        createdAt: m.createdAt,
      });
    }

    // Account decisions, for every decided non-admin user.
    for (const u of byEmail.values()) {
      if (u.role === "ADMIN" || u.seed.status === "PENDING") continue;
      const approved = u.seed.status === "APPROVED";
      notify(u.id, {
        type: approved ? "account_approved" : "account_rejected",
        data: approved ? { userId: u.id } : { userId: u.id, reason: u.seed.rejectionReason ?? "" },
        isRead: approved && u.seed.daysAgo > 7,
        createdAt: later(u.createdAt, DAY),
      });
    }

    // Owners: community verified and application decisions.
    for (const c of SEED_COMMUNITIES) {
      if (!c.isVerified) continue;
      const community = communityByKey.get(c.key)!;
      notify(community.ownerId, {
        type: "community_verified",
        data: { communityId: community.id, community: c.name },
        isRead: true,
        createdAt: later(community.createdAt, 2 * DAY),
      });
    }
    for (const a of insertedApplications) {
      if (a.status === "PENDING") continue;
      const approved = a.status === "APPROVED";
      const recent = nowMs - a.updatedAt.getTime() < 14 * DAY;
      // The parameters the event registry's texts name (app/models/events/registry.server.ts).
      const decided = {
        applicationId: a.id,
        briefId: a.brief.id,
        communityId: a.community.id,
        brief: a.brief.title,
        community: a.community.name,
        notes: a.adminNotes ?? "",
      };
      notify(a.community.ownerId, {
        type: approved ? "application_approved" : "application_rejected",
        data: approved ? { ...decided, campaignId: campaignOf.get(a.id)!, fee: a.agreedFee } : decided,
        isRead: !recent,
        createdAt: a.updatedAt,
      });
      // Advertisers: an approved application on their brief.
      if (approved) {
        notify(a.brief.advertiserId, {
          type: "brief_application_approved",
          data: {
            applicationId: a.id,
            briefId: a.brief.id,
            communityId: a.community.id,
            brief: a.brief.title,
            community: a.community.name,
          },
          isRead: !recent,
          createdAt: a.updatedAt,
        });
      }
    }

    // Campaign steps: each party told of what the other side (or the admin, or the clock) did.
    for (const s of campaignSteps) {
      const { brief, community } = s.application;
      const params = { campaignId: s.campaignId, briefId: brief.id, brief: brief.title, community: community.name };
      const isRead = nowMs - s.at.getTime() > 3 * DAY;
      const tell = (userId: number, type: string, extra: Record<string, string> = {}) =>
        notify(userId, { type, data: { ...params, ...extra }, isRead, createdAt: s.at });
      if (s.kind === "proof_submitted") tell(brief.advertiserId, "brief_campaign_proof");
      if (s.kind === "changes_requested") tell(community.ownerId, "campaign_changes_requested", { reason: s.note ?? "" });
      if (s.kind === "accepted") tell(community.ownerId, "campaign_accepted");
      if (s.kind === "auto_accepted") {
        tell(community.ownerId, "campaign_auto_accepted");
        tell(brief.advertiserId, "brief_campaign_auto_accepted");
      }
      if (s.kind === "cancelled") {
        tell(community.ownerId, "campaign_cancelled", { note: s.note ?? "" });
        tell(brief.advertiserId, "brief_campaign_cancelled", { note: s.note ?? "" });
      }
    }
    // Money steps: invoices issued, reminders, payments, payouts and refunds sent.
    for (const note of moneyNotes) {
      notify(note.userId, { type: note.type, data: note.data, isRead: nowMs - note.at.getTime() > 3 * DAY, createdAt: note.at });
    }

    // Advertisers: brief decisions (approved = ACTIVE/COMPLETED; rejected = CANCELLED with notes).
    for (const b of SEED_BRIEFS) {
      const brief = briefByKey.get(b.key)!;
      const approved = b.status === "ACTIVE" || b.status === "COMPLETED";
      const rejected = b.status === "CANCELLED" && b.adminNotes !== null;
      if (!approved && !rejected) continue;
      const decidedAt = later(brief.createdAt, DAY);
      notify(brief.advertiserId, {
        type: approved ? "brief_approved" : "brief_rejected",
        data: { briefId: brief.id, title: b.title, notes: b.adminNotes ?? "" },
        isRead: nowMs - decidedAt.getTime() > 14 * DAY,
        createdAt: decidedAt,
      });
    }

    // Conversations (docs/product.md, "Conversations"): a few campaigns of the demo owner
    // and the demo brand have their thread, the last message unread by the side it is
    // for (no e-mail waits); the first one carries a photo, kept as uploads are.
    const demoOwnerId = byEmail.get("owner@guyub.id")?.id;
    const demoBrandId = byEmail.get("advertiser@guyub.id")?.id;
    const talks = insertedApplications
      .filter((a) => campaignOf.has(a.id) && (a.community.ownerId === demoOwnerId || a.brief.advertiserId === demoBrandId))
      .slice(0, 3);
    const dbFile = db.$client.name;
    const messagesFolder = dbFile && dbFile !== ":memory:" ? path.join(path.dirname(dbFile), "messages") : null;
    // Every deal's talk (these and the bookings') is written at the end in time order, so
    // message ids grow with time as in use (the Messages page lists by the last one's id).
    const demoTalks: DemoTalk[] = [];
    talks.forEach((a, i) => {
      const start = new Date(nowMs - (i + 1) * DAY);
      demoTalks.push({
        at: Math.min(nowMs - 60_000, start.getTime() + (DEMO_TALK.length - 1) * 2 * HOUR),
        talk: () => talkOf(a, i, start),
      });
    });
    const talkOf = (a: (typeof talks)[number], i: number, start: Date) => {
      const campaignId = campaignOf.get(a.id)!;
      const thread = tx
        .insert(threads)
        .values({ communityId: a.community.id, advertiserId: a.brief.advertiserId, campaignId, createdAt: start })
        .returning({ id: threads.id })
        .get();
      let lastId = 0;
      let previousId = 0;
      DEMO_TALK.forEach(([role, text], k) => {
        const createdAt = new Date(Math.min(nowMs - 60_000, start.getTime() + k * 2 * HOUR));
        const withPhoto = i === 0 && k === 1 && demoPhoto !== null && messagesFolder !== null;
        const name = withPhoto ? `${String(campaignId).padStart(8, "0")}d3e0${"0".repeat(20)}.webp` : null;
        if (name && messagesFolder) {
          fs.mkdirSync(messagesFolder, { recursive: true });
          fs.writeFileSync(path.join(messagesFolder, name), demoPhoto!);
        }
        const authorId = role === "OWNER" ? a.community.ownerId : role === "ADVERTISER" ? a.brief.advertiserId : admin.id;
        const row = tx
          .insert(messages)
          .values({ threadId: thread.id, authorId, authorRole: role, text, images: name ? [name] : [], createdAt })
          .returning({ id: messages.id })
          .get();
        if (name) tx.insert(messageImages).values({ name, messageId: row.id, threadId: thread.id }).run();
        previousId = lastId;
        lastId = row.id;
      });
      tx.update(threads).set({ lastMessageId: lastId }).where(eq(threads.id, thread.id)).run();
      const lastRole = DEMO_TALK[DEMO_TALK.length - 1][0];
      const brandRead = lastRole === "ADVERTISER" ? lastId : previousId;
      const ownerRead = lastRole === "OWNER" ? lastId : previousId;
      tx.insert(threadReads)
        .values({ threadId: thread.id, userId: a.brief.advertiserId, lastReadId: brandRead, lastEmailedId: lastId })
        .run();
      tx.insert(threadReads)
        .values({ threadId: thread.id, userId: a.community.ownerId, lastReadId: ownerRead, lastEmailedId: lastId })
        .run();
    };
    // Bookings in every state (db/seed-bookings.ts), once everything else is there.
    seedBookings(tx, { now, adminId: admin.id, talks: demoTalks });
    for (const { talk } of demoTalks.sort((x, y) => x.at - y.at)) talk();

    return {
      users: byEmail.size,
      communities: communityByKey.size,
      briefs: briefByKey.size,
      applications: insertedApplications.length,
      campaigns: insertedApplications.filter((a) => a.status === "APPROVED").length,
      invoices: moneyPlans.length,
    };
  });
}

/** A demo conversation: who writes what, in order (the last one unread by the other side). */
const DEMO_TALK: ["OWNER" | "ADVERTISER" | "ADMIN", string][] = [
  ["ADVERTISER", "Halo! Materi untuk unggahan sudah kami siapkan. Kapan jadwal paling pas untuk grup Anda?"],
  ["OWNER", "Halo, terima kasih. Sabtu pagi biasanya paling ramai. Ini contoh unggahan kami minggu lalu."],
  ["ADVERTISER", "Sabtu pagi cocok. Boleh sebut promo diskon 20% dan tautan pendaftaran?"],
  ["OWNER", "Boleh, kami sematkan juga satu hari. Nanti bukti tangkapan layarnya kami kirim di sini."],
];

/** The photo of the demo conversation: drawn from SVG and kept as WebP, as an upload is re-encoded. */
async function demoMessagePhoto(): Promise<Buffer | null> {
  try {
    const { default: sharp } = await import("sharp");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
      <rect width="640" height="400" fill="#158358"/>
      <rect x="40" y="40" width="560" height="320" rx="24" fill="#ffffff"/>
      <text x="320" y="190" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#0f172a">Kopdar Sabtu</text>
      <text x="320" y="250" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#475569">120 anggota hadir</text>
    </svg>`;
    return await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  } catch {
    return null; // no sharp here: the demo conversation goes without its photo
  }
}

async function main() {
  const file = databasePath();
  const db = openDatabase(file);
  try {
    runMigrations(db);
    if (!isDatabaseEmpty(db)) {
      console.log("Database already has data; seed skipped.");
      return;
    }
    const summary = await seedDemo(db);
    console.log(
      `Seeded ${file}: ${summary.users} users, ${summary.communities} communities, ` +
        `${summary.briefs} briefs, ${summary.applications} applications, ${summary.campaigns} campaigns, ${summary.invoices} invoices.`,
    );
    console.log("Demo accounts:");
    for (const a of DEMO_ACCOUNTS) {
      console.log(`  ${a.email} / ${a.password}  (${a.role}) ${a.note}`);
    }
  } finally {
    db.$client.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
