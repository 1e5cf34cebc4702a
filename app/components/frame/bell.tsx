import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { interpolate } from "~/i18n";
import type { notificationBellMessages } from "~/i18n/notifications";
import { useT } from "~/i18n/use-lang";
import type { BellData } from "~/utils/notification-view";

export type { BellData };

/*
 * The bell: the unread count, and a panel (<details>: it opens without
 * JavaScript) with the latest 10. The panel is one form posting to /notifications: each
 * button (mark read, dismiss, mark all read) sends its own intent with the notification's
 * id ("read:12"). Without JavaScript the answer comes back to this page (the Referer);
 * with it the form goes through the fetcher to `/notifications?in-place`, whose answer is
 * the new count, and the page's loaders refresh the panel in place. The count is asked again every 30 seconds while the
 * page is visible.
 */
export function Bell({ bell, seeAll }: { bell: BellData; seeAll: string }) {
  const t = useT<typeof notificationBellMessages>("notificationBell");
  const fetcher = useFetcher<{ unread: number }>();
  // Once JavaScript runs, the panel posts to `?in-place`: the answer is the new count, not
  // a redirect (Remix takes `_data` off the URL before the action, so the action cannot
  // tell a fetcher by it).
  const [inPlace, setInPlace] = useState(false);
  useEffect(() => {
    setInPlace(true);
    const timer = setInterval(() => document.hidden || fetcher.load("/notifications"), 30_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.load is stable enough: one timer per page
  }, []);
  const unread = fetcher.data?.unread ?? bell.unread;
  const post = (intent: string, label: string, id?: number) => (
    <button
      type="submit"
      name="intent"
      value={id ? `${intent}:${id}` : intent}
      className="text-xs font-medium text-brand-700 hover:underline"
    >
      {label}
    </button>
  );
  return (
    <details className="relative" data-testid="bell">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-label={interpolate(t.bellLabel, { count: unread })}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21h4" />
        </svg>
        {unread ? (
          <span className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white" data-testid="bell-count">
            {unread}
          </span>
        ) : null}
      </summary>
      {/* On a phone the panel spans the screen under the header (the bell is not at its
          right edge: anchored to it, the panel would start off screen); wider, it hangs
          from the bell. */}
      <fetcher.Form
        method="post"
        action={inPlace ? "/notifications?in-place" : "/notifications"}
        data-testid="bell-panel"
        className="card fixed inset-x-2 top-16 z-30 p-3 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-80"
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">{t.title}</p>
          {unread ? post("read-all", t.markAllRead) : null}
        </div>
        {bell.items.length ? (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {bell.items.map((n) => (
              <li key={n.id} className={`py-2 ${n.is_read ? "" : "font-semibold"}`} data-testid="bell-item">
                <a href={`/notifications/${n.id}`} className="block text-sm text-slate-900 hover:underline">
                  {n.title}
                </a>
                <p className="text-xs font-normal text-slate-600">{n.message}</p>
                <div className="mt-1 flex gap-3">
                  {n.is_read ? null : post("read", t.markRead, n.id)}
                  {post("dismiss", t.dismiss, n.id)}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-2 text-sm text-slate-600">{t.empty}</p>
        )}
        <a href={seeAll} className="mt-2 block text-sm font-medium text-brand-700 hover:underline">
          {t.seeAll}
        </a>
      </fetcher.Form>
    </details>
  );
}
