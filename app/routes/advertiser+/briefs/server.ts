import { unreadByBrief } from "~/models/storefront/threads.server";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { advertiserBriefsMessages } from "~/i18n/advertiser-briefs";
import { briefCardMessages } from "~/i18n/briefs";
import { formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listApplicationsOfBrief, pendingApplicationCount } from "~/models/application.server";
import { campaignCountsOfBriefs, getCampaign, listCampaigns } from "~/models/campaign/queries.server";
import { campaignsAction, editAction, reportHref } from "~/routes/advertiser+/brief-cards.server";
import { campaignReportMessages } from "~/i18n/campaign-report";
import { formatRupiah } from "~/i18n/format";
import { detailsOf, getBriefFor, toBriefView } from "~/models/brief.server";
import { deleteBrief, maySubmitForApproval, submitBriefForApproval } from "~/models/brief-write.server";
import { ADVERTISER_BRIEF_TABS, listAdvertiserBriefs, type AdvertiserBriefTab } from "~/models/advertiser-briefs.server";
import { unlessNotFound } from "~/models/errors";
// Delete and submit post the brief's id only: the same shape as the member delete.
import { MemberDeleteSchema as BriefIdSchema } from "~/validation/member";
import { BRIEF_PAGE_SIZE, readBriefStatus } from "~/validation/owner-lists";
import { searchText } from "~/validation/text";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { withBriefDates } from "~/routes/brief-card.server";
import { BRIEF_STATUSES, type CampaignState } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, oneOf, pageNumber, type Param } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";
import { briefSavedToast } from "~/routes/advertiser+/brief-form.server";

/*
 * The loader and action of the advertiser's Campaigns (./route.tsx).
 * Own briefs with the search box, the status filter and the tabs All (default), Active,
 * Drafts and Completed with counts, paged in SQL (listAdvertiserBriefs). Dialogs are URL
 * state: `?dialog=view&id=N` (the brief, the admin's notes, how many applications wait
 * for the admin's review (a number, never who), its APPROVED applications with the
 * owners' contacts, the agreed fee and the campaign's state with a link to it in the
 * brief's report) and `?dialog=delete&id=N` (the confirmation). A draft's card submits it
 * for approval (a POST with intent=submit; the model says which cards offer it and checks
 * the move). A card offers Edit, Change status or neither, by what its edit page allows
 * (editAction). A brief with campaigns has "Campaigns (N)", to its report (/briefs/<id>/report),
 * with the number of proofs waiting for the advertiser's answer. `?new=true`
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

/**
 * The states of the campaigns `ids` of one brief: the brief's latest 100 in one read,
 * any older one on its own.
 */
function campaignStates(user: User, briefId: number, ids: number[]): Map<number, CampaignState> {
  const states = new Map<number, CampaignState>();
  if (ids.length === 0) return states;
  for (const c of listCampaigns(user, { briefId }, { limit: 100, offset: 0 }).items) states.set(c.id, c.state);
  for (const id of ids) if (!states.has(id)) states.set(id, getCampaign(user, id).state);
  return states;
}

/** The brief a dialog names, with what the view shows; none when it is not the advertiser's (or gone). */
function dialogOf(user: User, place: Place, request: Request) {
  const lang = getLang(request);
  const { dialog: kind, id } = place;
  if (!kind || !id) return null;
  return unlessNotFound(() => {
    const brief = getBriefFor(user, id);
    const summary = { id: brief.id, title: brief.title };
    if (place.dialog === "delete") return { kind: "delete" as const, brief: summary, details: null, adminNotes: null, applications: null };
    const applications = loadPage(place.apage ?? 1, APPLICATIONS_SHOWN, (slice) => listApplicationsOfBrief(user, brief.id, slice));
    const t = messagesFor(request, advertiserBriefsMessages);
    const report = messagesFor(request, campaignReportMessages);
    const pending = pendingApplicationCount(user, brief.id);
    const states = campaignStates(
      user,
      brief.id,
      applications.items.flatMap((a) => (a.campaignId ? [a.campaignId] : [])),
    );
    return {
      kind: "view" as const,
      brief: summary,
      pending:
        pending === 0 ? t.pendingNone : interpolate(pending === 1 ? t.pendingOne : t.pendingOther, { count: formatNumber(pending, lang) }),
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
          fee: a.agreedFee === null ? null : formatRupiah(a.agreedFee),
          campaign: a.campaignId
            ? {
                state: report[`state_${states.get(a.campaignId) ?? "IN_PROGRESS"}`],
                href: `${reportHref(brief.id)}?campaign=${a.campaignId}#campaign-${a.campaignId}`,
              }
            : null,
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
  const campaignCounts = campaignCountsOfBriefs(
    user,
    list.items.map((brief) => brief.id),
  );
  // The brand's unread messages over each brief's campaigns.
  const unread = unreadByBrief(
    user,
    list.items.map((brief) => brief.id),
  );
  return json({
    q: q ?? "",
    status: status ?? "",
    tab,
    filtered: Boolean(q || status),
    statuses: BRIEF_STATUSES,
    tabs: ADVERTISER_BRIEF_TABS.map((key) => ({
      key,
      href: hrefOf({ q, status, tab: key }),
      count: formatNumber(counts[key], lang),
      current: key === tab,
    })),
    briefs: list.items.map((brief) => ({
      ...withBriefDates(toBriefView(brief), lang),
      campaigns: campaignsAction(campaignCounts.get(brief.id), brief, lang, unread.get(brief.id)),
      viewHref: hrefOf({ ...here, dialog: "view", id: brief.id }),
      edit: editAction(brief, lang),
      deleteHref: hrefOf({ ...here, dialog: "delete", id: brief.id }),
      // A draft this account may submit gets 'Submit for approval' (a POST to this page).
      maySubmit: maySubmitForApproval(user, brief.status),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ q, status, tab, page })),
    dialog: dialogOf(user, place, request),
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
  // Back to the list as it was, without a dialog.
  const list = hrefOf({ q: place.q, status: place.status, tab: place.tab, page: place.page });
  return dispatchIntent(request, await request.formData(), {
    delete: (form) =>
      handleForm(
        request,
        form,
        BriefIdSchema,
        ({ id }) => {
          deleteBrief(user, id);
          return redirectWithToast(list, { title: "briefDeleted", type: "success" });
        },
        { intent: "delete", describeFailure: (message) => interpolate(t.failedToDelete, { message }) },
      ),
    // A draft's card: submit it for approval as saved.
    submit: (form) =>
      handleForm(
        request,
        form,
        BriefIdSchema,
        ({ id }) => {
          submitBriefForApproval(user, id);
          return redirectWithToast(list, briefSavedToast("DRAFT", "PENDING_APPROVAL"));
        },
        { intent: "submit", describeFailure: (message) => interpolate(t.failedToSubmit, { message }) },
      ),
  });
}
