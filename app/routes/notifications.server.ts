import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formatDate } from "~/i18n/format.server";
import { getLang, pickMessages } from "~/i18n/lang.server";
import { notificationMessages } from "~/i18n/notifications";
import {
  countUnreadNotifications,
  dismissNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  renderNotification,
} from "~/models/notification.server";
import { dispatchIntent } from "~/server/action.server";
import { dashboardPath } from "~/utils/areas";
import { requireUser, safeRedirect } from "~/server/auth.server";
import { loadPage, pageParam, pagerData, withPage } from "~/utils/paging";

/*
 * The bell and the notification pages. Every form posts to /notifications
 * (routes/_resources+/notifications.tsx): without JavaScript the answer sends the browser back where
 * it was; with JavaScript the bell's fetcher gets the new unread count and the page's
 * loaders run again, so the panel updates in place.
 */
const PAGE_SIZE = 20;

/** GET /notifications: the unread count (the bell's 30-second refresh). */
export async function notificationsCountLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  return json({ unread: countUnreadNotifications(user) }, { headers: { "Cache-Control": "no-store" } });
}

/** The page a plain form was posted from (the bell sends no redirectTo: the Referer says it). */
function backTo(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * POST /notifications: intent read (id), read-all or dismiss (id). The bell's buttons send
 * the id within the intent ("read:12"); a form may also send it as `id`.
 */
export async function notificationsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, null);
  const form = await request.formData();
  const [intent, inIntent] = String(form.get("intent") ?? "").split(":", 2);
  if (inIntent !== undefined) {
    form.set("intent", intent);
    form.set("id", inIntent);
  }
  // The bell's fetcher (JavaScript) posts to `?in-place` and wants the new count; a plain
  // form goes back to its page.
  const done = () =>
    new URL(request.url).searchParams.has("in-place")
      ? json({ unread: countUnreadNotifications(user) })
      : redirect(safeRedirect(form.get("redirectTo") ?? backTo(request), dashboardPath(user.role)));
  // An id that is not a notification of this user's is "not found" (the model says so).
  const id = () => Number(form.get("id"));
  return dispatchIntent(request, form, {
    "read-all": () => (markAllNotificationsRead(user), done()),
    read: () => (markNotificationRead(user, id()), done()),
    dismiss: () => (dismissNotification(user, id()), done()),
  });
}

/** The full list of one's notifications, 20 a page (/community|advertiser|admin/notifications). */
export async function notificationsPageLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const lang = getLang(request);
  let unread = 0;
  const list = loadPage(pageParam(url.searchParams), PAGE_SIZE, (slice) => {
    const result = listNotifications(user, slice);
    unread = result.unreadCount;
    return {
      // The date written out on the server, in the reader's language (no date code in the browser).
      items: result.items.map((n) => ({ ...renderNotification(n, lang, dashboardPath(user.role)), date: formatDate(n.createdAt, lang) })),
      total: result.total,
    };
  });
  return json({
    items: list.items,
    total: list.total,
    unread,
    pager: pagerData(list.page, list.pageCount, (page) => withPage(url.pathname, url.searchParams, page)),
    messages: pickMessages(request, notificationMessages),
  });
}
