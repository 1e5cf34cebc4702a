import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { notifications, users, type Notification, type User } from "../../db/schema";
import { interpolate, type Lang } from "~/i18n";
import { formatRupiah } from "~/i18n/format";
import { notificationMessages } from "~/i18n/notifications";
import { db, preparedPages, preparedQuery, type DB } from "~/lib/server/db.server";
import { dashboardPath } from "~/utils/areas";
import type { BellData, NotificationView } from "~/utils/notification-view";
import { ModelError } from "./errors";
import { requireActor } from "./permissions.server";

/*
 * Notifications (docs/product.md, "Notifications and e-mail"): stored per user as a type and
 * its parameters, in the same transaction as the event that causes them, and written in
 * the reader's language when read (renderNotification). Who gets what:
 *   admins      new_user, new_brief, new_application, new_contact_message,
 *               new_community (a community created: it waits for verification),
 *               community_changed (a verified community's owner changed its name or
 *               categories: it waits for verification again)
 *   owner       account_approved/rejected, community_verified/unverified,
 *               application_approved/rejected
 *               brief_invitation (an advertiser invites the community to apply),
 *               campaign_changes_requested/accepted/auto_accepted/cancelled,
 *               campaign_review_requested (review the completed campaign),
 *               campaign_reviews_published, campaign_review_hidden/reply_hidden
 *   advertiser  account_approved/rejected, brief_approved/rejected,
 *               brief_application_approved (an application approved on its brief),
 *               brief_campaign_proof/auto_accepted/cancelled (a campaign on its brief),
 *               brief_campaign_review_requested/reviews_published/review_hidden/reply_hidden
 * A user reads, marks and dismisses only its own: another user's id is "not found".
 */
type NotificationParams = {
  new_user: { userId: number; name: string; email: string; role: string };
  new_brief: { briefId: number; title: string; company: string };
  new_application: { applicationId: number; briefId: number; communityId: number; brief: string; community: string };
  new_contact_message: { contactMessageId: number; name: string; email: string };
  new_community: { communityId: number; community: string; owner: string };
  community_changed: { communityId: number; community: string; previous: string; changes: string };
  account_approved: { userId: number };
  account_rejected: { userId: number; reason: string };
  community_verified: { communityId: number; community: string };
  community_unverified: { communityId: number; community: string };
  // The approval names the campaign it started (its link) and the agreed fee.
  application_approved: { applicationId: number; briefId: number; communityId: number; brief: string; notes: string; campaignId?: number; fee?: number | null };
  application_rejected: { applicationId: number; briefId: number; communityId: number; brief: string; notes: string };
  brief_approved: { briefId: number; title: string; notes: string };
  brief_rejected: { briefId: number; title: string; notes: string };
  brief_application_approved: { applicationId: number; briefId: number; communityId: number; brief: string; community: string };
  brief_invitation: { briefId: number; communityId: number; brief: string; community: string; company: string };
  campaign_changes_requested: CampaignParams & { reason: string };
  campaign_accepted: CampaignParams;
  campaign_auto_accepted: CampaignParams;
  campaign_cancelled: CampaignParams & { note: string };
  brief_campaign_proof: CampaignParams;
  brief_campaign_auto_accepted: CampaignParams;
  brief_campaign_cancelled: CampaignParams & { note: string };
  // Reviews (docs/product.md, "Reviews"): campaign_* go to the owner, brief_campaign_* to
  // the advertiser; "hidden" goes to the author of the review or the reply.
  campaign_review_requested: CampaignParams;
  brief_campaign_review_requested: CampaignParams;
  campaign_reviews_published: CampaignParams;
  brief_campaign_reviews_published: CampaignParams;
  campaign_review_hidden: CampaignParams & { note: string };
  brief_campaign_review_hidden: CampaignParams & { note: string };
  campaign_reply_hidden: CampaignParams & { note: string };
  brief_campaign_reply_hidden: CampaignParams & { note: string };
};
type CampaignParams = { campaignId: number; briefId: number; brief: string; community: string };
export type NotificationType = keyof NotificationParams;
export type NotificationEvent = { [K in NotificationType]: { type: K; params: NotificationParams[K] } }[NotificationType];

type Tx = Pick<DB, "select" | "insert" | "update">;

/** Store a notification for one user (inside the caller's transaction). */
export function notifyUser(tx: Tx, userId: number, event: NotificationEvent): void {
  tx.insert(notifications).values({ userId, type: event.type, data: event.params }).run();
}

/** Store a notification for every admin (inside the caller's transaction). */
export function notifyAdmins(tx: Tx, event: NotificationEvent): void {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN")).all();
  for (const admin of admins) notifyUser(tx, admin.id, event);
}

/**
 * Every admin's notices of `type` about the subject (`key` = `id` in their parameters)
 * are read once one admin decided it: a decided new account, brief or application no
 * longer waits in anyone's bell (inside the decision's transaction).
 */
export function markDecidedNoticesRead(tx: Tx, type: "new_user" | "new_brief" | "new_application" | "new_community", key: string, id: number): void {
  tx.update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.type, type), eq(notifications.isRead, false), sql`json_extract(${notifications.data}, ${`$.${key}`}) = ${id}`))
    .run();
}

export type { NotificationView };

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** Where the reader acts on it. */
function hrefOf(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case "new_user":
      return "/admin/pending-users";
    case "new_brief":
      return "/admin/briefs";
    case "new_application":
      return "/admin/applications";
    case "new_contact_message":
      return "/admin/messages";
    case "new_community":
    case "community_changed":
      return typeof data.communityId === "number" ? `/admin/communities?dialog=verify&id=${data.communityId}` : "/admin/communities";
    case "community_verified":
    case "community_unverified":
      return "/community/profile";
    case "application_approved":
      return typeof data.campaignId === "number" ? `/community/campaigns/${data.campaignId}` : "/community/applications";
    case "application_rejected":
      return "/community/applications";
    case "brief_invitation":
      return typeof data.briefId === "number" ? `/community/briefs?dialog=view&id=${data.briefId}` : "/community/briefs";
    case "campaign_changes_requested":
    case "campaign_accepted":
    case "campaign_auto_accepted":
    case "campaign_cancelled":
    case "campaign_review_requested":
    case "campaign_reviews_published":
    case "campaign_review_hidden":
    case "campaign_reply_hidden":
      return typeof data.campaignId === "number" ? `/community/campaigns/${data.campaignId}` : "/community/campaigns";
    case "brief_campaign_proof":
    case "brief_campaign_auto_accepted":
    case "brief_campaign_cancelled":
    case "brief_campaign_review_requested":
    case "brief_campaign_reviews_published":
    case "brief_campaign_review_hidden":
    case "brief_campaign_reply_hidden":
      return typeof data.briefId === "number" ? `/briefs/${data.briefId}/report?campaign=${String(data.campaignId)}#campaign-${String(data.campaignId)}` : "/advertiser/briefs";
    case "brief_approved":
    case "brief_rejected":
    case "brief_application_approved":
      return typeof data.briefId === "number" ? `/advertiser/briefs?dialog=view&id=${data.briefId}` : "/advertiser/briefs";
    default:
      return "/";
  }
}

export function renderNotification(row: Notification, lang: Lang, dashboard = "/"): NotificationView {
  const t = notificationMessages[lang] as Record<string, string>;
  const data = row.data ?? {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) params[key] = text(value);
  if (row.type === "new_user") params.role = t[`role${params.role}`] ?? params.role;
  const known = `${row.type}Title` in t;
  let message = known ? interpolate(t[`${row.type}Text`], params) : "";
  if (row.type === "application_approved" && "fee" in data) {
    message += ` ${typeof data.fee === "number" ? interpolate(t.agreedFeeLabel, { fee: formatRupiah(data.fee) }) : t.noFeeLabel}`;
  }
  if (params.notes && /^(application|brief)_(approved|rejected)$/.test(row.type)) {
    message += ` ${interpolate(t.notesLabel, { notes: params.notes })}`;
  }
  if (row.type === "community_changed" && params.previous && params.previous !== params.community) {
    message += ` ${interpolate(t.formerNameLabel, { previous: params.previous })}`;
  }
  const href = row.type.startsWith("account_") ? dashboard : hrefOf(row.type, data);
  return {
    id: row.id,
    type: row.type,
    title: known ? t[`${row.type}Title`] : row.type,
    message,
    href,
    data,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}


/** The latest `limit` notifications of the actor, and how many are unread (notifications_user_idx). */
export function listNotifications(
  actor: User | null | undefined,
  page: { limit: number; offset?: number },
): { items: Notification[]; unreadCount: number; total: number } {
  const user = requireActor(actor);
  const { unread, total } = notificationCounts();
  return {
    items: notificationPage(page.limit).all({ userId: user.id, limit: page.limit, offset: page.offset ?? 0 }),
    unreadCount: unread.get({ userId: user.id })?.n ?? 0,
    total: total.get({ userId: user.id })?.n ?? 0,
  };
}

/** The notifications pages run these: prepared once (the page once per limit). */
const notificationPage = preparedPages((db, limit) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(sql.placeholder("offset"))
    .prepare(),
);
const notificationCounts = preparedQuery((db) => {
  const mine = eq(notifications.userId, sql.placeholder("userId"));
  return {
    unread: db.select({ n: count() }).from(notifications).where(and(mine, eq(notifications.isRead, false))).prepare(),
    total: db.select({ n: count() }).from(notifications).where(mine).prepare(),
  };
});

/** The unread count alone (the bell's refresh). */
export function countUnreadNotifications(actor: User | null | undefined): number {
  const user = requireActor(actor);
  return (
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)))
      .get()?.n ?? 0
  );
}

/**
 * Open one of the actor's notifications: it is marked read, and the answer is where the
 * reader acts on it (the bell's and the list's links go through /notifications/<id>).
 */
export function openNotification(actor: User | null | undefined, id: number): string {
  const user = requireActor(actor);
  const row = db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning()
    .get();
  if (!row) throw new ModelError("not_found", "notificationNotFound");
  return row.type.startsWith("account_") ? dashboardPath(user.role) : hrefOf(row.type, row.data ?? {});
}

/** Mark one of the actor's notifications read; another user's is "not found". */
export function markNotificationRead(actor: User | null | undefined, id: number): void {
  const user = requireActor(actor);
  const row = db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning({ id: notifications.id })
    .get();
  if (!row) throw new ModelError("not_found", "notificationNotFound");
}

export function markAllNotificationsRead(actor: User | null | undefined): void {
  const user = requireActor(actor);
  db.update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)))
    .run();
}

/** Dismiss (delete) one of the actor's notifications; another user's is "not found". */
export function dismissNotification(actor: User | null | undefined, id: number): void {
  const user = requireActor(actor);
  const row = db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning({ id: notifications.id })
    .get();
  if (!row) throw new ModelError("not_found", "notificationNotFound");
}

/** How many notifications the bell shows. */
export const BELL_SIZE = 10;

/** The bell of a signed-in page: the unread count and the latest 10, in the reader's language. */
export function bellOf(user: User, lang: Lang): BellData {
  const rows = bellQuery(BELL_SIZE).all({ userId: user.id, limit: BELL_SIZE });
  return {
    // Every row carries the unread count; no row means no notification, so none unread.
    unread: rows[0]?.unread ?? 0,
    items: rows.map(({ unread: _unread, ...n }) => {
      const { id, title, message, is_read } = renderNotification(n, lang, dashboardPath(user.role));
      return { id, title, message, is_read };
    }),
  };
}

/**
 * The bell's one statement (every signed-in page runs it; each statement costs a page
 * 15-30 µs in a busy server, docs/decisions/022-render-cost.md): the latest notifications,
 * each with the unread count (notifications_user_idx).
 */
const bellQuery = preparedPages((db, limit) => {
  const unread = alias(notifications, "unread");
  const unreadCount = db
    .select({ n: count() })
    .from(unread)
    .where(and(eq(unread.userId, sql.placeholder("userId")), eq(unread.isRead, false)));
  return db
    .select({ ...getTableColumns(notifications), unread: sql<number>`(${unreadCount})`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .prepare();
});
