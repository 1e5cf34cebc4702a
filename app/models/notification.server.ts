import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { notifications, type Notification, type User } from "../../db/schema";
import { interpolate, type Lang } from "~/i18n";
import { formatRupiah } from "~/i18n/format";
import { notificationMessages } from "~/i18n/notifications";
import { db, preparedPages, preparedQuery, type DB } from "~/lib/server/db.server";
import { dashboardPath } from "~/utils/areas";
import type { BellData, NotificationView } from "~/utils/notification-view";
import { ModelError } from "./errors";
import { eventOf, readableParams, type AppEvent } from "./events/registry.server";
import { requireActor } from "./permissions.server";

/*
 * Notifications (docs/product.md, "Notifications and e-mail"): stored per user as an
 * event's type and parameters, in the same transaction as the step that causes them
 * (events/tell.server.ts), and written in the reader's language when read
 * (renderNotification). Which events there are, who is told and where each leads: the
 * event registry, events/registry.server.ts. A user reads, marks and dismisses only its
 * own: another user's id is "not found".
 */

type Tx = Pick<DB, "select" | "insert" | "update">;

/**
 * Store a notification for one user (inside the caller's transaction; events/tell.server.ts
 * calls it). A gathered event (the registry's `gather`) replaces the reader's unread notice
 * of the same subject instead: counted, dated now, at the top of the list.
 */
export function notifyUser(tx: Tx, userId: number, event: AppEvent): void {
  const gather = (eventOf(event.type)?.gather ?? []) as string[];
  if (gather.length === 0) {
    tx.insert(notifications).values({ userId, type: event.type, data: event.params }).run();
    return;
  }
  const params = event.params as Record<string, unknown>;
  const previous = tx
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(and(unreadOfType(userId, event.type), ...gather.map((key) => sameParam(key, params[key]))))
    .orderBy(desc(notifications.id))
    .get();
  const count = (typeof previous?.data.count === "number" ? previous.data.count : 0) + 1;
  if (previous) {
    tx.update(notifications)
      .set({ data: { ...params, count }, createdAt: new Date() })
      .where(eq(notifications.id, previous.id))
      .run();
  } else
    tx.insert(notifications)
      .values({ userId, type: event.type, data: { ...params, count } })
      .run();
}

/** A user's unread notices of one type (on the (user_id, is_read, ...) index). */
const unreadOfType = (userId: number, type: string) =>
  and(eq(notifications.userId, userId), eq(notifications.isRead, false), eq(notifications.type, type));
const sameParam = (key: string, value: unknown) => sql`json_extract(${notifications.data}, ${`$.${key}`}) = ${value}`;

/**
 * The reader has seen what a gathered notice told (e.g. it read the conversation): its
 * unread notices of `type` about that subject are read (inside the caller's write).
 */
export function markGatheredNoticesRead(tx: Tx, userId: number, type: "thread_message", subject: Record<string, string | number>): void {
  tx.update(notifications)
    .set({ isRead: true })
    .where(and(unreadOfType(userId, type), ...Object.entries(subject).map(([key, value]) => sameParam(key, value))))
    .run();
}

/**
 * Every admin's notices of `type` about the subject (`key` = `id` in their parameters)
 * are read once one admin decided it: a decided new account, brief or application no
 * longer waits in anyone's bell (inside the decision's transaction).
 */
export function markDecidedNoticesRead(
  tx: Tx,
  type: "new_user" | "new_brief" | "new_application" | "new_community",
  key: string,
  id: number,
): void {
  tx.update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.type, type), eq(notifications.isRead, false), sameParam(key, id)))
    .run();
}

export type { NotificationView };

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** Where the reader acts on it (the registry's link; home for a type no longer told). */
function hrefOf(type: string, data: Record<string, unknown>, dashboard: string): string {
  return eventOf(type)?.link(data as Record<string, never>, dashboard) ?? "/";
}

export function renderNotification(row: Notification, lang: Lang, dashboard = "/"): NotificationView {
  const t = notificationMessages[lang] as Record<string, string>;
  const data = row.data ?? {};
  const entry = eventOf(row.type);
  let params: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) params[key] = text(value);
  params = readableParams(row.type, params, t, lang);
  const known = entry !== undefined && `${row.type}Title` in t;
  let message = known ? interpolate(t[`${row.type}Text`], params) : "";
  if (known) {
    // The same lines as the event's e-mail (outbox.server.ts): the agreed fee, the admin's notes.
    if ("fee" in data)
      message += ` ${typeof data.fee === "number" ? interpolate(t.agreedFeeLabel, { fee: formatRupiah(data.fee) }) : t.noFeeLabel}`;
    if (params.notes?.trim()) message += ` ${interpolate(t.notesLabel, { notes: params.notes.trim() })}`;
    const more = entry.more?.(params, t);
    if (more) message += ` ${more}`;
  }
  return {
    id: row.id,
    type: row.type,
    title: known ? t[`${row.type}Title`] : row.type,
    message,
    href: hrefOf(row.type, data, dashboard),
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
    unread: db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, false)))
      .prepare(),
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
  return hrefOf(row.type, row.data ?? {}, dashboardPath(user.role));
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
