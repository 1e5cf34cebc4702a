import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { toCardData } from "~/utils/community-view";
import { interpolate, type Lang } from "~/i18n/index";
import { minRatingOptions } from "~/routes/rating-options.server";
import { advertiserSearchMessages } from "~/i18n/advertiser-search";
import { categoryLabel, formatNumber, formatRupiah, titleCaseWords } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { getPublicCommunity } from "~/models/community.server";
import { searchCommunities } from "~/models/community-search.server";
import { mayContactCommunities } from "~/models/permissions.server";
import { listAdvertiserBriefs } from "~/models/advertiser-briefs.server";
import { inviteCommunity, invitedCommunityIds } from "~/models/invitation.server";
import { listMembersForAdvertiser } from "~/models/member.server";
import { memberMessages } from "~/i18n/members";
import { Id } from "~/validation/application";
import { InviteSchema } from "~/validation/campaign";
import { handleForm } from "~/server/action.server";
import { redirectWithToast } from "~/server/toast.server";
import {
  PAGE_SIZE,
  SEARCH_MEMBER_RANGE,
  browseSearchParams,
  hasActiveFilters,
  parseBrowseQuery,
  type BrowseFilters,
  type BrowseOptions,
} from "~/validation/browse";
import { readId } from "~/validation/owner-lists";
import { requireUser } from "~/server/auth.server";
import { communityMessages } from "~/i18n/community";
import { CONTACT } from "~/utils/contact-info";
import { CATEGORIES } from "~/utils/enums";
import { LOCATIONS } from "~/utils/locations";
import { loadPage, pageParam, pagerData, urlOf } from "~/utils/paging";
import type { ReviewListData } from "~/utils/review-view";
import { listCommunityReviews } from "~/models/review/listings.server";
import { escapeHtml, reviewListData, reviewTexts } from "~/routes/reviews.server";
import { isHttpUrl } from "~/utils/social-links";
import { storefrontMessages } from "~/i18n/packages";
import { activePackagesOf } from "~/models/storefront/packages.server";
import { communityPagePath } from "~/utils/community-page";

/*
 * The loader of the advertiser's community search (./route.tsx). The
 * browse query and model (parseBrowseQuery, searchCommunities) with the search page's
 * options: members 0 to 100,000+ in steps of 100, verified-only unless `verified=false`.
 * `?community=N` opens the detail dialog (the logo, and who runs the community: the
 * members' names, roles and links, never their notes), whose 'Contact Community' is a pre-filled
 * e-mail to the Guyub team, offered only to an APPROVED advertiser (docs/product.md), and
 * its published reviews (paged by `rpage`, reviews.server.ts), and
 * 'Invite to apply': the advertiser's ACTIVE briefs the community is not yet invited to,
 * posted as a plain form to this URL (the filters stay), answered by inviteCommunity
 * (409 invited or applied already, 429 over the daily limit, shown in the dialog).
 * Every link is made here, so the filters stay in the card, pager and dialog links.
 */

const BASE = "/advertiser/search";
const OPTIONS: BrowseOptions = { memberRange: SEARCH_MEMBER_RANGE, verifiedByDefault: true };

function hrefOf(filters: BrowseFilters, page = 1, community?: number): string {
  const params = browseSearchParams(filters, page, OPTIONS);
  if (community) params.set("community", String(community));
  return urlOf(BASE, params);
}

/** The filters of the panel that differ from its defaults (the search text has its own box). */
function panelFiltersOn(filters: BrowseFilters): number {
  const { q: _q, ...panel } = filters;
  return (
    Number(!panel.verified) +
    [panel.category, panel.location, panel.minMembers, panel.maxMembers, panel.minRating].filter((v) => v !== undefined).length
  );
}

type SearchTexts = (typeof advertiserSearchMessages)["en"];

/** The 'Contact Community' e-mail to the Guyub team, in the advertiser's language. */
function contactMail(user: User, community: { id: number; name: string }, t: SearchTexts): string {
  const params = { community: community.name, id: String(community.id) };
  const subject = interpolate(t.mailSubject, params);
  const body = interpolate(t.mailBody, {
    ...params,
    name: user.fullname,
    company: user.companyName || "-",
    email: user.email,
    phone: user.phone,
  });
  return `mailto:${CONTACT.general}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The ACTIVE briefs an invitation may name (an advertiser has a few; the first 50, newest first). */
const INVITE_BRIEFS = 50;

/** The dialog's invitation: why not (pending account, no active brief), or the briefs to choose from and those invited already. */
function inviteOf(user: User, communityId: number) {
  if (!mayContactCommunities(user)) return { kind: "pending" as const };
  const active = listAdvertiserBriefs(user, { tab: "active" }, { limit: INVITE_BRIEFS, offset: 0 }).items;
  if (active.length === 0) return { kind: "none" as const };
  const invited = new Set(active.filter((b) => invitedCommunityIds(user, b.id, [communityId]).has(communityId)).map((b) => b.id));
  const summary = (b: (typeof active)[number]) => ({ id: b.id, title: b.title });
  return {
    kind: "form" as const,
    choices: active.filter((b) => !invited.has(b.id)).map(summary),
    invited: active.filter((b) => invited.has(b.id)).map(summary),
  };
}

/** The dialog shows the first members (most communities list a few). */
const MEMBERS_SHOWN = 20;

/** A member link's label: the network's name when known, else the link's name, capitalised. */
function networkLabel(key: string, texts: Record<string, string>): string {
  const words = key.replace(/[-_]+/g, " ").trim();
  return texts[`network_${key}`] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who runs the community (names, roles, http(s) links; the model never reads the notes), labelled here. */
function membersOf(user: User, communityId: number, lang: Lang, t: SearchTexts, texts: Record<string, string>) {
  const { items, total } = listMembersForAdvertiser(user, communityId, MEMBERS_SHOWN);
  return {
    items: items.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      links: Object.entries(m.social_links)
        .filter(([, url]) => isHttpUrl(url))
        .map(([key, url]) => {
          const network = networkLabel(key, texts);
          return { key, url, label: network, ariaLabel: interpolate(t.memberLinkLabel, { network, name: m.name }) };
        }),
    })),
    more: total > items.length ? interpolate(t.membersMore, { count: formatNumber(total - items.length, lang) }) : null,
  };
}

type StorefrontTexts = (typeof storefrontMessages)["en"];

/** The detail dialog of `?community=N`: the community as listed, or "not available". */
function detailOf(
  user: User,
  id: number,
  lang: Lang,
  t: SearchTexts,
  memberTexts: Record<string, string>,
  reviews: (id: number) => ReviewListData,
  storefront: StorefrontTexts,
) {
  const community = getPublicCommunity(id, user);
  if (!community) return { found: false as const };
  // Its active packages, each booked from here (an approved advertiser) or from its page.
  const bookable = mayContactCommunities(user);
  const packages = community.is_verified
    ? activePackagesOf(community.id).map((p) => ({
        id: p.id,
        title: p.title,
        price: formatRupiah(p.price),
        book: bookable
          ? {
              href: `/advertiser/bookings/new?package=${p.id}`,
              label: interpolate(storefront.bookLabel, { title: p.title }),
              text: storefront.book,
            }
          : null,
      }))
    : [];
  // Markup made here, as the reviews' is: the dialog ships no code for it.
  const packagesHtml = packages.length
    ? `<h3 class="mt-4 text-sm font-semibold text-slate-900">${escapeHtml(storefront.packagesTitle)}</h3><ul class="mt-2 space-y-2" data-testid="dialog-packages">${packages
        .map(
          (p) =>
            `<li class="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm"><span class="min-w-0 break-words">${escapeHtml(p.title)} · <span class="font-semibold">${escapeHtml(p.price)}</span></span>${
              p.book
                ? `<a href="${escapeHtml(p.book.href)}" class="btn-secondary" aria-label="${escapeHtml(p.book.label)}">${escapeHtml(p.book.text)}</a>`
                : ""
            }</li>`,
        )
        .join("")}</ul>`
    : "";
  return {
    found: true as const,
    community: toCardData(community),
    logoAlt: interpolate(t.logoAlt, { name: community.name }),
    members: membersOf(user, community.id, lang, t, memberTexts),
    description: community.description,
    interests: community.demographics.interests,
    socialLinks: Object.entries(community.social_links)
      .filter(([, url]) => isHttpUrl(url))
      .map(([name, url]) => ({ name, label: titleCaseWords(name), url })),
    since: interpolate(t.onGuyubSince, { date: formatDate(community.created_at, lang) }),
    contactHref: mayContactCommunities(user) ? contactMail(user, community, t) : null,
    invite: inviteOf(user, community.id),
    reviews: reviews(community.id),
    // A verified community's public page (its packages, to book).
    publicPage: community.is_verified ? { href: communityPagePath(community), label: storefront.viewPublicPage } : null,
    packages,
    packagesHtml,
  };
}

export async function advertiserSearchLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const url = new URL(request.url);
  const lang = getLang(request);
  const t = messagesFor(request, advertiserSearchMessages);
  const { filters, page: wanted } = parseBrowseQuery(url.searchParams, OPTIONS);
  const list = loadPage(wanted, PAGE_SIZE, (slice) => searchCommunities(filters, slice));
  const communityId = readId(url.searchParams.get("community"));
  const range = SEARCH_MEMBER_RANGE;
  const categoryTexts = messagesFor(request, categoryMessages);
  const rt = reviewTexts(request);
  // The dialog's reviews, paged by `rpage` (the search's own page stays in the links).
  const communityReviews = (id: number) =>
    reviewListData(
      pageParam(url.searchParams, "rpage"),
      (slice) => listCommunityReviews(user, id, slice),
      (rpage) => `${hrefOf(filters, list.page, id)}&rpage=${rpage}#reviews`,
      rt.communityReviews,
      rt,
      lang,
    );
  return json({
    form: {
      q: filters.q ?? "",
      category: filters.category ?? "",
      location: filters.location ?? "",
      verified: filters.verified === true,
      min: filters.minMembers === undefined ? "" : String(filters.minMembers),
      max: filters.maxMembers === undefined ? "" : String(filters.maxMembers),
      minRating: filters.minRating === undefined ? "" : String(filters.minRating),
      sort: filters.sort ?? "",
    },
    ratingOptions: minRatingOptions(filters.minRating, lang, t.ratingAtLeast),
    categories: CATEGORIES.map((value) => ({ value, label: categoryLabel(value, categoryTexts) })),
    locations: LOCATIONS,
    range,
    rangeHint: interpolate(t.memberRangeHint, {
      min: formatNumber(range.min, lang),
      max: formatNumber(range.max, lang),
      step: formatNumber(range.step, lang),
    }),
    filtersOn: panelFiltersOn(filters),
    canReset: hasActiveFilters(filters, OPTIONS),
    resetHref: BASE,
    total: list.total,
    totalText: formatNumber(list.total, lang),
    communities: list.items.map((community) => ({
      ...toCardData(community),
      href: hrefOf(filters, list.page, community.id),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => `${hrefOf(filters, page)}#results`),
    detail: communityId
      ? detailOf(
          user,
          communityId,
          lang,
          t,
          messagesFor(request, memberMessages),
          communityReviews,
          messagesFor(request, storefrontMessages),
        )
      : null,
    closeHref: hrefOf(filters, list.page),
    messages: pickMessages(request, advertiserSearchMessages, communityMessages, categoryMessages),
  });
}

/** The invite form: which of the advertiser's briefs, which community. */
const InviteFormSchema = z.extend(InviteSchema, { briefId: Id });

export async function advertiserSearchAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const url = new URL(request.url);
  const t = messagesFor(request, advertiserSearchMessages);
  return handleForm(
    request,
    await request.formData(),
    InviteFormSchema,
    ({ briefId, communityId }) => {
      inviteCommunity(user, briefId, communityId);
      // Back to the same search and dialog: the filters stay in the URL.
      return redirectWithToast(`${url.pathname}${url.search}`, {
        title: "communityInvited",
        description: "communityInvitedText",
        type: "success",
      });
    },
    { intent: "invite", describeFailure: (message) => interpolate(t.inviteFailed, { message }) },
  );
}
