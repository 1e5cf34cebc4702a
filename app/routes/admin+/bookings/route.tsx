import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminConsole, LoadFailed } from "~/components/admin/console";
import { BookingStateBadge } from "~/components/bookings/booking-state-badge";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import type { bookingMessages } from "~/i18n/bookings";
import { interpolate } from "~/i18n/index";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { adminBookingsLoader } from "./server";

/*
 * The admin console's Bookings tab: every booking by state (links), read-only, each
 * accepted one linking to its campaign in the Campaigns tab. Loader in ./server.ts; all
 * links, so it works without JavaScript.
 */

export { adminBookingsLoader as loader } from "./server";

type loader = typeof adminBookingsLoader;
type Data = ReturnType<typeof useLoaderData<loader>>;
type Texts = (typeof bookingMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

function Row({ b, t }: { b: Data["bookings"][number]; t: Texts }) {
  return (
    <li className="card p-4" data-testid="admin-booking">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="break-words font-semibold text-slate-900">{b.title}</p>
        <BookingStateBadge state={b.state} label={b.stateLabel} />
      </div>
      <p className="break-words text-sm text-slate-600">
        {t.brand}: {b.brand} · {t.community}: {b.community}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">{t.price}</dt>
        <dd className="text-slate-800">{b.price}</dd>
        <dt className="text-slate-500">{t.wishedDate}</dt>
        <dd className="text-slate-800">{b.wishedDate}</dd>
        <dt className="text-slate-500">{interpolate(t.bookedOn, { date: "" }).trim()}</dt>
        <dd className="text-slate-800">{b.booked}</dd>
        {b.reason ? (
          <>
            <dt className="text-slate-500">{t.reason}</dt>
            <dd className="break-words text-slate-800">{b.reason}</dd>
          </>
        ) : null}
      </dl>
      {b.campaignHref ? (
        <Link to={b.campaignHref} className="btn-secondary mt-3">
          {t.openCampaign}
        </Link>
      ) : null}
    </li>
  );
}

export default function AdminBookings() {
  const data = useLoaderData<loader>();
  const t = useT<typeof bookingMessages>("bookings");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.adminHeading}</h2>
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : (
        <>
          <LinkTabs label={t.tabsLabel} tabs={data.stateTabs} />
          {data.bookings.length ? (
            <>
              <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="booking-count">
                {data.total === 1 ? t.adminCountOne : interpolate(t.adminCount, { count: data.totalText })}
              </p>
              <ul className="mt-3 space-y-3">
                {data.bookings.map((b) => (
                  <Row key={b.id} b={b} t={t} />
                ))}
              </ul>
            </>
          ) : (
            <div className="mt-4">
              <EmptyState testId="no-bookings" title={t.adminEmptyTitle} text={t.adminEmptyText} />
            </div>
          )}
          <Pager pager={data.pager} />
        </>
      )}
    </AdminConsole>
  );
}
