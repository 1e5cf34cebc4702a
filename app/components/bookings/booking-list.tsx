import { Link } from "@remix-run/react";
import { useId } from "react";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import type { bookingMessages } from "~/i18n/bookings";
import { interpolate } from "~/i18n/index";
import { useT } from "~/i18n/use-lang";
import type { BookingState } from "~/utils/enums";
import type { LinkTab } from "~/utils/link-tab";
import type { PagerData } from "~/utils/paging";
import { BookingStateBadge } from "./booking-state-badge";

/*
 * A side's Bookings list (/advertiser/bookings, /community/bookings): one tab per state
 * with its count, the cards of the page (the package, the other side, the price, the
 * date, when to answer) each linking to its booking page. All links: no JavaScript
 * needed. The loader is routes/bookings.server.ts bookingListLoader.
 */

type Texts = (typeof bookingMessages)["en"];

export type BookingListData = {
  area: "advertiser" | "community";
  tab: string;
  tabs: LinkTab[];
  cards: {
    id: number;
    state: BookingState;
    stateLabel: string;
    title: string;
    party: string;
    price: string;
    wishedDate: string;
    when: string;
    href: string;
  }[];
  pager: PagerData;
  allHref: string;
};

function Card({ card, area, t }: { card: BookingListData["cards"][number]; area: BookingListData["area"]; t: Texts }) {
  const titleId = useId();
  return (
    <article className="card flex h-full flex-col p-5" aria-labelledby={titleId} data-testid="booking-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BookingStateBadge state={card.state} label={card.stateLabel} />
        <p className="text-xs text-slate-600">{card.when}</p>
      </div>
      <h2 id={titleId} className="card-title mt-3 break-words">
        {card.title}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{area === "advertiser" ? t.community : t.brand}</dt>
        <dd className="break-words font-medium text-slate-800">{card.party}</dd>
        <dt className="text-slate-600">{t.price}</dt>
        <dd className="font-medium text-slate-800" data-testid="booking-price">
          {card.price}
        </dd>
        <dt className="text-slate-600">{t.wishedDate}</dt>
        <dd className="text-slate-800">{card.wishedDate}</dd>
      </dl>
      <div className="mt-auto pt-5">
        <Link to={card.href} className="btn-primary" aria-label={interpolate(t.openLabel, { title: card.title })}>
          {t.openBooking}
        </Link>
      </div>
    </article>
  );
}

export function BookingList({ data }: { data: BookingListData }) {
  const t = useT<typeof bookingMessages>("bookings");
  const current = data.tabs.find((tab) => tab.current);
  return (
    <>
      <p className="text-sm text-slate-600">{data.area === "advertiser" ? t.subtitleAdvertiser : t.subtitleOwner}</p>
      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs} />
      </div>
      <section className="mt-6" aria-label={current?.label}>
        {data.cards.length ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.cards.map((card) => (
              <li key={card.id}>
                <Card card={card} area={data.area} t={t} />
              </li>
            ))}
          </ul>
        ) : data.tab === "all" ? (
          <EmptyState
            title={t.emptyTitle}
            text={data.area === "advertiser" ? t.emptyTextAdvertiser : t.emptyTextOwner}
            action={
              data.area === "advertiser" ? (
                <Link to="/advertiser/search" className="btn-primary">
                  {t.findCommunities}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <EmptyState
            title={t.emptyStateTitle}
            text={t.emptyStateText}
            action={
              <Link to={data.allHref} className="btn-primary">
                {t.showAll}
              </Link>
            }
          />
        )}
        <Pager pager={data.pager} />
      </section>
    </>
  );
}
