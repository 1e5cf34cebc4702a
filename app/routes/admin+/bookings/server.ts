import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminConsoleMessages } from "~/i18n/admin";
import { bookingMessages } from "~/i18n/bookings";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { BOOKING_PAGE_SIZE, listBookings, type BookingCounts } from "~/models/storefront/bookings.server";
import { consoleTabs, loadTabList } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";
import { BOOKING_STATES, type BookingState } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, pageNumber } from "~/utils/place";

/*
 * The admin console's Bookings (/admin/bookings): every booking, newest first, in one
 * state or all (tabs with counts), paged in SQL (bookings_state_idx, or the primary key
 * for all). Read-only: the admin makes no booking move; it cancels an accepted booking's
 * campaign like any other, from the Campaigns tab, which each accepted booking links to.
 */

const BASE = "/admin/bookings";
type Tab = BookingState | "all";
const TABS: readonly Tab[] = ["all", ...BOOKING_STATES];
const { placeOf, hrefOf } = listPlace(BASE, {
  // A state in any case (written in lower case); anything else is all of them.
  state: {
    read: (raw): Tab => BOOKING_STATES.find((state) => state === raw?.toUpperCase()) ?? "all",
    write: (tab: Tab) => tab.toLowerCase(),
    fallback: "all",
  },
  page: pageNumber,
});

export async function adminBookingsLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const t = messagesFor(request, bookingMessages);
  const place = placeOf(new URL(request.url));
  const common = {
    tabs: consoleTabs(request, admin, "bookings"),
    messages: pickMessages(request, adminConsoleMessages, bookingMessages),
  };
  const retryHref = hrefOf({ state: place.state, page: place.page });
  const load = () => {
    let counts: BookingCounts | null = null;
    const list = loadPage(place.page ?? 1, BOOKING_PAGE_SIZE, (slice) => {
      const result = listBookings(admin, { state: place.state === "all" ? undefined : place.state }, slice);
      counts = result.counts;
      return result;
    });
    const countOf = (key: Tab) => (counts ? counts[key] : 0);
    return {
      ...common,
      total: list.total,
      totalText: formatNumber(list.total, lang),
      stateTabs: TABS.map((key) => ({
        key: `state-${key.toLowerCase()}`,
        label: key === "all" ? t.tabAll : t[`state${key}`],
        href: hrefOf({ state: key }),
        count: formatNumber(countOf(key), lang),
        current: key === place.state,
      })),
      bookings: list.items.map((b) => ({
        id: b.id,
        title: b.title,
        brand: b.brand.companyName ?? b.brand.name,
        community: b.community.name,
        state: b.state,
        stateLabel: t[`state${b.state}`],
        price: formatRupiah(b.price),
        wishedDate: formatDate(b.wishedDate, lang),
        booked: formatDate(b.createdAt, lang),
        reason: b.declineReason,
        campaignHref: b.campaignId === null ? null : `/admin/campaigns?dialog=view&id=${b.campaignId}`,
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ state: place.state, page })),
      retryHref,
    };
  };
  return loadTabList("the admin's bookings", retryHref, load, { ...common, total: 0, totalText: "0", stateTabs: [], bookings: [] });
}
