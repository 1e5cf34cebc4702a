import { getLang } from "~/i18n/lang.server";
import { listNotifications, renderNotification } from "~/models/notification.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { dashboardPath } from "~/utils/areas";

/**
 * GET /api/notifications: the caller's latest notifications (limit, default 10, at most
 * 100; offset), newest first, written in the caller's language, and the unread count:
 * 200 { items, unread_count }. X-Total-Count counts them all.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const whole = (name: string, fallback: number, max: number) => {
    const value = params.get(name)?.trim() ?? "";
    return /^\d{1,9}$/.test(value) ? Math.min(max, Number(value)) : fallback;
  };
  const limit = Math.max(1, whole("limit", 10, 100));
  const { items, unreadCount, total } = listNotifications(caller, { limit, offset: whole("offset", 0, 1_000_000) });
  const lang = getLang(request);
  return respond(
    200,
    { items: items.map((n) => renderNotification(n, lang, dashboardPath(caller.role))), unread_count: unreadCount },
    { "X-Total-Count": String(total) },
  );
});
