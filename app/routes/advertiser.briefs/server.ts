import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { advertiserBriefsMessages } from "~/i18n/advertiser-briefs";
import { briefCardMessages } from "~/i18n/briefs";
import { formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listApplicationsOfBrief } from "~/models/application.server";
import { detailsOf, getBriefFor, toBriefView } from "~/models/brief.server";
import { deleteBrief } from "~/models/brief-write.server";
import { ADVERTISER_BRIEF_TABS, listAdvertiserBriefs, type AdvertiserBriefTab } from "~/models/advertiser-briefs.server";
import { unlessNotFound } from "~/models/errors";
// The confirmation posts the brief's id only: the same shape as the member delete.
import { MemberDeleteSchema as DeleteByIdSchema } from "~/validation/member";
import { BRIEF_PAGE_SIZE, readBriefStatus } from "~/validation/owner-lists";
import { searchText } from "~/validation/text";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { withBriefDates } from "~/utils/brief-card.server";
import { BRIEF_STATUSES } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, oneOf, pageNumber, type Param } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";

/*
 * The loader and action of the advertiser's Campaigns (./route.tsx).
 * Own briefs with the search box, the status filter and the tabs All (default), Active,
 * Drafts and Completed with counts, paged in SQL (listAdvertiserBriefs). Dialogs are URL
 * state: `?dialog=view&id=N` (the brief, the admin's notes, its APPROVED applications
 * with the owners' contacts) and `?dialog=delete&id=N` (the confirmation). `?new=true`
 * goes to the create page, so the flag leaves the address. Every link is made here.
 */

const BASE = "/advertiser/briefs";
const APPLICATIONS_SHOWN = 20;

/** The page of the view dialog's approved applications. */
const applicationsPage: Param<number | undefined> = { ...pageNumber, when: (place) => place.dialog === "view" && Boolean(place.id) };

const { placeOf, hrefOf } = listPlace(BASE, {
  q: { read: (raw) => searchText(raw, 200) },
  status: { read: (raw) => readBriefStatus(raw) || undefined },
  tab: oneOf(ADVERTISER_BRIEF_TABS, "all"),
  page: pageNumber,
  ...dialogParams(["view", "delete"]),
  apage: applicationsPage,
});
type Place = Parameters<typeof hrefOf>[0];

/** The brief a dialog names, with what the view shows; none when it is not the advertiser's (or gone). */
function dialogOf(user: User, place: Place, lang: ReturnType<typeof getLang>) {
  const { dialog: kind, id } = place;
  if (!kind || !id) return null;
  return unlessNotFound(() => {
    const brief = getBriefFor(user, id);
    const summary = { id: brief.id, title: brief.title };
    if (place.dialog === "delete") return { kind: "delete" as const, brief: summary, details: null, adminNotes: null, applications: null };
    const applications = loadPage(place.apage ?? 1, APPLICATIONS_SHOWN, (slice) => listApplicationsOfBrief(user, brief.id, slice));
    return {
      kind: "view" as const,
      brief: summary,
      details: withBriefDates({ ...toBriefView(brief), ...detailsOf(brief) }, lang),
      adminNotes: brief.adminNotes,
      applications: {
        total: applications.total,
        pager: pagerData(applications.page, applications.pageCount, (apage) => hrefOf({ ...place, apage })),
        items: applications.items.map((a) => ({
          id: a.id,
          communityName: a.community.name,
          communityVerified: a.community.isVerified,
          message: a.message,
          owner: { name: a.owner.name, email: a.owner.email, whatsapp: whatsappLink(a.owner.phone), phone: a.owner.phone },
        })),
      },
    };
  });
}

export async function advertiserBriefsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const url = new URL(request.url);
  if (url.searchParams.get("new") === "true") throw redirect("/advertiser/create-brief");
  const lang = getLang(request);
  const place = placeOf(url);
  const { q, status, tab } = place;
  let counts: Record<AdvertiserBriefTab, number> = { all: 0, active: 0, drafts: 0, completed: 0 };
  const list = loadPage(place.page ?? 1, BRIEF_PAGE_SIZE, (slice) => {
    const result = listAdvertiserBriefs(user, { q, status, tab }, slice);
    counts = result.counts;
    return result;
  });
  const here: Place = { q, status, tab, page: list.page };
  return json({
    q: q ?? "",
    status: status ?? "",
    tab,
    filtered: Boolean(q || status),
    statuses: BRIEF_STATUSES,
    tabs: ADVERTISER_BRIEF_TABS.map((key) => ({ key, href: hrefOf({ q, status, tab: key }), count: formatNumber(counts[key], lang), current: key === tab })),
    briefs: list.items.map((brief) => ({
      ...withBriefDates(toBriefView(brief), lang),
      viewHref: hrefOf({ ...here, dialog: "view", id: brief.id }),
      editHref: `${BASE}/${brief.id}/edit`,
      deleteHref: hrefOf({ ...here, dialog: "delete", id: brief.id }),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ q, status, tab, page })),
    dialog: dialogOf(user, place, lang),
    closeHref: hrefOf(here),
    resetHref: BASE,
    now: Date.now(),
    messages: pickMessages(request, advertiserBriefsMessages, briefCardMessages, categoryMessages),
  });
}

export async function advertiserBriefsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const place = placeOf(new URL(request.url));
  const t = messagesFor(request, advertiserBriefsMessages);
  return handleForm(
    request,
    await request.formData(),
    DeleteByIdSchema,
    ({ id }) => {
      deleteBrief(user, id);
      return redirectWithToast(hrefOf({ q: place.q, status: place.status, tab: place.tab, page: place.page }), {
        title: "briefDeleted",
        type: "success",
      });
    },
    { intent: "delete", describeFailure: (message) => interpolate(t.failedToDelete, { message }) },
  );
}

export { actionHeaders as advertiserBriefsHeaders } from "~/server/action.server";
