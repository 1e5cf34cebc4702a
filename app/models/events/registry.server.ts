import { campaignReportHref } from "~/utils/campaign-links";
import { interpolate, type Lang } from "~/i18n";
import { formatDate } from "~/i18n/format.server";
import type { emailMessages } from "~/i18n/emails";
import type { notificationMessages } from "~/i18n/notifications";

/*
 * The event registry (docs/events.md): every event Guyub tells people about, declared
 * once. An entry says who is told, where the reader acts on it (the link of its
 * notification and of its e-mail), and whether an e-mail goes with the notification. Its
 * texts are found by its name: the notification's `<type>Title` and `<type>Text` in
 * app/i18n/notifications.ts, the e-mail's `<kind>Subject`, `<kind>Body` and `<kind>Action`
 * in app/i18n/emails.ts (a missing text fails the type check below).
 *
 * The step that causes an event tells it in its own transaction (./tell.server.ts:
 * tell, tellParty, tellAdmins): the notification row and the e-mail in the outbox exist
 * exactly when the step does. The notification stores the event's type and parameters
 * and is written in the reader's language when read (notification.server.ts); the e-mail
 * is written in the recipient's language when queued (outbox.server.ts). Both add the
 * same lines for the same parameters: `fee` says the agreed fee (or that none was
 * agreed), `notes` the admin's notes.
 *
 * A new event is one entry here, its texts in the two catalogues, and a call of tell in
 * the step that causes it.
 */

/**
 * Who is told: every admin; the owner of the community or the advertiser of the brief
 * the event is about (tellParty picks that party); the user whose account was decided;
 * a party of a conversation who did not write the message (the model names it to tell).
 */
export type Audience = "admins" | "owner" | "advertiser" | "account" | "thread";

type Params = Record<string, string | number | null | undefined>;

type EventEntry<P extends Params> = {
  to: Audience;
  /**
   * Where the reader acts on it: the notification's link, and the e-mail's unless
   * `email.link` differs. The parameters are read back from a stored notification, so
   * any of them may be missing from an old one. `dashboard` is the reader's.
   */
  link: (params: Partial<P>, dashboard: string) => string;
  /** The e-mail sent with the notification, if any: its texts' name (and outbox kind), and its own link. */
  email?: { kind: EmailKind; link?: (params: Partial<P>) => string };
  /**
   * Reworded parameters for the texts (e.g. a role's name in the reader's language): `t` is
   * the notification's catalogue for the notification, the e-mail's for the e-mail.
   */
  words?: (params: Record<string, string>, t: Record<string, string>) => Record<string, string>;
  /** A line the notification adds after its text. */
  more?: (params: Record<string, string>, t: Record<string, string>) => string;
  /**
   * Gathered: while the reader has an unread notice of this event with the same values
   * of these parameters (the same conversation), a new one replaces it, moves it to the
   * top and counts (`count`), so a busy thread is one line in the bell, not twenty.
   */
  gather?: (keyof P & string)[];
  /** The parameters' type (never set: it types tell's argument). */
  params?: P;
};

/** An entry for one audience, with its parameters' type: forOwner<{ ... }>({ link, email }). */
const told =
  <A extends Audience>(to: A) =>
  <P extends Params>(entry: Omit<EventEntry<P>, "to">): EventEntry<P> & { to: A } => ({ ...entry, to });
const forAdmins = told("admins");
const forOwner = told("owner");
const forAdvertiser = told("advertiser");
const forAccount = told("account");
const forThreadParty = told("thread");

/** What every campaign event names: the campaign, its brief and community. */
export type CampaignParams = { campaignId: number; briefId: number | null; bookingId?: number | null; brief: string; community: string };

/** Where the owner works on a campaign. */
const ownerCampaign = (p: Partial<CampaignParams>) =>
  typeof p.campaignId === "number" ? `/community/campaigns/${p.campaignId}` : "/community/campaigns";
/**
 * Where the advertiser reads a campaign: its brief's report (or its booking's), whose
 * ?campaign= opens the page that holds it.
 */
const briefReport = (p: Partial<CampaignParams>) =>
  typeof p.campaignId === "number"
    ? campaignReportHref({ campaignId: p.campaignId, briefId: p.briefId ?? null, bookingId: p.bookingId })
    : "/advertiser/briefs";
/** The brand's invoice. */
const billingInvoice = (p: { invoiceId?: number }) =>
  typeof p.invoiceId === "number" ? `/advertiser/billing/${p.invoiceId}` : "/advertiser/billing";
const advertiserBrief = (p: { briefId?: number }) =>
  typeof p.briefId === "number" ? `/advertiser/briefs?dialog=view&id=${p.briefId}` : "/advertiser/briefs";

/** What every booking event names: the booking, its package's title, the community and the brand. */
export type BookingParams = { bookingId: number; title: string; community: string; brand: string };
/** Where the owner answers a booking, and where the advertiser reads it. */
const ownerBooking = (p: Partial<BookingParams>) =>
  typeof p.bookingId === "number" ? `/community/bookings/${p.bookingId}` : "/community/bookings";
const brandBooking = (p: Partial<BookingParams>) =>
  typeof p.bookingId === "number" ? `/advertiser/bookings/${p.bookingId}` : "/advertiser/bookings";
/** What a conversation's events name: its thread's page (a booking's or a campaign's), who wrote, and about what. */
export type ThreadParams = { kind: "booking" | "campaign"; of: number; from: string; subject: string };
/** A conversation's page. */
const conversationLink = (p: Partial<ThreadParams>) =>
  (p.kind === "booking" || p.kind === "campaign") && typeof p.of === "number" ? `/conversations/${p.kind}/${p.of}` : "/";

/**
 * An event's words as the reader reads them: the event's own `words`, then its calendar
 * date (`date`, "YYYY-MM-DD" as stored) in the reader's language ("20 Dec 2026"). One
 * reading for the notification and the e-mail.
 */
export function readableParams(
  type: string,
  params: Record<string, string>,
  t: Record<string, string>,
  lang: Lang,
): Record<string, string> {
  const words = eventOf(type)?.words;
  const read = words ? words(params, t) : params;
  return /^\d{4}-\d{2}-\d{2}$/.test(read.date ?? "") ? { ...read, date: formatDate(read.date, lang) } : read;
}

export const EVENTS = {
  // To every admin: something waits for a decision or an answer.
  new_user: forAdmins<{ userId: number; name: string; email: string; role: string }>({
    link: () => "/admin/pending-users",
    words: (p, t) => ({ ...p, role: t[`role${p.role}`] ?? p.role }),
  }),
  new_brief: forAdmins<{ briefId: number; title: string; company: string }>({ link: () => "/admin/briefs" }),
  new_application: forAdmins<{ applicationId: number; briefId: number; communityId: number; brief: string; community: string }>({
    link: () => "/admin/applications",
  }),
  new_contact_message: forAdmins<{ contactMessageId: number; name: string; email: string }>({ link: () => "/admin/messages" }),
  // A community created: it waits for verification.
  new_community: forAdmins<{ communityId: number; community: string; owner: string }>({
    link: (p) => (typeof p.communityId === "number" ? `/admin/communities?dialog=verify&id=${p.communityId}` : "/admin/communities"),
  }),
  // A verified community's owner changed its name or categories: it waits for verification again.
  community_changed: forAdmins<{ communityId: number; community: string; previous: string; changes: string }>({
    link: (p) => (typeof p.communityId === "number" ? `/admin/communities?dialog=verify&id=${p.communityId}` : "/admin/communities"),
    more: (p, t) => (p.previous && p.previous !== p.community ? interpolate(t.formerNameLabel, { previous: p.previous }) : ""),
  }),

  // To the user whose account the admin decided.
  account_approved: forAccount<{ userId: number }>({
    link: (_p, dashboard) => dashboard,
    email: { kind: "account_approved", link: () => "/auth" },
  }),
  account_rejected: forAccount<{ userId: number; reason: string }>({
    link: (_p, dashboard) => dashboard,
    email: { kind: "account_rejected", link: () => "/contact" },
  }),

  // To the owner of a community.
  community_verified: forOwner<{ communityId: number; community: string }>({ link: () => "/community/profile" }),
  community_unverified: forOwner<{ communityId: number; community: string }>({ link: () => "/community/profile" }),
  // The approval names the campaign it started (its link) and the agreed fee; a campaign
  // with an invoice waits for the brand's payment, and the texts say not to start yet.
  application_approved: forOwner<{
    applicationId: number;
    briefId: number;
    communityId: number;
    brief: string;
    community: string;
    notes: string;
    campaignId: number;
    fee: number | null;
    awaitingPayment: number;
  }>({
    link: (p) => (typeof p.campaignId === "number" ? ownerCampaign(p) : "/community/applications"),
    email: { kind: "application_approved" },
    words: (p, t) => ({ ...p, next: p.awaitingPayment === "1" ? t.approvedAwaitingPayment : t.approvedStarted }),
  }),
  application_rejected: forOwner<{
    applicationId: number;
    briefId: number;
    communityId: number;
    brief: string;
    community: string;
    notes: string;
  }>({
    link: () => "/community/applications",
    email: { kind: "application_rejected" },
  }),
  // An advertiser invites the community to apply: the link opens the brief's apply dialog.
  brief_invitation: forOwner<{ briefId: number; communityId: number; brief: string; community: string; company: string }>({
    link: (p) => (typeof p.briefId === "number" ? `/community/briefs?dialog=view&id=${p.briefId}` : "/community/briefs"),
    email: { kind: "brief_invitation" },
  }),

  // To the advertiser of a brief.
  brief_approved: forAdvertiser<{ briefId: number; title: string; notes: string }>({
    link: advertiserBrief,
    email: { kind: "brief_approved" },
  }),
  brief_rejected: forAdvertiser<{ briefId: number; title: string; notes: string }>({
    link: advertiserBrief,
    email: { kind: "brief_rejected" },
  }),
  // An application to the brief approved: a new community works on it.
  brief_application_approved: forAdvertiser<{
    applicationId: number;
    briefId: number;
    communityId: number;
    brief: string;
    community: string;
    awaitingPayment: number;
  }>({
    link: advertiserBrief,
    email: { kind: "brief_application_approved" },
    words: (p, t) => ({ ...p, next: p.awaitingPayment === "1" ? t.briefApprovedAwaitingPayment : t.briefApprovedStarted }),
  }),

  // A campaign's steps (docs/product.md, "Campaigns"): campaign_* to the owner,
  // brief_campaign_* to the advertiser.
  brief_campaign_proof: forAdvertiser<CampaignParams>({ link: briefReport, email: { kind: "campaign_proof_submitted" } }),
  campaign_changes_requested: forOwner<CampaignParams & { reason: string }>({
    link: ownerCampaign,
    email: { kind: "campaign_changes_requested" },
  }),
  campaign_accepted: forOwner<CampaignParams & { fee: number | null }>({ link: ownerCampaign, email: { kind: "campaign_accepted" } }),
  campaign_auto_accepted: forOwner<CampaignParams & { fee: number | null }>({
    link: ownerCampaign,
    email: { kind: "campaign_auto_accepted" },
  }),
  brief_campaign_auto_accepted: forAdvertiser<CampaignParams & { fee: number | null }>({
    link: briefReport,
    email: { kind: "campaign_auto_accepted" },
  }),
  campaign_cancelled: forOwner<CampaignParams & { note: string }>({ link: ownerCampaign, email: { kind: "campaign_cancelled" } }),
  brief_campaign_cancelled: forAdvertiser<CampaignParams & { note: string }>({ link: briefReport, email: { kind: "campaign_cancelled" } }),

  // Money (docs/product.md, "Money"): invoice_* and refund_* to the brand, the rest to the owner.
  invoice_issued: forAdvertiser<CampaignParams & { invoiceId: number; number: string; total: string; due: string }>({
    link: (p) => billingInvoice(p),
    email: { kind: "invoice_issued" },
  }),
  invoice_overdue: forAdvertiser<CampaignParams & { invoiceId: number; number: string; total: string; due: string }>({
    link: (p) => billingInvoice(p),
    email: { kind: "invoice_overdue" },
  }),
  invoice_void: forAdvertiser<CampaignParams & { invoiceId: number; number: string }>({
    link: (p) => billingInvoice(p),
    email: { kind: "invoice_void" },
  }),
  campaign_paid: forOwner<CampaignParams & { share: string }>({ link: ownerCampaign, email: { kind: "campaign_paid" } }),
  campaign_not_paid: forOwner<CampaignParams>({ link: ownerCampaign, email: { kind: "campaign_not_paid" } }),
  campaign_invoice_declined: forOwner<CampaignParams & { reason: string }>({
    link: ownerCampaign,
    email: { kind: "campaign_invoice_declined" },
  }),
  payout_sent: forOwner<CampaignParams & { amount: string; reference: string }>({
    link: () => "/community/earnings",
    email: { kind: "payout_sent" },
  }),
  payout_failed: forOwner<CampaignParams & { amount: string; reason: string }>({
    link: () => "/community/settings/bank-account",
    email: { kind: "payout_failed" },
  }),
  refund_sent: forAdvertiser<CampaignParams & { amount: string; reference: string }>({
    link: () => "/advertiser/billing?tab=all",
    email: { kind: "refund_sent" },
  }),
  bank_account_changed: forAccount<{ bank: string; last4: string }>({
    link: () => "/community/settings/bank-account",
    email: { kind: "bank_account_changed" },
  }),

  // Reviews (docs/product.md, "Reviews"): "hidden" goes to the author of the review or reply.
  campaign_review_requested: forOwner<CampaignParams>({
    link: ownerCampaign,
    email: { kind: "review_requested", link: (p) => `${ownerCampaign(p)}#review` },
  }),
  brief_campaign_review_requested: forAdvertiser<CampaignParams>({ link: briefReport, email: { kind: "review_requested" } }),
  campaign_reviews_published: forOwner<CampaignParams>({
    link: ownerCampaign,
    email: { kind: "reviews_published", link: (p) => `${ownerCampaign(p)}#reviews` },
  }),
  brief_campaign_reviews_published: forAdvertiser<CampaignParams>({ link: briefReport, email: { kind: "reviews_published" } }),
  campaign_review_hidden: forOwner<CampaignParams & { note: string }>({ link: ownerCampaign, email: { kind: "review_hidden" } }),
  brief_campaign_review_hidden: forAdvertiser<CampaignParams & { note: string }>({ link: briefReport, email: { kind: "review_hidden" } }),
  campaign_reply_hidden: forOwner<CampaignParams & { note: string }>({ link: ownerCampaign, email: { kind: "reply_hidden" } }),
  brief_campaign_reply_hidden: forAdvertiser<CampaignParams & { note: string }>({ link: briefReport, email: { kind: "reply_hidden" } }),

  // Bookings (docs/product.md, "Bookings"): booking_* to the community's owner,
  // brand_booking_* to the advertiser who booked; each step tells the other side.
  booking_requested: forOwner<BookingParams & { price: string; date: string }>({
    link: ownerBooking,
    email: { kind: "booking_requested" },
  }),
  brand_booking_accepted: forAdvertiser<BookingParams & { campaignId: number; price: string }>({
    link: brandBooking,
    email: { kind: "booking_accepted" },
  }),
  brand_booking_declined: forAdvertiser<BookingParams & { reason: string }>({ link: brandBooking, email: { kind: "booking_declined" } }),
  brand_booking_countered: forAdvertiser<BookingParams & { price: string; date: string; message: string }>({
    link: brandBooking,
    email: { kind: "booking_countered" },
    // The e-mail adds the owner's message when there is one.
    words: (p, t) => ({ ...p, note: p.message && t.bookingMessageLine ? interpolate(t.bookingMessageLine, { message: p.message }) : "" }),
  }),
  booking_counter_accepted: forOwner<BookingParams & { campaignId: number; price: string }>({
    link: ownerBooking,
    email: { kind: "booking_counter_accepted" },
  }),
  booking_counter_declined: forOwner<BookingParams & { reason: string }>({
    link: ownerBooking,
    email: { kind: "booking_counter_declined" },
    // The brand's reason is optional: a line only when given.
    words: (p, t) => ({ ...p, why: p.reason ? interpolate(t.bookingReasonLine, { reason: p.reason }) : "" }),
  }),
  booking_expired: forOwner<BookingParams>({ link: ownerBooking, email: { kind: "booking_expired" } }),
  brand_booking_expired: forAdvertiser<BookingParams>({ link: brandBooking, email: { kind: "booking_expired" } }),
  // Conversations (docs/product.md, "Conversations"): the other side is told of a message
  // at once (one unread notice per thread, counting its messages); the e-mail is a digest
  // sent by a job, at most one per thread per 15 minutes (storefront/threads.server.ts),
  // never with the notification.
  thread_message: forThreadParty<ThreadParams>({
    link: conversationLink,
    gather: ["kind", "of"],
    more: (p, t) => (Number(p.count) > 1 ? interpolate(t.threadMessagesCount, { count: p.count }) : ""),
  }),
  thread_digest: forThreadParty<ThreadParams & { count: number }>({
    link: conversationLink,
    email: { kind: "thread_digest" },
    words: (p, t) => ({
      ...p,
      messages: p.count === "1" ? (t.threadDigestOne ?? p.count) : interpolate(t.threadDigestMany ?? "{count}", { count: p.count }),
    }),
  }),
};

export type EventType = keyof typeof EVENTS;
export type EventParams<T extends EventType> = NonNullable<(typeof EVENTS)[T]["params"]>;
/** An event as a step tells it: its type and parameters. */
export type AppEvent<T extends EventType = EventType> = { [K in T]: { type: K; params: EventParams<K> } }[T];

/** The events told to one audience. */
type TypesTo<A extends Audience> = { [K in EventType]: (typeof EVENTS)[K]["to"] extends A ? K : never }[EventType];
export type AdminEvent = AppEvent<TypesTo<"admins">>;
export type PartyEvent = AppEvent<TypesTo<"owner" | "advertiser">>;

/** The e-mails: each name with its subject, body and action in app/i18n/emails.ts. */
type EmailTexts = keyof (typeof emailMessages)["en"];
export type EmailKind = EmailTexts extends infer K ? (K extends `${infer Kind}Subject` ? Kind : never) : never;

/** Each event has its notification's texts: a type without `<type>Title` fails here. */
type NotificationTexts = keyof (typeof notificationMessages)["en"];
type Untitled = Exclude<`${EventType}Title` | `${EventType}Text`, NotificationTexts>;
const everyEventHasTexts: [Untitled] extends [never] ? true : Untitled = true;
void everyEventHasTexts;

/** The entry of a stored type (undefined for a type no longer told). */
export function eventOf(type: string): EventEntry<Params> | undefined {
  return Object.hasOwn(EVENTS, type) ? (EVENTS[type as EventType] as EventEntry<Params>) : undefined;
}
