import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import type { notificationMessages } from "~/i18n/notifications";
import { useT } from "~/i18n/use-lang";
import type { NotificationView } from "~/utils/notification-view";
import type { PagerData } from "~/utils/paging";

/** A role's full list of notifications, newest first, 20 a page. */
export function NotificationsPage() {
  const { items, unread, pager } = useLoaderData<{ items: (NotificationView & { date: string })[]; unread: number; pager: PagerData }>();
  const t = useT<typeof notificationMessages>("notifications");
  const { pathname, search } = useLocation();
  const post = (intent: string, label: string, id?: number) => (
    <Form method="post" action="/notifications" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className="btn-secondary px-3 py-1 text-xs">
        {label}
      </button>
    </Form>
  );
  return (
    <AreaPage title="notifications">
      {unread ? <div className="mb-4 flex justify-end">{post("read-all", t.markAllRead)}</div> : null}
      {items.length ? (
        <ul className="card divide-y divide-slate-100" data-testid="notification-list">
          {items.map((n) => (
            <li key={n.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="notification">
              <div className="min-w-0">
                <a href={`/notifications/${n.id}`} className={`text-sm text-slate-900 hover:underline ${n.is_read ? "" : "font-semibold"}`}>
                  {n.title}
                </a>
                {n.is_read ? null : <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-800">{t.unread}</span>}
                <p className="mt-1 text-sm text-slate-600">{n.message}</p>
                <p className="mt-1 text-xs text-slate-500">{n.date}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                {n.is_read ? null : post("read", t.markRead, n.id)}
                {post("dismiss", t.dismiss, n.id)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t.empty} text={t.pageEmptyText} />
      )}
      <Pager pager={pager} />
    </AreaPage>
  );
}
