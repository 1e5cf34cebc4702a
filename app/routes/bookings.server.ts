import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { conversationLinks } from "./conversation-links.server";
import { bookingMessages } from "~/i18n/bookings";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { countText, interpolate } from "~/i18n/index";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { ModelError } from "~/models/errors";
import {
  acceptBooking,
  acceptCounter,
  BOOKING_PAGE_SIZE,
  counterBooking,
  declineBooking,
  declineCounter,
  getBooking,
  listBookings,
  type BookingCounts,
  type BookingDetail,
  type BookingView,
} from "~/models/storefront/bookings.server";
import type { User } from "~/models/user.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { redirectWithToast } from "~/server/toast.server";
import { BOOKING_STATES, OFFLINE_PLATFORM, type BookingState } from "~/utils/enums";
import { groupDigits } from "~/utils/digits";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, oneOf, pageNumber } from "~/utils/place";
import { BookingDeclineSchema, CounterDeclineSchema, CounterSchema } from "~/validation/booking";
import { readId } from "~/validation/owner-lists";
import * as z from "zod/mini";

/*
 * What the booking screens of both sides share (docs/product.md, "Bookings"): the list
 * (/advertiser/bookings, /community/bookings: one tab per state with counts, cards paged
 * in SQL), the booking page's data (the package's terms as booked, the request, the
 * counter-offer, the next step, the campaign link once accepted, the conversation's
 * place) and its posts, one `intent` per move; the model decides who may make which
 * (403 for the other side, 409 from a state that does not allow it). Every text is made
 * here in the reader's language, so the pages ship no formatter.
 */

type Texts = (typeof bookingMessages)["en"];
type Lang = ReturnType<typeof getLang>;
export type BookingArea = "advertiser" | "community";

const TABS = ["all", ...BOOKING_STATES.map((s) => s.toLowerCase())] as const;
type Tab = (typeof TABS)[number];
const stateOf = (tab: Tab): BookingState | undefined => (tab === "all" ? undefined : (tab.toUpperCase() as BookingState));

const listPlaceOf = (base: string) => listPlace(base, { state: oneOf(TABS, "all"), page: pageNumber });

export const kindLabel = (kind: string, t: Texts) => t[`kind${kind}` as keyof Texts] ?? kind;
export const platformLabel = (platform: string, t: Texts) =>
  platform === OFFLINE_PLATFORM ? t.platformOFFLINE : platform.charAt(0) + platform.slice(1).toLowerCase();

/** What a booking card shows. */
export type BookingCardData = {
  id: number;
  state: BookingState;
  stateLabel: string;
  title: string;
  /** The other side: the community for the brand, the brand for the owner. */
  party: string;
  price: string;
  wishedDate: string;
  when: string;
  href: string;
};

function cardOf(b: BookingView, area: BookingArea, base: string, t: Texts, lang: Lang): BookingCardData {
  const open = b.state === "REQUESTED" || b.state === "COUNTERED";
  return {
    id: b.id,
    state: b.state,
    stateLabel: t[`state${b.state}`],
    title: b.title,
    party: area === "advertiser" ? b.community.name : (b.brand.companyName ?? b.brand.name),
    price: formatRupiah(b.price),
    wishedDate: formatDate(b.counter?.date && b.state === "COUNTERED" ? b.counter.date : b.wishedDate, lang),
    when:
      open && b.expiresAt
        ? interpolate(t.answerBy, { date: formatDate(b.expiresAt, lang) })
        : interpolate(t.bookedOn, { date: formatDate(b.createdAt, lang) }),
    href: `${base}/${b.id}`,
  };
}

/** The loader of a side's Bookings list (`base`: /advertiser/bookings or /community/bookings). */
export async function bookingListLoader(request: Request, user: User, area: BookingArea) {
  const base = `/${area}/bookings`;
  const { placeOf, hrefOf } = listPlaceOf(base);
  const lang = getLang(request);
  const t = messagesFor(request, bookingMessages);
  const place = placeOf(new URL(request.url));
  let counts: BookingCounts | null = null;
  const list = loadPage(place.page, BOOKING_PAGE_SIZE, (slice) => {
    const result = listBookings(user, { state: stateOf(place.state) }, slice);
    counts = result.counts;
    return result;
  });
  const countOf = (key: Tab) => (counts ? counts[key === "all" ? "all" : (key.toUpperCase() as BookingState)] : 0);
  return json({
    area,
    tab: place.state,
    tabs: TABS.map((key) => ({
      key,
      label: key === "all" ? t.tabAll : t[`state${key.toUpperCase() as BookingState}`],
      href: hrefOf({ state: key }),
      count: formatNumber(countOf(key), lang),
      current: key === place.state,
    })),
    cards: list.items.map((b) => cardOf(b, area, base, t, lang)),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ state: place.state, page })),
    allHref: hrefOf({}),
    messages: pickMessages(request, bookingMessages),
  });
}

// ---------------------------------------------------------------------------------------
// One booking.

const pagePlace = (base: string) => listPlace(base, { ...dialogParams(["decline", "counter"]) });

/** The booking id of a page's URL: anything else is the same 404 as another's booking. */
export function bookingIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = readId(params.id ?? null);
  if (!id) throw new ModelError("not_found", "bookingNotFound");
  return id;
}

function nextText(b: BookingDetail, t: Texts, lang: Lang): string {
  if (b.state === "REQUESTED" || b.state === "COUNTERED") {
    const key = `next${b.state}_${b.side}` as keyof Texts;
    return interpolate(t[key], { date: formatDate(b.expiresAt, lang) });
  }
  return t[`next${b.state}`];
}

/** The data of a booking page for its reader (its side decides the buttons). */
export function bookingPageData(request: Request, user: User, id: number, area: BookingArea) {
  const b = getBooking(user, id);
  const lang = getLang(request);
  const t = messagesFor(request, bookingMessages);
  const here = `/${area}/bookings/${id}`;
  const { placeOf, hrefOf } = pagePlace(here);
  const place = placeOf(new URL(request.url));
  const campaignHref =
    b.campaignId === null ? null : area === "community" ? `/community/campaigns/${b.campaignId}` : `/bookings/${b.id}/report`;
  return {
    id: b.id,
    state: b.state,
    stateLabel: t[`state${b.state}`],
    title: b.title,
    community: b.community.name,
    brand: b.brand.companyName ?? b.brand.name,
    bookedOn: interpolate(t.bookedOn, { date: formatDate(b.createdAt, lang) }),
    next: nextText(b, t, lang),
    price: formatRupiah(b.price),
    terms: [
      { key: "kind", label: t.kind, value: kindLabel(b.kind, t) },
      { key: "platform", label: t.platform, value: platformLabel(b.platform, t) },
      { key: "delivery", label: t.delivery, value: countText(b.deliveryDays, t.deliveryDaysOne, t.deliveryDays) },
      { key: "list-price", label: t.listPrice, value: formatRupiah(b.listPrice) },
      ...(b.brandProvides ? [{ key: "provides", label: t.brandProvides, value: b.brandProvides }] : []),
    ],
    description: b.description,
    request: [
      { key: "promote", label: t.promote, value: b.promote },
      { key: "wished-date", label: t.wishedDate, value: formatDate(b.wishedDate, lang) },
      ...(b.message ? [{ key: "message", label: t.message, value: b.message }] : []),
    ],
    materialsUrl: b.materialsUrl,
    counter: b.counter
      ? {
          price: b.counter.price === null ? null : formatRupiah(b.counter.price),
          date: b.counter.date === null ? null : formatDate(b.counter.date, lang),
          message: b.counter.message,
        }
      : null,
    declined:
      b.state === "DECLINED"
        ? { by: b.declinedBy === "ADVERTISER" ? t.declinedByAdvertiser : t.declinedByOwner, reason: b.declineReason ?? t.noReason }
        : null,
    moves: b.moves,
    campaignHref,
    campaignLabel: area === "community" ? t.openCampaign : t.openReport,
    // The booking's conversation, with the reader's unread count.
    conversation: conversationLinks(request, user, { bookingIds: [b.id] }).booking(b.id),
    // The counter dialog's hints: what a blank field keeps.
    counterHints: {
      price: interpolate(t.counterPriceHint, { price: formatRupiah(b.listPrice) }),
      date: interpolate(t.counterDateHint, { date: formatDate(b.wishedDate, lang) }),
    },
    counterDefaults:
      b.state === "COUNTERED" && b.counter
        ? {
            price: b.counter.price === null ? undefined : groupDigits(b.counter.price),
            date: b.counter.date ?? undefined,
            message: b.counter.message ?? undefined,
          }
        : undefined,
    dialog: place.dialog ?? null,
    here,
    declineHref: hrefOf({ dialog: "decline", id }),
    counterHref: hrefOf({ dialog: "counter", id }),
    listHref: `/${area}/bookings`,
    messages: pickMessages(request, bookingMessages, validationMessages),
  };
}

/** The posts of a booking page: one `intent` per move; each back to the page with a toast. */
export async function bookingAction(request: Request, user: User, id: number, area: BookingArea) {
  // Another's booking: 404 before the body is read.
  getBooking(user, id);
  const here = `/${area}/bookings/${id}`;
  const form = await request.formData();
  const back = (title: string, description: string) => redirectWithToast(here, { title, description, type: "success" });
  const none = z.object({});
  return dispatchIntent(request, form, {
    accept: () =>
      handleForm(
        request,
        form,
        none,
        () => {
          acceptBooking(user, id);
          return back("bookingAccepted", "bookingAcceptedText");
        },
        { intent: "accept" },
      ),
    decline: () =>
      handleForm(
        request,
        form,
        BookingDeclineSchema,
        ({ reason }) => {
          declineBooking(user, id, reason);
          return back("bookingDeclined", "bookingDeclinedText");
        },
        { intent: "decline" },
      ),
    counter: () =>
      handleForm(
        request,
        form,
        CounterSchema,
        (value) => {
          counterBooking(user, id, value);
          return back("bookingCountered", "bookingCounteredText");
        },
        { intent: "counter" },
      ),
    counter_accept: () =>
      handleForm(
        request,
        form,
        none,
        () => {
          acceptCounter(user, id);
          return back("counterAccepted", "counterAcceptedText");
        },
        { intent: "counter_accept" },
      ),
    counter_decline: () =>
      handleForm(
        request,
        form,
        CounterDeclineSchema,
        ({ reason }) => {
          declineCounter(user, id, reason);
          return back("counterDeclined", "counterDeclinedText");
        },
        { intent: "counter_decline" },
      ),
  });
}
