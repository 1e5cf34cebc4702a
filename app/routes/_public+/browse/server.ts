import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toCardData } from "~/utils/community-view";
import { browseMessages } from "~/i18n/browse";
import { communityMessages } from "~/i18n/community";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { searchCommunities } from "~/models/community-search.server";
import { loadPage, pagerData, urlOf } from "~/utils/paging";
import { minRatingOptions } from "~/routes/rating-options.server";
import {
  ALL,
  MEMBER_RANGE,
  PAGE_SIZE,
  browseSearchParams,
  hasActiveFilters,
  parseBrowseQuery,
  type BrowseFilters,
  type BrowseParam,
} from "~/validation/browse";

/** The filter chips: each filter and its URL parameter. */
const CHIP_FILTERS = [
  ["q", "q"],
  ["category", "category"],
  ["location", "location"],
  ["verified", "verified"],
  ["minMembers", "min_members"],
  ["maxMembers", "max_members"],
  ["minRating", "min_rating"],
] as const satisfies readonly (readonly [keyof BrowseFilters, BrowseParam])[];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { filters, page: wanted } = parseBrowseQuery(url.searchParams);
  const lang = getLang(request);
  const t = messagesFor(request, browseMessages);
  const result = loadPage(wanted, PAGE_SIZE, (slice) => searchCommunities(filters, slice));
  // Links stay on the path the visitor used (never the raw pathname, which is input).
  const base = url.pathname.startsWith("/browse-communities") ? "/browse-communities" : "/browse";
  const href = (f: BrowseFilters, p = 1) => urlOf(base, browseSearchParams(f, p));
  const pageHref = (p: number) => `${href(filters, p)}#results`;
  const steps = Array.from(
    { length: (MEMBER_RANGE.max - MEMBER_RANGE.min) / MEMBER_RANGE.step + 1 },
    (_, i) => MEMBER_RANGE.min + i * MEMBER_RANGE.step,
  );
  return json({
    form: {
      q: filters.q ?? "",
      category: filters.category ?? ALL,
      location: filters.location ?? ALL,
      verified: filters.verified === true,
      min: filters.minMembers ?? MEMBER_RANGE.min,
      max: filters.maxMembers ?? MEMBER_RANGE.max,
      minRating: filters.minRating === undefined ? "" : String(filters.minRating),
      sort: filters.sort ?? "",
    },
    memberSteps: steps,
    ratingOptions: minRatingOptions(filters.minRating, lang, t.ratingAtLeast),
    chips: CHIP_FILTERS.flatMap(([key, param]) =>
      filters[key] === undefined ? [] : [{ param, value: String(filters[key]), href: href({ ...filters, [key]: undefined }) }],
    ),
    canReset: hasActiveFilters(filters),
    total: result.total,
    pager: pagerData(result.page, result.pageCount, pageHref),
    // Only what the card shows keeps the page small.
    communities: result.items.map(toCardData),
    messages: pickMessages(request, browseMessages, communityMessages, categoryMessages),
  });
}
