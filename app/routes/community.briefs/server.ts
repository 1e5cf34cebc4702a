import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { briefCardMessages, briefsMessages } from "~/i18n/briefs";
import { formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { appliedBriefIds, applyToBrief } from "~/models/application.server";
import { getBriefViewFor, listBriefsForOwner } from "~/models/brief.server";
import { getOwnCommunity } from "~/models/community.server";
import { ApplyFormSchema } from "~/validation/application";
import { BRIEF_PAGE_SIZE, readBriefTab, readCategory } from "~/validation/owner-lists";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { withBriefDates } from "~/utils/brief-card.server";
import { CATEGORIES } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";

/*
 * The loader and the apply action of the owner's Campaigns (./route.tsx). They live here,
 * beside the route: the route re-exports them, the browser build drops them with their
 * imports.
 * ACTIVE briefs filtered by category and tab (Matching, the default, or All), paged in
 * SQL; every link (tabs, filters, pages, dialogs) is made here, so filters stay in them.
 */

const BASE = "/community/briefs";

const { placeOf, hrefOf } = listPlace(BASE, {
  tab: { read: readBriefTab, fallback: "matching" },
  category: { read: readCategory },
  page: pageNumber,
  ...dialogParams(["view", "apply"]),
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
  return json({
    tab,
    category: category ?? null,
    total: list.total,
    tabs: (["matching", "all"] as const).map((key) => ({
      key,
      href: hrefOf({ tab: key, category }),
      count: formatNumber(counts[key], lang),
      current: key === tab,
    })),
    categories: [undefined, ...CATEGORIES].map((value) => ({
      value: value ?? null,
      href: hrefOf({ tab, category: value }),
      current: value === category,
    })),
    briefs: list.items.map((brief) => ({
      ...withBriefDates(brief, lang),
      applied: applied.has(brief.id),
      viewHref: hrefOf({ ...here, dialog: "view", id: brief.id }),
      applyHref: hrefOf({ ...here, dialog: "apply", id: brief.id }),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab, category, page })),
    dialog: dialogBrief
      ? {
          kind: place.dialog as "view" | "apply",
          brief: {
            ...withBriefDates(dialogBrief, lang),
            applied: applied.has(dialogBrief.id),
            applyHref: hrefOf({ ...here, dialog: "apply", id: dialogBrief.id }),
          },
        }
      : null,
    closeHref: hrefOf(here),
    allHref: hrefOf({ tab: "all" }),
    applyState,
    hasCommunity: Boolean(community),
    communityName: community?.name ?? null,
    now: Date.now(),
    messages: pickMessages(request, briefsMessages, briefCardMessages, categoryMessages),
  });
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

/** The page's headers (a refused post's Retry-After), re-exported so the route imports one server module. */
export { actionHeaders as campaignsHeaders } from "~/server/action.server";
