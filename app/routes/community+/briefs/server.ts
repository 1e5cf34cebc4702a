import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { briefCardMessages, briefsMessages } from "~/i18n/briefs";
import { categoryLabel, formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { appliedBriefIds, applyToBrief } from "~/models/application.server";
import { getBriefViewFor, listBriefsForOwner } from "~/models/brief.server";
import { getOwnCommunity } from "~/models/community.server";
import { brandRatings } from "~/models/review/listings.server";
import { ApplyFormSchema } from "~/validation/application";
import { BRIEF_PAGE_SIZE, readBriefTab, readCategory } from "~/validation/owner-lists";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { withBriefDates } from "~/routes/brief-card.server";
import { CATEGORIES } from "~/utils/enums";
import { loadPage, pagerData, readPage } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { commissionNote } from "~/server/fee-preview.server";
import { brandRatingRow, brandReviewsData, reviewTexts } from "~/routes/reviews.server";
import { redirectWithToast } from "~/server/toast.server";

/*
 * The loader and the apply action of the owner's Campaigns (./route.tsx). They live here,
 * beside the route: the route re-exports them, the browser build drops them with their
 * imports.
 * ACTIVE briefs filtered by category and tab (Matching, the default, or All), paged in
 * SQL; every link (tabs, filters, pages, dialogs) is made here, so filters stay in them.
 * Each card carries its brand's rating as a ready row, and the view dialog the brand's
 * rating and published reviews as HTML, paged by `rpage` (reviews.server.ts): the page
 * is at the edge of its JavaScript budget (docs/decisions/007-light-forms-and-the-js-budget.md),
 * so the loader also words the tabs, the list's heading and the empty states.
 */

const BASE = "/community/briefs";

const { placeOf, hrefOf } = listPlace(BASE, {
  tab: { read: readBriefTab, fallback: "matching" },
  category: { read: readCategory },
  page: pageNumber,
  ...dialogParams(["view", "apply"]),
  // The brand's reviews in the view dialog: their page.
  rpage: { read: readPage, fallback: 1, when: (place) => place.dialog === "view" },
});
type Place = Parameters<typeof hrefOf>[0];

export async function campaignsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const place = placeOf(new URL(request.url));
  const { tab, category } = place;
  const community = getOwnCommunity(user);
  let counts = { matching: 0, all: 0 };
  const list = loadPage(place.page ?? 1, BRIEF_PAGE_SIZE, (slice) => {
    const result = listBriefsForOwner(user, { tab, category }, slice);
    counts = result.counts;
    return result;
  });
  const here: Place = { tab, category, page: list.page };
  // A brief the owner may not read (not ACTIVE, missing) answers 404 (briefNotFound).
  const dialogBrief = place.dialog && place.id ? getBriefViewFor(user, place.id) : null;
  const applied = community
    ? appliedBriefIds(community.id, [...list.items.map((b) => b.id), ...(dialogBrief ? [dialogBrief.id] : [])])
    : new Set<number>();
  const applyState = user.approvalStatus !== "APPROVED" ? "pending" : community ? "ok" : "noCommunity";
  const t = messagesFor(request, briefsMessages);
  const rt = reviewTexts(request);
  const categoryTexts = messagesFor(request, categoryMessages);
  // The brands' ratings (the advertisers' rows), one query for the page and the dialog.
  const ratings = brandRatings([...list.items.map((b) => b.advertiserId), ...(dialogBrief ? [dialogBrief.advertiserId] : [])]);
  const dialogData = dialogBrief && {
    ...withBriefDates(dialogBrief, lang),
    applied: applied.has(dialogBrief.id),
    applyHref: hrefOf({ ...here, dialog: "apply", id: dialogBrief.id }),
  };
  const allCategoriesHref = hrefOf({ tab });
  return json({
    tab,
    category: category ?? null,
    total: list.total,
    tabs: (["matching", "all"] as const).map((key) => ({
      key,
      label: key === "all" ? t.allTab : t.matchingTab,
      href: hrefOf({ tab: key, category }),
      count: formatNumber(counts[key], lang),
      current: key === tab,
    })),
    listTitle: tab === "all" ? t.allTab : t.matchingTab,
    categories: [undefined, ...CATEGORIES].map((value) => ({
      value: value ?? null,
      label: value ? categoryLabel(value, categoryTexts) : t.allCategories,
      href: hrefOf({ tab, category: value }),
      current: value === category,
    })),
    briefs: list.items.map((brief) => ({
      ...withBriefDates(brief, lang),
      brandRating: brandRatingRow(ratings.get(brief.advertiserId), rt, lang),
      applied: applied.has(brief.id),
      viewHref: hrefOf({ ...here, dialog: "view", id: brief.id }),
      applyHref: hrefOf({ ...here, dialog: "apply", id: brief.id }),
    })),
    empty: list.items.length ? null : emptyOf(tab, category, Boolean(community), allCategoriesHref, t),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab, category, page })),
    dialog:
      !dialogBrief || !dialogData
        ? null
        : place.dialog === "view"
          ? {
              kind: "view" as const,
              brief: dialogData,
              reviews: brandReviewsData(
                user,
                dialogBrief.advertiserId,
                ratings.get(dialogBrief.advertiserId),
                place.rpage ?? 1,
                (rpage) => `${hrefOf({ ...here, dialog: "view", id: dialogBrief.id, rpage })}#reviews`,
                rt,
                lang,
              ),
            }
          : { kind: "apply" as const, brief: dialogData, feeNote: commissionNote(request) },
    closeHref: hrefOf(here),
    applyState,
    hasCommunity: Boolean(community),
    communityName: community?.name ?? null,
    now: Date.now(),
    messages: pickMessages(request, briefsMessages, briefCardMessages, categoryMessages),
  });
}

type Texts = (typeof briefsMessages)["en"];

/**
 * What the list shows when it has no brief: without a community, the Matching tab asks
 * for one; a category filter offers all categories; the Matching tab offers All.
 */
function emptyOf(tab: "matching" | "all", category: string | undefined, hasCommunity: boolean, allCategoriesHref: string, t: Texts) {
  if (!hasCommunity && tab === "matching") {
    return {
      title: t.noCommunityTitle,
      text: t.noCommunityText,
      action: { href: "/community/profile", label: t.createCommunity },
      testId: "no-community",
    };
  }
  const title = tab === "all" ? t.emptyAllTitle : t.emptyMatchingTitle;
  if (category) return { title, text: t.emptyCategoryText, action: { href: allCategoriesHref, label: t.showAllCategories } };
  if (tab === "matching") return { title, text: t.emptyMatchingText, action: { href: hrefOf({ tab: "all" }), label: t.showAll } };
  return { title, text: t.emptyAllText, action: null };
}

/** The apply dialog's post: applyToBrief decides everything; success goes back to the list with a toast. */
export async function campaignsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const place = placeOf(new URL(request.url));
  const t = messagesFor(request, briefsMessages);
  return handleForm(
    request,
    await request.formData(),
    ApplyFormSchema,
    (value) => {
      applyToBrief(user, value.briefId, { message: value.message, proposedFee: value.proposed_fee });
      return redirectWithToast(hrefOf({ tab: place.tab, category: place.category, page: place.page }), {
        title: "applicationSubmitted",
        description: "applicationSubmittedText",
        type: "success",
      });
    },
    { describeFailure: (message) => interpolate(t.failedToApply, { message }) },
  );
}
