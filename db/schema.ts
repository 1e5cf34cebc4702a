import { relations, sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  BOOKING_STATES,
  INVOICE_STATES,
  MESSAGE_AUTHOR_ROLES,
  PACKAGE_KINDS,
  LEDGER_ACCOUNTS,
  PAYMENT_STATES,
  PAYOUT_STATES,
  PROVIDER_INVOICE_STATES,
  PROVIDER_PAYOUT_STATES,
  REFUND_STATES,
} from "../app/utils/enums";

/*
 * The whole data model of Guyub. Enumerations live in app/utils/enums.ts (shared with
 * the client); the database stores their upper-case words as text.
 * Every time is a UTC instant stored as milliseconds; brief dates are calendar
 * dates ("YYYY-MM-DD") in Asia/Jakarta.
 */

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

/**
 * A rating kept in the rated row (docs/product.md, "Reviews"): the sum and count of the
 * published, not hidden reviews of it, and their average rounded to one decimal (null
 * with none), what cards show and a search sorts and filters on. Only the triggers on
 * `reviews` (db/migrations/0017_reviews.sql) write them, in the transaction that
 * publishes, hides or deletes a review.
 */
const ratingColumns = () => ({
  ratingSum: integer("rating_sum").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  rating: real("rating"),
});

export type Demographics = {
  age_range?: string | null;
  gender_ratio?: string | null;
  interests?: string[];
};
export type Platform = { type: string; url?: string | null };
export type SocialLinks = Record<string, string>;
export type BriefRequirements = {
  age_range?: string[];
  gender?: string | null;
  min_followers?: number | null;
  location?: string | null;
};

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    fullname: text("fullname").notNull(),
    picName: text("pic_name"),
    /** Always stored lower-cased and trimmed. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["COMMUNITY_OWNER", "ADVERTISER", "ADMIN"] }).notNull(),
    approvalStatus: text("approval_status", { enum: ["PENDING", "APPROVED", "REJECTED"] })
      .notNull()
      .default("PENDING"),
    rejectionReason: text("rejection_reason"),
    companyName: text("company_name"),
    companyDescription: text("company_description"),
    /** An advertiser's billing details for its invoices (legal name, address, NPWP; optional). */
    billingName: text("billing_name"),
    billingAddress: text("billing_address"),
    billingNpwp: text("billing_npwp"),
    /** The language the user last read Guyub in: its e-mails are written in it. */
    lang: text("lang", { enum: ["en", "id"] })
      .notNull()
      .default("en"),
    /** An advertiser's brand rating: the community owners' reviews of its campaigns. */
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    // The users of a status or a role in creation order: ids are given in creation order, so
    // each index (with the id every index ends with) is that order within its value. All
    // Users newest first without a filter walks the table itself (migration 0024).
    index("users_status_idx").on(t.approvalStatus),
    index("users_role_idx").on(t.role),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the token in the cookie (base64url): a copy of the database signs nobody in. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: integer("remember", { mode: "boolean" }).notNull().default(false),
    /** The absolute end, set at sign-in. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The idle end: moved forward as the session is used, never past expiresAt. */
    idleExpiresAt: integer("idle_expires_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const communities = sqliteTable(
  "communities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    location: text("location"),
    isOnline: integer("is_online", { mode: "boolean" }).notNull().default(true),
    memberCount: integer("member_count").notNull().default(0),
    demographics: text("demographics", { mode: "json" }).$type<Demographics>().notNull().default({}),
    platforms: text("platforms", { mode: "json" }).$type<Platform[]>().notNull().default([]),
    socialLinks: text("social_links", { mode: "json" }).$type<SocialLinks>().notNull().default({}),
    logoUrl: text("logo_url"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** The advertisers' reviews of its campaigns. */
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One community per owner: a second create is refused.
    uniqueIndex("communities_owner_unique").on(t.ownerId),
    // "Recommended" order: verified first, then member count, then newest.
    index("communities_recommended_idx").on(t.isVerified, t.memberCount, t.createdAt),
    index("communities_location_idx").on(t.location, t.memberCount),
    // Location with verified-only (counts and small-city pages).
    index("communities_location_verified_idx").on(t.location, t.isVerified, t.memberCount),
    index("communities_members_idx").on(t.memberCount),
    // The Rating order (best first, then the most reviewed, then Recommended) and a
    // minimum rating: walked backwards, it gives a page without sorting.
    index("communities_rating_order_idx").on(t.rating, t.ratingCount, t.isVerified, t.memberCount, t.createdAt),
  ],
);

/** A community's categories, in the order the owner chose them. */
export const communityCategories = sqliteTable(
  "community_categories",
  {
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.category] }), index("community_categories_category_idx").on(t.category, t.communityId)],
);

export const members = sqliteTable(
  "members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role"),
    socialLinks: text("social_links", { mode: "json" }).$type<SocialLinks>().notNull().default({}),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("members_community_idx").on(t.communityId, t.createdAt)],
);

export const briefs = sqliteTable(
  "briefs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    companyName: text("company_name").notNull(),
    agencyName: text("agency_name"),
    description: text("description").notNull(),
    targetCategory: text("target_category").notNull(),
    campaignCategory: text("campaign_category", { enum: ["ONLINE", "OFFLINE", "HYBRID"] })
      .notNull()
      .default("ONLINE"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    timelineStart: text("timeline_start"),
    timelineEnd: text("timeline_end"),
    terms: text("terms"),
    contactPerson: text("contact_person"),
    contactPhone: text("contact_phone"),
    requirements: text("requirements", { mode: "json" }).$type<BriefRequirements>().notNull().default({}),
    communityGuidelines: text("community_guidelines").notNull().default(""),
    schedulePost: text("schedule_post").notNull().default(""),
    scopeOfWork: text("scope_of_work").notNull().default(""),
    status: text("status", {
      enum: ["DRAFT", "PENDING_APPROVAL", "ACTIVE", "COMPLETED", "CANCELLED"],
    })
      .notNull()
      .default("DRAFT"),
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An advertiser's briefs newest first (id breaks ties); its dashboard's counts by
    // status and its briefs' target categories (for the recommendations) from the index
    // alone. One index for both: with a second one on (advertiser, category, status) the
    // planner took that one for the newest-first page and sorted all the briefs.
    index("briefs_advertiser_idx").on(t.advertiserId, t.createdAt, t.id, t.targetCategory, t.status),
    index("briefs_status_category_idx").on(t.status, t.targetCategory, t.createdAt),
    // The admin's queue of briefs awaiting approval, oldest first, one page without a sort.
    index("briefs_status_created_idx").on(t.status, t.createdAt),
    // The campaign worker's briefs whose end date has passed (completeEndedBriefs).
    index("briefs_status_end_idx").on(t.status, t.timelineEnd),
  ],
);

export const applications = sqliteTable(
  "applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    message: text("message"),
    status: text("status", { enum: ["PENDING", "APPROVED", "REJECTED"] })
      .notNull()
      .default("PENDING"),
    adminNotes: text("admin_notes"),
    /** The owner's proposed fee in whole Rupiah (optional). */
    proposedFee: integer("proposed_fee"),
    /** The fee the admin agreed on approval (default: the proposed one). */
    agreedFee: integer("agreed_fee"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_brief_community_unique").on(t.briefId, t.communityId),
    index("applications_community_idx").on(t.communityId, t.status),
    index("applications_status_idx").on(t.status, t.createdAt),
    // How many applications of a brief wait for review (its advertiser's count).
    index("applications_brief_status_idx").on(t.briefId, t.status),
  ],
);

const CAMPAIGN_STATE_WORDS = ["AWAITING_PAYMENT", "IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED", "COMPLETED", "CANCELLED"] as const;

/**
 * Where a campaign's money stands (docs/product.md, "Money"): NONE (no fee, or payments
 * off), AWAITING_PAYMENT (invoiced), PAID (held by Guyub), RELEASED (completed: shared
 * out), REFUNDED (cancelled after payment), VOID (declined or not paid), OUTSIDE
 * (settled outside Guyub: every campaign older than the money rules).
 */

/**
 * The work an approved application starts (docs/product.md, "Campaigns"): one per
 * application. `answer_due_at` is when a submitted proof nobody answered is accepted
 * automatically (null unless PROOF_SUBMITTED); `latest_proof_id` is the proof the report
 * counts; `search_text` (brief title and community name) is kept by
 * triggers for the admin's search (campaigns_fts, case-insensitive). Once COMPLETED,
 * `completed_at` is when, `reviews_due_at` when its reviews publish whatever was written
 * (14 days later; no review is taken after it), and `reviews_published_at` when they did.
 */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The approved application it came from (null for a booking's campaign). */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    /** The application's brief (null for a booking's campaign). */
    briefId: integer("brief_id").references(() => briefs.id, { onDelete: "cascade" }),
    /** The accepted booking it came from (null for an application's campaign). */
    bookingId: integer("booking_id").references((): AnySQLiteColumn => bookings.id, { onDelete: "cascade" }),
    /** The brand: the brief's advertiser, or the booking's. */
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    state: text("state", { enum: CAMPAIGN_STATE_WORDS }).notNull().default("IN_PROGRESS"),
    agreedFee: integer("agreed_fee"),
    paymentState: text("payment_state", { enum: PAYMENT_STATES }).notNull().default("OUTSIDE"),
    latestProofId: integer("latest_proof_id"),
    answerDueAt: integer("answer_due_at", { mode: "timestamp_ms" }),
    searchText: text("search_text").notNull().default(""),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    reviewsDueAt: integer("reviews_due_at", { mode: "timestamp_ms" }),
    reviewsPublishedAt: integer("reviews_published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("campaigns_application_unique").on(t.applicationId),
    uniqueIndex("campaigns_booking_unique").on(t.bookingId),
    // The advertiser's campaigns (every brief's and booking's) by state.
    index("campaigns_advertiser_idx").on(t.advertiserId, t.state, t.id),
    // The owner's Campaign work and its state tabs.
    index("campaigns_community_idx").on(t.communityId, t.state, t.id),
    // A brief's campaigns (its report, its advertiser's list).
    index("campaigns_brief_idx").on(t.briefId, t.state, t.id),
    // The admin's tab by state, and the auto-accept job (PROOF_SUBMITTED, due first).
    index("campaigns_state_idx").on(t.state, t.id),
    index("campaigns_due_idx").on(t.state, t.answerDueAt),
    // The review publication job: not yet published, due first.
    index("campaigns_reviews_due_idx").on(t.reviewsPublishedAt, t.reviewsDueAt),
  ],
);

export const REVIEW_SIDES = ["OWNER", "ADVERTISER"] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/**
 * A review after a COMPLETED campaign (docs/product.md, "Reviews"), one per side: the
 * owner's (`OWNER`) rates the brief's advertiser (the brand, `advertiser_id`), the
 * advertiser's (`ADVERTISER`) rates the community (`community_id`). Both ids are the
 * campaign's parties, kept here for the lists. Blind until `published_at`; `hidden_*` is
 * the admin's; the reviewed side's one public reply is `reply_*`. A review counts in its
 * subject's rating while published and not hidden (triggers keep the sums).
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    authorSide: text("author_side", { enum: REVIEW_SIDES }).notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text"),
    createdAt: createdAt(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenNote: text("hidden_note"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    replyText: text("reply_text"),
    replyAt: integer("reply_at", { mode: "timestamp_ms" }),
    replyHiddenAt: integer("reply_hidden_at", { mode: "timestamp_ms" }),
    replyHiddenNote: text("reply_hidden_note"),
    replyHiddenBy: integer("reply_hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reviews_campaign_side_unique").on(t.campaignId, t.authorSide),
    // A community's reviews and a brand's, published and not hidden, newest first.
    index("reviews_community_list_idx").on(t.communityId, t.authorSide, t.hiddenAt, t.publishedAt),
    index("reviews_advertiser_list_idx").on(t.advertiserId, t.authorSide, t.hiddenAt, t.publishedAt),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_text_length", sql`${t.text} IS NULL OR length(${t.text}) <= 1000`),
    check("reviews_reply_length", sql`${t.replyText} IS NULL OR length(${t.replyText}) <= 500`),
    check("reviews_side", sql`${t.authorSide} IN ('OWNER', 'ADVERTISER')`),
  ],
);

/**
 * The reviews each party still owes: one row per COMPLETED campaign and party (the brief's
 * advertiser, the community's owner) while the campaign's reviews are not published and
 * that party has written none, with the campaign's `reviews_due_at`. Kept by triggers on
 * campaigns and reviews (migration 0020), never written by the app: the dashboards read a
 * party's open windows as one short range of its primary key (due_at > now) instead of
 * walking its campaigns. A row past its due time stays until the job publishes the
 * campaign's reviews. docs/decisions/022-render-cost.md
 */
export const reviewsOwed = sqliteTable(
  "reviews_owed",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dueAt, t.campaignId] }), index("reviews_owed_campaign_idx").on(t.campaignId)],
);

/** One proof submission: kept for ever, never overwritten; the advertiser's answer on it. */
export const campaignProofs = sqliteTable(
  "campaign_proofs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    links: text("links", { mode: "json" }).$type<string[]>().notNull().default([]),
    reach: integer("reach"),
    reactions: integer("reactions"),
    attendees: integer("attendees"),
    note: text("note"),
    /** File names of the screenshots (`<32 hex>.webp` under proofs/ in the data folder). */
    screenshots: text("screenshots", { mode: "json" }).$type<string[]>().notNull().default([]),
    decision: text("decision", { enum: ["ACCEPTED", "CHANGES_REQUESTED", "AUTO_ACCEPTED"] }),
    reason: text("reason"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("campaign_proofs_campaign_idx").on(t.campaignId, t.id)],
);

/** Which campaign a screenshot belongs to: every download is checked against its parties. */
export const proofScreenshots = sqliteTable(
  "proof_screenshots",
  {
    name: text("name").primaryKey(),
    proofId: integer("proof_id")
      .notNull()
      .references(() => campaignProofs.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id").notNull(),
  },
  (t) => [index("proof_screenshots_proof_idx").on(t.proofId)],
);

/** A campaign's history: every step, by whom, with its note (the admin's full view). */
export const campaignEvents = sqliteTable(
  "campaign_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "started",
        "proof_submitted",
        "changes_requested",
        "accepted",
        "auto_accepted",
        "cancelled",
        "paid",
        "invoice_declined",
        "invoice_void",
      ],
    }).notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("campaign_events_campaign_idx").on(t.campaignId, t.id)],
);

/** An advertiser asked a community to apply to one of its ACTIVE briefs (once per pair). */
export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_brief_community_unique").on(t.briefId, t.communityId),
    // The daily limit per advertiser.
    index("invitations_advertiser_idx").on(t.advertiserId, t.createdAt),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened (an event of app/models/events/registry.server.ts)... */
    type: text("type").notNull(),
    /** ...and its parameters: the texts are rendered in the reader's language when read. */
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The unread count.
    index("notifications_user_idx").on(t.userId, t.isRead, t.createdAt),
    // The bell and the list pages: one user's, newest first.
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * E-mail waiting to go out: written in the same transaction as the decision
 * that causes it, sent by the worker in the server process (app/server/mailer.server.ts),
 * marked sent only once the SMTP server accepted it, retried with backoff until then.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    lang: text("lang", { enum: ["en", "id"] }).notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  // The worker's question: unsent mail that is due, oldest first.
  (t) => [index("email_outbox_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** What an admin decided (the audit trail): a type and its parameters, rendered in the reader's language. */
export const AUDIT_ACTIONS = [
  "account_approved",
  "account_rejected",
  "account_deleted",
  "community_verified",
  "community_unverified",
  // A verified community's name or categories changed: by its owner (the badge goes until
  // an admin verifies it again), or by an admin (the badge stays).
  "community_sent_back",
  "community_edited",
  "brief_approved",
  "brief_rejected",
  "application_approved",
  "application_rejected",
  "campaign_cancelled",
  "review_hidden",
  "review_reply_hidden",
  // The admin holds a payout (the job does not send it) and releases it (subject: its campaign).
  "payout_held",
  "payout_released",
  // The admin hides a message of a conversation with a note (subject: the message).
  "message_hidden",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_SUBJECTS = ["user", "community", "brief", "application", "campaign", "review", "message"] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/**
 * Every admin decision, written in the decision's transaction. Rows outlive their subject
 * (a deleted account keeps its trail): subject ids are not foreign keys, and `params`
 * keeps what the trail shows of it (a name, a title). `subject_user_id` is the user the
 * decision concerns (the account, the community's owner, the brief's advertiser).
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    subjectType: text("subject_type", { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: integer("subject_id").notNull(),
    subjectUserId: integer("subject_user_id"),
    note: text("note"),
    params: text("params", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("audit_subject_user_idx").on(t.subjectUserId, t.createdAt),
  ],
);

/**
 * One-time submission keys: a form (or an API call with an Idempotency-Key) that created
 * something, so that the same submission sent again answers with the first result and
 * writes nothing. The row is written in the transaction of the write it guards
 * (`response` follows as soon as the answer is made); rows expire after 24 hours.
 * `scope` is whose key it is (a user, or an anonymous client address); `fingerprint` is
 * a digest of what was sent.
 */
export const submissionKeys = sqliteTable(
  "submission_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** The first answer as JSON ({status, headers, body}); null while it is being made. */
    response: text("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("submission_keys_created_idx").on(t.createdAt)],
);

/**
 * A counter that triggers bump on every change to what anonymous visitors see
 * (communities and their categories): caches of public pages and counts compare it.
 */
export const publicDataVersion = sqliteTable("public_data_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Counters of the admin's searchable lists, one per `subject` (`users`, `campaigns`):
 * triggers bump one on every write that changes what the list's search finds or counts
 * (migration 0024), so a search's counts can be cached and compared with it.
 */
export const dataVersions = sqliteTable("data_versions", {
  subject: text("subject").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * How many rows of a table are in each status, kept by triggers on every insert, delete
 * and status change (migration 0016), so the admin console's tab counts ("Pending 37,494")
 * cost one lookup instead of counting an index: `subject` is applications, briefs or
 * users (their status, approval status), or communities (`verified` / `unverified`).
 * docs/decisions/025-admin-list-plans.md
 */
export const statusCounts = sqliteTable(
  "status_counts",
  {
    subject: text("subject").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.status] })],
);

/**
 * One row that the health check rewrites (at most every few seconds): a real write, so
 * /healthz fails when the disk is full or the database read-only, not only when it is gone.
 */
export const healthProbe = sqliteTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Rate limits shared by every server process (sign-in failures, registrations, contact
 * messages): one row per counted attempt under a limiter's key, until the end of its
 * window. A key is blocked while `limit` of its rows are unexpired; expired rows are
 * swept. See docs/decisions/024-shared-limits-and-lock-waits.md.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey(),
    /** Which limit counts the attempt ("sign_in_email", "registration", ...). */
    limiter: text("limiter").notNull(),
    /** Whom it counts (a client address, an e-mail with an address). */
    key: text("key").notNull(),
    /** When the attempt stops counting (milliseconds since the epoch): the attempt's time plus the window. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.limiter, t.key, t.expiresAt), index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);

/**
 * Which process runs a background job (the mail worker, the campaign worker): one row per
 * job, held by `holder` until `expires_at`; the holder renews it while it runs, another
 * process takes it over once it has expired (app/models/job-lease.server.ts). A user's
 * image upload in progress is such a lease too (`image_job:<user id>`, held by the
 * request: app/models/image-store.server.ts), deleted when the upload ends.
 */
export const jobLeases = sqliteTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/*
 * Money (docs/product.md, "Money"; docs/decisions/032-money-ledger.md). Whole Rupiah in
 * integers everywhere. An invoice is issued when an approval starts a campaign with a fee;
 * its figures are computed once then and stored, never recomputed.
 */

export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** GYB/<year>/<6-digit sequence>: no gaps within a year (invoice_counters). */
    number: text("number").notNull(),
    /** Kept when the campaign is deleted with an account: money records outlive it. */
    campaignId: integer("campaign_id").notNull(),
    advertiserId: integer("advertiser_id").notNull(),
    state: text("state", { enum: INVOICE_STATES }).notNull().default("UNPAID"),
    subtotal: integer("subtotal").notNull(),
    commissionPercent: integer("commission_percent").notNull(),
    commission: integer("commission").notNull(),
    communityShare: integer("community_share").notNull(),
    taxPercent: integer("tax_percent").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    /** The invoice's one line: the brief's title and the community's name, as issued. */
    description: text("description").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    /** A calendar date in WIB ("YYYY-MM-DD"). */
    dueDate: text("due_date").notNull(),
    remindedAt: integer("reminded_at", { mode: "timestamp_ms" }),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    reference: text("reference"),
    /** The brand's transfer receipt: a re-encoded image in the private receipts folder. */
    receiptFile: text("receipt_file"),
    declineReason: text("decline_reason"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /** The brand's and the operator's billing details as issued (JSON). */
    buyer: text("buyer", { mode: "json" }).notNull().$type<BillingParty>(),
    seller: text("seller", { mode: "json" })
      .notNull()
      .$type<BillingParty & { bank: string; accountNumber: string; accountHolder: string }>(),
    /** The payment provider holding its checkout ("xendit"); null in manual mode. */
    provider: text("provider"),
    providerState: text("provider_state", { enum: PROVIDER_INVOICE_STATES }),
    /** The provider's id of the checkout and its page. */
    providerInvoiceId: text("provider_invoice_id"),
    checkoutUrl: text("checkout_url"),
    /** Tries of the creation so far; the next one (QUEUED) or the next reconcile (OPEN) is due at provider_next_at. */
    providerAttempts: integer("provider_attempts").notNull().default(0),
    providerNextAt: integer("provider_next_at", { mode: "timestamp_ms" }),
    /** The last failed call's message. */
    providerError: text("provider_error"),
    /** When the reconcile last asked the provider about it. */
    providerCheckedAt: integer("provider_checked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_unique").on(t.number),
    // The provider job: creations to try and checkouts to reconcile, the earliest first.
    index("invoices_provider_due_idx").on(t.providerState, t.providerNextAt),
    uniqueIndex("invoices_campaign_unique").on(t.campaignId),
    // The brand's Billing list by state, newest first.
    index("invoices_advertiser_idx").on(t.advertiserId, t.state, t.id),
    // The Finance tab by state, and the reminder and void job (due first).
    index("invoices_state_idx").on(t.state, t.id),
    index("invoices_due_idx").on(t.state, t.dueDate),
  ],
);

export type BillingParty = { name: string; address: string; npwp: string };

/** The last invoice number of each year (WIB), bumped in the issuing transaction. */
export const invoiceCounters = sqliteTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * The ledger: every movement of money is an entry of lines that sum to zero (debits
 * positive, credits negative), written in the transaction of the state change that causes
 * it. Append-only: triggers refuse UPDATE and DELETE. `key` names the business event
 * (e.g. "invoice-paid:12"), so an event is posted once however often it is retried.
 */

export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    campaignId: integer("campaign_id"),
    memo: text("memo").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ledger_entries_key_unique").on(t.key), index("ledger_entries_created_idx").on(t.createdAt, t.id)],
);

export const ledgerLines = sqliteTable(
  "ledger_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entryId: integer("entry_id")
      .notNull()
      .references(() => ledgerEntries.id),
    account: text("account", { enum: LEDGER_ACCOUNTS }).notNull(),
    /** HELD lines name their campaign; PAYABLE their owner; REFUNDABLE their brand. */
    campaignId: integer("campaign_id"),
    userId: integer("user_id"),
    amount: integer("amount").notNull(),
  },
  (t) => [
    index("ledger_lines_entry_idx").on(t.entryId),
    index("ledger_lines_account_campaign_idx").on(t.account, t.campaignId, t.amount),
    index("ledger_lines_account_user_idx").on(t.account, t.userId, t.amount),
  ],
);

/** Each account's balance, kept by a trigger on every ledger line (the trial balance). */
export const ledgerBalances = sqliteTable("ledger_balances", {
  account: text("account", { enum: LEDGER_ACCOUNTS }).primaryKey(),
  balance: integer("balance").notNull(),
});

/** The community's share of a completed (or partly earned) campaign, owed to its owner. */
export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Kept when the campaign is deleted with an account: money records outlive it. */
    campaignId: integer("campaign_id").notNull(),
    ownerId: integer("owner_id").notNull(),
    amount: integer("amount").notNull(),
    state: text("state", { enum: PAYOUT_STATES }).notNull().default("DUE"),
    reference: text("reference"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The payment provider sending it ("xendit"); null when it is sent by hand. */
    provider: text("provider"),
    providerState: text("provider_state", { enum: PROVIDER_PAYOUT_STATES }),
    providerPayoutId: text("provider_payout_id"),
    /** Bumped when the provider reports it FAILED: the next send is a new payout with a new idempotency key. */
    providerRound: integer("provider_round").notNull().default(0),
    providerAttempts: integer("provider_attempts").notNull().default(0),
    /** When the next send is due (QUEUED), or a running one counts as lost (SENDING). */
    providerNextAt: integer("provider_next_at", { mode: "timestamp_ms" }),
    /** The last failed call, or the provider's failure reason (e.g. INVALID_DESTINATION). */
    providerError: text("provider_error"),
    /** When the admin held it: HELD (not sent, by hand or by the job) until the admin releases it; null when not held by the admin. */
    adminHeldAt: integer("admin_held_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_campaign_unique").on(t.campaignId),
    // The provider job: payouts to send, the earliest first.
    index("payouts_provider_due_idx").on(t.providerState, t.providerNextAt),
    index("payouts_owner_idx").on(t.ownerId, t.state, t.id),
    index("payouts_state_idx").on(t.state, t.id),
  ],
);

/**
 * Every callback a payment provider sent with the right token, kept whole for disputes:
 * when it came, what it named, and what Guyub did with it (`outcome`, the answer's status).
 */
export const paymentCallbacks = sqliteTable(
  "payment_callbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider").notNull(),
    kind: text("kind", { enum: ["invoice", "payout"] }).notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    /** Guyub's name in it: the invoice number (external_id) or the payout's reference_id. */
    externalId: text("external_id"),
    /** The provider's id of the invoice or payout, and the status it reported. */
    providerRef: text("provider_ref"),
    status: text("status"),
    invoiceId: integer("invoice_id"),
    payoutId: integer("payout_id"),
    /** paid, overdue, sent, failed, unchanged, unknown, mismatch or unreadable. */
    outcome: text("outcome").notNull(),
    httpStatus: integer("http_status").notNull(),
    body: text("body").notNull(),
  },
  (t) => [
    index("payment_callbacks_invoice_idx").on(t.invoiceId, t.id),
    index("payment_callbacks_payout_idx").on(t.payoutId, t.id),
    index("payment_callbacks_received_idx").on(t.receivedAt),
  ],
);

/** What a brand gets back of a campaign cancelled after payment. */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Kept when the campaign is deleted with an account: money records outlive it. */
    campaignId: integer("campaign_id").notNull(),
    advertiserId: integer("advertiser_id").notNull(),
    amount: integer("amount").notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("DUE"),
    reference: text("reference"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refunds_campaign_unique").on(t.campaignId),
    index("refunds_advertiser_idx").on(t.advertiserId, t.state, t.id),
    index("refunds_state_idx").on(t.state, t.id),
  ],
);

/**
 * An owner's one bank account for payouts. A change (not the first account) holds the
 * owner's payouts until `hold_until`, so a taken-over account cannot redirect money
 * silently.
 */
export const bankAccounts = sqliteTable("bank_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bankCode: text("bank_code").notNull(),
  accountNumber: text("account_number").notNull(),
  holderName: text("holder_name").notNull(),
  holdUntil: integer("hold_until", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const usersRelations = relations(users, ({ many }) => ({
  communities: many(communities),
  briefs: many(briefs),
  sessions: many(sessions),
  notifications: many(notifications),
}));

export const communitiesRelations = relations(communities, ({ one, many }) => ({
  owner: one(users, { fields: [communities.ownerId], references: [users.id] }),
  categories: many(communityCategories),
  members: many(members),
  applications: many(applications),
}));

export const communityCategoriesRelations = relations(communityCategories, ({ one }) => ({
  community: one(communities, {
    fields: [communityCategories.communityId],
    references: [communities.id],
  }),
}));

export const membersRelations = relations(members, ({ one }) => ({
  community: one(communities, { fields: [members.communityId], references: [communities.id] }),
}));

export const briefsRelations = relations(briefs, ({ one, many }) => ({
  advertiser: one(users, { fields: [briefs.advertiserId], references: [users.id] }),
  applications: many(applications),
}));

export const applicationsRelations = relations(applications, ({ one }) => ({
  brief: one(briefs, { fields: [applications.briefId], references: [briefs.id] }),
  community: one(communities, {
    fields: [applications.communityId],
    references: [communities.id],
  }),
}));

export type User = typeof users.$inferSelect;
export type Community = typeof communities.$inferSelect;
export type Member = typeof members.$inferSelect;
export type Brief = typeof briefs.$inferSelect;
export type NewBrief = typeof briefs.$inferInsert;
export type Application = typeof applications.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type CampaignProof = typeof campaignProofs.$inferSelect;
export type CampaignEvent = typeof campaignEvents.$inferSelect;
export type RateLimitHit = typeof rateLimitHits.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type BankAccount = typeof bankAccounts.$inferSelect;

/**
 * A community's package (docs/product.md, "Packages"): a fixed offer with a price a brand
 * books without a brief. Up to 10 per community, shown in `position` order; `platform` is
 * one of the community's platform types or OFFLINE. Deleted outright unless a booking of
 * it is open (then it can only be paused); a booking keeps its own copy of the terms.
 */
export const packages = sqliteTable(
  "packages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    kind: text("kind", { enum: PACKAGE_KINDS }).notNull(),
    platform: text("platform").notNull(),
    /** Whole Rupiah. */
    price: integer("price").notNull(),
    deliveryDays: integer("delivery_days").notNull(),
    brandProvides: text("brand_provides").notNull().default(""),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A community's packages in the owner's order (its workspace, its public page).
    index("packages_community_idx").on(t.communityId, t.active, t.position, t.id),
  ],
);

/**
 * A brand's booking of a package (docs/product.md, "Bookings"): REQUESTED by the
 * advertiser, then the owner ACCEPTS (a campaign starts), DECLINES (with a reason) or
 * COUNTERS (a new price and/or date); a counter is accepted or declined by the brand.
 * `price` is what would be paid now (the counter's price while COUNTERED). The package's
 * terms are copied at booking time (title, description, kind, platform, delivery days,
 * what the brand provides). `expires_at` is 3 days after the last step while open.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    packageId: integer("package_id").references(() => packages.id, { onDelete: "set null" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: BOOKING_STATES }).notNull().default("REQUESTED"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    kind: text("kind", { enum: PACKAGE_KINDS }).notNull(),
    platform: text("platform").notNull(),
    deliveryDays: integer("delivery_days").notNull(),
    brandProvides: text("brand_provides").notNull().default(""),
    /** The package's price when booked (whole Rupiah). */
    listPrice: integer("list_price").notNull(),
    /** What would be paid now: the counter's price while COUNTERED, else the list price. */
    price: integer("price").notNull(),
    /** The wished date ("YYYY-MM-DD", Asia/Jakarta): the brand's wish, the countered date once a counter is accepted. */
    wishedDate: text("wished_date").notNull(),
    promote: text("promote").notNull(),
    message: text("message"),
    materialsUrl: text("materials_url"),
    counterPrice: integer("counter_price"),
    counterDate: text("counter_date"),
    counterMessage: text("counter_message"),
    declineReason: text("decline_reason"),
    /** Who ended it DECLINED: the owner (a request) or the advertiser (a counter). */
    declinedBy: text("declined_by", { enum: ["OWNER", "ADVERTISER"] }),
    campaignId: integer("campaign_id"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_advertiser_idx").on(t.advertiserId, t.state, t.id),
    index("bookings_community_idx").on(t.communityId, t.state, t.id),
    index("bookings_package_idx").on(t.packageId, t.state),
    // The expiry job: open bookings, due first.
    index("bookings_expiry_idx").on(t.state, t.expiresAt),
    index("bookings_state_idx").on(t.state, t.id),
    // One open booking per advertiser and package.
    uniqueIndex("bookings_open_unique")
      .on(t.advertiserId, t.packageId)
      .where(sql`state IN ('REQUESTED', 'COUNTERED')`),
  ],
);

/**
 * One conversation per deal (docs/product.md, "Conversations"): a booking's thread, which
 * stays the thread of the campaign it becomes, or an application campaign's. Its parties
 * are the brand (`advertiser_id`) and the community's owner; the admin reads and writes.
 */
export const threads = sqliteTable(
  "threads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    lastMessageId: integer("last_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("threads_booking_unique").on(t.bookingId),
    uniqueIndex("threads_campaign_unique").on(t.campaignId),
    // The Messages page: a party's conversations (and the admin's, every one), latest first.
    index("threads_advertiser_idx").on(t.advertiserId, t.lastMessageId),
    index("threads_community_idx").on(t.communityId, t.lastMessageId),
    index("threads_last_message_idx").on(t.lastMessageId),
  ],
);

/**
 * A message of a thread. Never edited; the author may delete it within 5 minutes
 * (`deleted_at`: the row stays, its text and images go); the admin may hide one with a
 * note (`hidden_*`, audited). `images` are file names under messages/ in the data folder.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorRole: text("author_role", { enum: MESSAGE_AUTHOR_ROLES }).notNull(),
    text: text("text"),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default([]),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenNote: text("hidden_note"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_thread_idx").on(t.threadId, t.id)],
);

/** Which thread an image belongs to: every download is checked against its parties. */
export const messageImages = sqliteTable(
  "message_images",
  {
    name: text("name").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    threadId: integer("thread_id").notNull(),
  },
  (t) => [index("message_images_message_idx").on(t.messageId)],
);

/**
 * What a party of a thread has read (`last_read_id`) and when it was last e-mailed about
 * it: at most one e-mail per thread per 15 minutes; `email_due_at` is when the next one
 * may go for messages not yet read nor e-mailed (null: nothing waits).
 */
export const threadReads = sqliteTable(
  "thread_reads",
  {
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadId: integer("last_read_id").notNull().default(0),
    lastEmailedId: integer("last_emailed_id").notNull().default(0),
    emailedAt: integer("emailed_at", { mode: "timestamp_ms" }),
    emailDueAt: integer("email_due_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index("thread_reads_user_idx").on(t.userId, t.threadId),
    index("thread_reads_email_due_idx").on(t.emailDueAt),
  ],
);
