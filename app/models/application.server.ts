import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { applications, briefs, campaigns, communities, users, type Application, type User } from "../../db/schema";
import { isUniqueViolation } from "../../db/storage";
import { detailsOf, toBriefView, type BriefDetails, type BriefView } from "./brief.server";
import { communityForActor, getOwnCommunity } from "./community.server";
import { recordAudit } from "./audit.server";
import { ModelError } from "./errors";
import { markDecidedNoticesRead } from "./notification.server";
import { tellAdmins, tellParty } from "./events/tell.server";
import { assertApproved, assertRole } from "./permissions.server";
import { db, type DB } from "~/lib/server/db.server";
import type { ApplicationStatus } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { claimSubmission } from "./submission-claim.server";
import { startCampaign } from "./campaign/commands.server";
import { openCheckoutSoon, queuedCheckoutOf } from "./money/gateway.server";
import { countsByStatus } from "./status-counts.server";

/*
 * Applications of communities to briefs (docs/product.md, "Applications"). An APPROVED owner
 * whose community exists applies once to an ACTIVE brief; the admin approves or rejects
 * it with notes; the owner sees its community's applications, and the advertiser's
 * contact only once an application is APPROVED. Ownership is the SQL `where` of every
 * read: an application of another owner's community is never loaded.
 */

/** An application with the summaries of its brief and community, as the lists show it. */
export type ApplicationView = {
  id: number;
  briefId: number;
  communityId: number;
  message: string | null;
  status: ApplicationStatus;
  adminNotes: string | null;
  /** The owner's proposed fee and the admin's agreed one (whole rupiah). */
  proposedFee: number | null;
  agreedFee: number | null;
  /** The campaign the approval started (null before approval). */
  campaignId: number | null;
  createdAt: Date;
  updatedAt: Date;
  brief: { id: number; title: string; companyName: string; description: string; status: string };
  community: { id: number; name: string; isVerified: boolean };
};

/**
 * How the owner reaches the advertiser of an APPROVED application: a
 * WhatsApp chat with the brief's contact phone, or the advertiser's e-mail when the
 * brief has no phone.
 */
export type AdvertiserContact =
  { kind: "whatsapp"; phone: string; contactPerson: string | null } | { kind: "email"; email: string; contactPerson: string | null };

/** One application as its detail view shows it. */
export type ApplicationDetail = ApplicationView & {
  briefDetail: BriefView & BriefDetails;
  /** Only for an APPROVED application; null otherwise (never loaded before approval). */
  contact: AdvertiserContact | null;
};

export type ApplicationCounts = Record<ApplicationStatus, number> & { all: number };

type Reader = Pick<DB, "select">;

const VIEW_COLUMNS = {
  id: applications.id,
  briefId: applications.briefId,
  communityId: applications.communityId,
  message: applications.message,
  status: applications.status,
  adminNotes: applications.adminNotes,
  proposedFee: applications.proposedFee,
  agreedFee: applications.agreedFee,
  campaignId: campaigns.id,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  briefTitle: briefs.title,
  briefCompanyName: briefs.companyName,
  briefDescription: briefs.description,
  briefStatus: briefs.status,
  communityName: communities.name,
  communityIsVerified: communities.isVerified,
};

type ViewRow = Pick<
  Application,
  "id" | "briefId" | "communityId" | "message" | "status" | "adminNotes" | "proposedFee" | "agreedFee" | "createdAt" | "updatedAt"
> & {
  campaignId: number | null;
  briefTitle: string;
  briefCompanyName: string;
  briefDescription: string;
  briefStatus: string;
  communityName: string;
  communityIsVerified: boolean;
};

function toView(row: ViewRow): ApplicationView {
  return {
    id: row.id,
    briefId: row.briefId,
    communityId: row.communityId,
    message: row.message,
    status: row.status,
    adminNotes: row.adminNotes,
    proposedFee: row.proposedFee,
    agreedFee: row.agreedFee,
    campaignId: row.campaignId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    brief: {
      id: row.briefId,
      title: row.briefTitle,
      companyName: row.briefCompanyName,
      description: row.briefDescription,
      status: row.briefStatus,
    },
    community: { id: row.communityId, name: row.communityName, isVerified: row.communityIsVerified },
  };
}

function selectViews(reader: Reader, where: SQL | undefined) {
  return reader
    .select(VIEW_COLUMNS)
    .from(applications)
    .innerJoin(briefs, eq(briefs.id, applications.briefId))
    .innerJoin(communities, eq(communities.id, applications.communityId))
    .leftJoin(campaigns, eq(campaigns.applicationId, applications.id))
    .where(where);
}

/** The application of `id` with its summaries (inside the caller's transaction). */
function loadView(reader: Reader, id: number): ApplicationView {
  const row = selectViews(reader, eq(applications.id, id)).get();
  if (!row) throw new ModelError("not_found", "applicationNotFound");
  return toView(row);
}

export type ApplyInput = { communityId?: number; message?: string; proposedFee?: number };

/**
 * The owner applies its community to an ACTIVE brief; the application starts PENDING and
 * the admins are notified. Refused: another role (403 wrongRole), an account not yet
 * approved (403 accountNotApproved), another's community (403 notYourCommunity), no
 * community at all (400 noCommunitySelected, 'No community selected': the request lacks
 * what it needs), a brief that is not ACTIVE or not there (404 briefNotFound),
 * a second application of the same community (409 alreadyApplied, from the unique index
 * applications_brief_community_unique, so two racing requests still give one 201 and one 409).
 */
export function applyToBrief(actor: User | null | undefined, briefId: number, input: ApplyInput = {}): ApplicationView {
  assertRole(actor, "COMMUNITY_OWNER");
  assertApproved(actor);
  const community = getOwnCommunity(actor);
  if (input.communityId !== undefined && input.communityId !== community?.id) {
    throw new ModelError("forbidden", "notYourCommunity");
  }
  if (!community) throw new ModelError("invalid", "noCommunitySelected");
  const message = input.message?.trim() || null;
  try {
    return db.transaction((tx) => {
      claimSubmission(tx);
      const brief = tx
        .select({ id: briefs.id, title: briefs.title })
        .from(briefs)
        .where(and(eq(briefs.id, briefId), eq(briefs.status, "ACTIVE")))
        .get();
      if (!brief) throw new ModelError("not_found", "briefNotFound");
      const created = tx
        .insert(applications)
        .values({ briefId: brief.id, communityId: community.id, message, proposedFee: input.proposedFee ?? null, status: "PENDING" })
        .returning({ id: applications.id })
        .get();
      tellAdmins(tx, {
        type: "new_application",
        params: { applicationId: created.id, briefId: brief.id, communityId: community.id, brief: brief.title, community: community.name },
      });
      return loadView(tx, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, "applications.brief_id")) throw new ModelError("conflict", "alreadyApplied");
    throw error;
  }
}

/**
 * A community's applications, newest first, optionally in one status, with the count of
 * each status (the tabs). Its owner, or the admin; 404 when there is no such community,
 * 403 for anyone else.
 */
export function listApplicationsOfCommunity(
  actor: User | null | undefined,
  communityId: number,
  filters: { status?: ApplicationStatus },
  page: Slice,
): ListResult<ApplicationView> & { counts: ApplicationCounts } {
  const community = communityForActor(actor, communityId, { admin: true });
  const counts: ApplicationCounts = { APPROVED: 0, PENDING: 0, REJECTED: 0, all: 0 };
  // From the index applications_community_idx (community_id, status) alone.
  const groups = db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.communityId, community.id))
    .groupBy(applications.status)
    .all();
  for (const { status, n } of groups) {
    counts[status] = n;
    counts.all += n;
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  if (total <= page.offset) return { items: [], total, counts };
  const where = and(eq(applications.communityId, community.id), filters.status ? eq(applications.status, filters.status) : undefined);
  const rows = selectViews(db, where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items: rows.map(toView), total, counts };
}

/**
 * One application for its community's owner or the admin (404 applicationNotFound for
 * anyone else, as for a missing one): the brief, the owner's message, the admin's notes
 * and, for an APPROVED application only, the advertiser's contact.
 */
export function getApplicationFor(actor: User | null | undefined, id: number): ApplicationDetail {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  const approved = sql`${applications.status} = 'APPROVED'`;
  const row = db
    .select({
      ...VIEW_COLUMNS,
      brief: {
        id: briefs.id,
        advertiserId: briefs.advertiserId,
        title: briefs.title,
        companyName: briefs.companyName,
        agencyName: briefs.agencyName,
        description: briefs.description,
        targetCategory: briefs.targetCategory,
        campaignCategory: briefs.campaignCategory,
        budgetMin: briefs.budgetMin,
        budgetMax: briefs.budgetMax,
        timelineStart: briefs.timelineStart,
        timelineEnd: briefs.timelineEnd,
        status: briefs.status,
        createdAt: briefs.createdAt,
        terms: briefs.terms,
        contactPerson: briefs.contactPerson,
        requirements: briefs.requirements,
        communityGuidelines: briefs.communityGuidelines,
        schedulePost: briefs.schedulePost,
        scopeOfWork: briefs.scopeOfWork,
      },
      // The advertiser's contact is read for an approved application only.
      contactPhone: sql<string | null>`CASE WHEN ${approved} THEN ${briefs.contactPhone} END`,
      advertiserEmail: sql<string | null>`CASE WHEN ${approved} THEN ${users.email} END`,
    })
    .from(applications)
    .innerJoin(briefs, eq(briefs.id, applications.briefId))
    .innerJoin(communities, eq(communities.id, applications.communityId))
    .innerJoin(users, eq(users.id, briefs.advertiserId))
    .leftJoin(campaigns, eq(campaigns.applicationId, applications.id))
    .where(and(eq(applications.id, id), actor.role === "ADMIN" ? undefined : eq(communities.ownerId, actor.id)))
    .get();
  if (!row) throw new ModelError("not_found", "applicationNotFound");
  const { brief, contactPhone, advertiserEmail, ...view } = row;
  let contact: AdvertiserContact | null = null;
  if (row.status === "APPROVED") {
    const phone = contactPhone?.trim();
    if (phone && /\d/.test(phone)) contact = { kind: "whatsapp", phone, contactPerson: brief.contactPerson };
    else if (advertiserEmail) contact = { kind: "email", email: advertiserEmail, contactPerson: brief.contactPerson };
  }
  return {
    ...toView(view),
    briefDetail: { ...toBriefView(brief), ...detailsOf(brief) },
    contact,
  };
}

/** Which of `briefIds` the community has applied to (the Applied buttons of a page). */
export function appliedBriefIds(communityId: number, briefIds: number[]): Set<number> {
  if (briefIds.length === 0) return new Set();
  const rows = db
    .select({ briefId: applications.briefId })
    .from(applications)
    .where(and(eq(applications.communityId, communityId), inArray(applications.briefId, briefIds)))
    .all();
  return new Set(rows.map((r) => r.briefId));
}

export type ApplicationDecision = { status: "APPROVED" | "REJECTED"; adminNotes?: string | null; agreedFee?: number | null };

/**
 * The admin approves or rejects a PENDING application, with optional notes shown to the
 * owner (409 applicationDecided once decided: a decision is not changed here). The
 * owner, and on approval the brief's advertiser, are notified in the same transaction.
 * Approval sets the agreed fee (default: the owner's proposed one) and starts the
 * campaign (IN_PROGRESS), also in that transaction.
 */
export function decideApplication(actor: User | null | undefined, id: number, decision: ApplicationDecision): ApplicationView {
  assertRole(actor, "ADMIN");
  const adminNotes = decision.adminNotes?.trim() || null;
  const result = db.transaction((tx) => {
    const current = tx
      .select({ id: applications.id, status: applications.status, proposedFee: applications.proposedFee })
      .from(applications)
      .where(eq(applications.id, id))
      .get();
    if (!current) throw new ModelError("not_found", "applicationNotFound");
    const approved = decision.status === "APPROVED";
    const agreedFee = approved ? (decision.agreedFee ?? current.proposedFee ?? null) : null;
    const updated = tx
      .update(applications)
      .set({ status: decision.status, adminNotes, agreedFee, updatedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, "PENDING")))
      .returning({ id: applications.id })
      .get();
    if (!updated) throw new ModelError("conflict", "applicationDecided");
    markDecidedNoticesRead(tx, "new_application", "applicationId", id);
    const decided = loadView(tx, id);
    const campaignId = approved
      ? startCampaign(tx, {
          applicationId: id,
          briefId: decided.briefId,
          communityId: decided.communityId,
          briefTitle: decided.brief.title,
          communityName: decided.community.name,
          agreedFee,
          actorId: actor.id,
        })
      : null;
    const view = { ...decided, campaignId };
    const parties = tx
      .select({ ownerId: communities.ownerId, advertiserId: briefs.advertiserId })
      .from(applications)
      .innerJoin(briefs, eq(briefs.id, applications.briefId))
      .innerJoin(communities, eq(communities.id, applications.communityId))
      .where(eq(applications.id, id))
      .get();
    const data = { applicationId: id, briefId: view.briefId, communityId: view.communityId };
    recordAudit(tx, {
      actor,
      action: approved ? "application_approved" : "application_rejected",
      subject: { type: "application", id },
      subjectUserId: parties?.ownerId ?? null,
      note: adminNotes,
      params: { brief: view.brief.title, community: view.community.name },
    });
    if (parties) {
      const told = { ...data, brief: view.brief.title, community: view.community.name };
      const notes = adminNotes ?? "";
      if (campaignId !== null) {
        // The approval says the agreed fee and leads to the campaign it started, which
        // waits for the brand's payment when an invoice was issued.
        const started = tx.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, campaignId)).get();
        const awaitingPayment = started?.state === "AWAITING_PAYMENT" ? 1 : 0;
        tellParty(tx, parties, { type: "application_approved", params: { ...told, notes, campaignId, fee: agreedFee, awaitingPayment } });
        tellParty(tx, parties, { type: "brief_application_approved", params: { ...told, awaitingPayment } });
      } else {
        tellParty(tx, parties, { type: "application_rejected", params: { ...told, notes } });
      }
    }
    return view;
  });
  // Online payment: the invoice's checkout opens once the approval has committed (gateway.server.ts).
  if (result.campaignId !== null) openCheckoutSoon(queuedCheckoutOf(result.campaignId));
  return result;
}

/**
 * A brief whose applications `actor` may count or read: the advertiser's own, any for the
 * admin. Another advertiser's (or a missing) brief is not found; other roles 403.
 */
function assertOwnBrief(actor: User | null | undefined, briefId: number): asserts actor is User {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const brief = db
    .select({ id: briefs.id })
    .from(briefs)
    .where(actor.role === "ADMIN" ? eq(briefs.id, briefId) : and(eq(briefs.id, briefId), eq(briefs.advertiserId, actor.id)))
    .get();
  if (!brief) throw new ModelError("not_found", "briefNotFound");
}

/** The API's application object (docs/api.md, "application"). */
export type PublicApplication = {
  id: number;
  brief_id: number;
  community_id: number;
  message: string | null;
  status: ApplicationStatus;
  admin_notes: string | null;
  proposed_fee: number | null;
  agreed_fee: number | null;
  campaign_id: number | null;
  created_at: string;
  updated_at: string;
  brief: { id: number; title: string; company_name: string; description: string; status: string };
  community: { id: number; name: string; is_verified: boolean };
};

export function toPublicApplication(app: ApplicationView): PublicApplication {
  return {
    id: app.id,
    brief_id: app.briefId,
    community_id: app.communityId,
    message: app.message,
    status: app.status,
    admin_notes: app.adminNotes,
    proposed_fee: app.proposedFee,
    agreed_fee: app.agreedFee,
    campaign_id: app.campaignId,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
    brief: {
      id: app.brief.id,
      title: app.brief.title,
      company_name: app.brief.companyName,
      description: app.brief.description,
      status: app.brief.status,
    },
    community: { id: app.community.id, name: app.community.name, is_verified: app.community.isVerified },
  };
}

export type { Application };

/**
 * The owner's contact, shown to the advertiser only on an APPROVED application to the
 * advertiser's own brief.
 */
export type OwnerContact = { name: string; phone: string; email: string };
export type BriefApplication = ApplicationView & { owner: OwnerContact };

/**
 * The applications to brief `briefId`: its advertiser sees the APPROVED ones with the
 * owner's contact (name, phone for WhatsApp, e-mail); the admin sees all. Another
 * advertiser's brief is not found (404); owners are refused (403). Newest first.
 */
export function listApplicationsOfBrief(actor: User | null | undefined, briefId: number, page: Slice): ListResult<BriefApplication> {
  assertOwnBrief(actor, briefId);
  const where = and(eq(applications.briefId, briefId), actor.role === "ADMIN" ? undefined : eq(applications.status, "APPROVED"));
  const total = db.select({ n: count() }).from(applications).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  const rows = db
    .select({
      ...VIEW_COLUMNS,
      ownerName: sql<string>`coalesce(${users.picName}, ${users.fullname})`,
      ownerPhone: users.phone,
      ownerEmail: users.email,
    })
    .from(applications)
    .innerJoin(briefs, eq(briefs.id, applications.briefId))
    .innerJoin(communities, eq(communities.id, applications.communityId))
    .innerJoin(users, eq(users.id, communities.ownerId))
    .leftJoin(campaigns, eq(campaigns.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return {
    items: rows.map((row) => ({ ...toView(row), owner: { name: row.ownerName, phone: row.ownerPhone, email: row.ownerEmail } })),
    total,
  };
}

/**
 * The admin's Applications tab and GET /api/admin/applications: applications in one
 * status (or all), with the count of each status. PENDING is the queue, oldest first;
 * the others newest first. applications_status_idx (status, created_at) serves each
 * status's page; All walks the primary key (ids grow with time). The counts come from
 * status_counts.
 */
export function listApplicationsForAdmin(
  actor: User | null | undefined,
  filters: { status?: ApplicationStatus },
  page: Slice,
): ListResult<ApplicationView> & { counts: ApplicationCounts } {
  assertRole(actor, "ADMIN");
  // The tab counts: status_counts, kept by triggers (docs/decisions/025-admin-list-plans.md).
  const counted = countsByStatus("applications");
  const counts: ApplicationCounts = { APPROVED: 0, PENDING: 0, REJECTED: 0, all: 0 };
  for (const status of ["PENDING", "APPROVED", "REJECTED"] as const) {
    counts[status] = counted(status);
    counts.all += counts[status];
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  if (total <= page.offset) return { items: [], total, counts };
  const order =
    filters.status === "PENDING"
      ? [asc(applications.createdAt), asc(applications.id)]
      : filters.status
        ? [desc(applications.createdAt), desc(applications.id)]
        : [desc(applications.id)];
  const rows = selectViews(db, filters.status ? eq(applications.status, filters.status) : undefined)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items: rows.map(toView), total, counts };
}

/**
 * The owner takes back a PENDING application of its community: it is deleted, and the
 * community may apply again later. Another owner's application is not found (404); a
 * decided one answers 409 applicationNotPending.
 */
export function withdrawApplication(actor: User | null | undefined, id: number): void {
  assertRole(actor, "COMMUNITY_OWNER");
  db.transaction((tx) => {
    const row = tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .innerJoin(communities, eq(communities.id, applications.communityId))
      .where(and(eq(applications.id, id), eq(communities.ownerId, actor.id)))
      .get();
    if (!row) throw new ModelError("not_found", "applicationNotFound");
    const deleted = tx
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.status, "PENDING")))
      .returning({ id: applications.id })
      .get();
    if (!deleted) throw new ModelError("conflict", "applicationNotPending");
  });
}

/**
 * How many applications to the advertiser's own brief wait for the admin's review (not
 * who: the admin curates). Another advertiser's brief is not found.
 */
export function pendingApplicationCount(actor: User | null | undefined, briefId: number): number {
  assertOwnBrief(actor, briefId);
  // applications_brief_status_idx
  return (
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.briefId, briefId), eq(applications.status, "PENDING")))
      .get()?.n ?? 0
  );
}

/** Pending counts of several of the advertiser's briefs at once (a page of brief cards). */
export function pendingApplicationCounts(actor: User, briefIds: number[]): Map<number, number> {
  if (briefIds.length === 0) return new Map();
  const rows = db
    .select({ briefId: applications.briefId, n: count() })
    .from(applications)
    .innerJoin(briefs, eq(briefs.id, applications.briefId))
    .where(
      and(
        inArray(applications.briefId, briefIds),
        eq(applications.status, "PENDING"),
        actor.role === "ADMIN" ? undefined : eq(briefs.advertiserId, actor.id),
      ),
    )
    .groupBy(applications.briefId)
    .all();
  return new Map(rows.map((r) => [r.briefId, r.n]));
}
