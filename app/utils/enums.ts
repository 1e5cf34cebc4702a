/** The product's enumerations, shared by server and client. */

export const ROLES = ["COMMUNITY_OWNER", "ADVERTISER", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];
export const SELF_REGISTER_ROLES = ["COMMUNITY_OWNER", "ADVERTISER"] as const;

export const APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** All 15 categories of the data model, every one offered in every picker. */
export const CATEGORIES = [
  "TECHNOLOGY",
  "HOBBIES",
  "FOOD_BEVERAGE",
  "HEALTH_FITNESS",
  "EDUCATION",
  "ARTS",
  "BUSINESS",
  "LIFESTYLE",
  "GAMING",
  "PARENTING",
  "TRAVEL",
  "SPORTS",
  "BEAUTY",
  "AUTOMOTIVE",
  "OTHER",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const BRIEF_STATUSES = ["DRAFT", "PENDING_APPROVAL", "ACTIVE", "COMPLETED", "CANCELLED"] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export const CAMPAIGN_CATEGORIES = ["ONLINE", "OFFLINE", "HYBRID"] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

export const APPLICATION_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where a campaign stands (docs/product.md, "Campaigns"): open until COMPLETED or CANCELLED. */
export const CAMPAIGN_STATES = [
  "AWAITING_PAYMENT",
  "IN_PROGRESS",
  "PROOF_SUBMITTED",
  "CHANGES_REQUESTED",
  "COMPLETED",
  "CANCELLED",
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
/** The advertiser's answer to a proof; AUTO_ACCEPTED when nobody answered within 7 days. */
export const PROOF_DECISIONS = ["ACCEPTED", "CHANGES_REQUESTED", "AUTO_ACCEPTED"] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];

export const PLATFORM_TYPES = [
  "WHATSAPP",
  "TELEGRAM",
  "FACEBOOK",
  "DISCORD",
  "INSTAGRAM",
  "TWITTER",
  "LINKEDIN",
  "TIKTOK",
  "THREADS",
  "TWITCH",
  "OTHER",
] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const COMMUNITY_AGE_RANGES = ["13-17", "18-24", "25-34", "35-44", "45+"] as const;
export const BRIEF_AGE_RANGES = ["13-17 years", "18-24 years", "25-34 years", "35-44 years", "45+ years"] as const;
export const GENDER_TARGETS = ["any", "Male", "Female", "Mixed"] as const;

/** The first and last day a brief's timeline may name (YYYY-MM-DD, compared as text). */
export const BRIEF_DATE_RANGE = { min: "2000-01-01", max: "2100-12-31" } as const;

/** Money (docs/product.md, "Money"): a campaign's payment state, invoices, payouts, refunds, ledger accounts. */
export const PAYMENT_STATES = ["NONE", "AWAITING_PAYMENT", "PAID", "RELEASED", "REFUNDED", "VOID", "OUTSIDE"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const INVOICE_STATES = ["UNPAID", "PAID", "OVERDUE", "VOID", "DECLINED"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const LEDGER_ACCOUNTS = ["BANK", "HELD", "PAYABLE", "REFUNDABLE", "REVENUE", "TAX_PAYABLE"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const PAYOUT_STATES = ["DUE", "HELD", "SENT"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
/**
 * An invoice at the payment provider (docs/decisions/033-payment-provider.md): its
 * creation QUEUED (waiting for the next try) or CREATING (a try running), then OPEN (the
 * checkout takes payment), PAID or EXPIRED. Null: not at a provider (manual mode).
 */
export const PROVIDER_INVOICE_STATES = ["QUEUED", "CREATING", "OPEN", "PAID", "EXPIRED"] as const;
export type ProviderInvoiceState = (typeof PROVIDER_INVOICE_STATES)[number];
/**
 * A payout at the provider: QUEUED to send, SENDING (a try running), ACCEPTED (the
 * provider has it), SUCCEEDED or FAILED (the payout is due again). Null: by hand.
 */
export const PROVIDER_PAYOUT_STATES = ["QUEUED", "SENDING", "ACCEPTED", "SUCCEEDED", "FAILED"] as const;
export type ProviderPayoutState = (typeof PROVIDER_PAYOUT_STATES)[number];
export const REFUND_STATES = ["DUE", "SENT"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Storefront (docs/product.md, "Packages"): what a package is, a booking's states, who wrote a message. */
export const PACKAGE_KINDS = ["ONLINE_POST", "BROADCAST", "LIVE_SESSION", "EVENT_SPONSORSHIP", "BOOTH", "OTHER"] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
/** A package's platform: one of the community's platform types, or this. */
export const OFFLINE_PLATFORM = "OFFLINE";
export const BOOKING_STATES = ["REQUESTED", "COUNTERED", "ACCEPTED", "DECLINED", "EXPIRED"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const OPEN_BOOKING_STATES = ["REQUESTED", "COUNTERED"] as const satisfies readonly BookingState[];
export const MESSAGE_AUTHOR_ROLES = ["OWNER", "ADVERTISER", "ADMIN"] as const;
export type MessageAuthorRole = (typeof MESSAGE_AUTHOR_ROLES)[number];
