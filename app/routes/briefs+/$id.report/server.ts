import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { interpolate, type Lang } from "~/i18n/index";
import { campaignReportMessages } from "~/i18n/campaign-report";
import { briefCardMessages } from "~/i18n/briefs";
import { formatCountAmongRupiah, formatRupiah, toWibDate } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { acceptProof, requestChanges } from "~/models/campaign/commands.server";
import { CAMPAIGN_PAGE_SIZE, screenshotUrl } from "~/models/campaign/queries.server";
import { briefReport, campaignReportPage, type BriefReport, type ReportRow, type ReportScope } from "~/models/campaign/report.server";
import { PROOF_ANSWER_DAYS, movesFrom } from "~/models/campaign/states";
import { Id } from "~/validation/application";
import { ChangesSchema } from "~/validation/campaign";
import { readId } from "~/validation/owner-lists";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, pageNumber } from "~/utils/place";
import { reachChartSvg } from "./chart.server";
import { reviewIntents, reviewPanelOf } from "~/routes/reviews.server";
import { reviewsOfCampaigns, type CampaignReviews } from "~/models/review/listings.server";
import { reviewMessages } from "~/i18n/reviews";
import { conversationLinks } from "~/routes/conversation-links.server";
import type { ConversationLinkData } from "~/utils/conversation-view";

/*
 * The loader and action of a brief's campaign report (./route.tsx), for the brief's
 * advertiser and the admin (briefReport: another advertiser's brief is not found, an
 * owner is refused). The campaigns are paged (`?page=N`; `?campaign=N` without a page
 * opens the page that holds that campaign, what links to one campaign use); the totals
 * and the chart are over the whole brief. The advertiser answers a proof here: `intent=accept` or
 * `intent=changes` with a reason, each naming its campaign; the model checks the side
 * and the state (409 naming the allowed moves). A COMPLETED campaign takes the
 * advertiser's review of the community (`intent=review`) and its reply to the
 * community's (`intent=reply`): reviews.server.ts. Every text and link is made here.
 */

type Texts = (typeof campaignReportMessages)["en"];
const DAY_MS = 24 * 60 * 60 * 1000;

const reportBase = (scope: ReportScope) => `/${scope.kind === "brief" ? "briefs" : "bookings"}/${scope.id}/report`;

/**
 * What a report's address is of: /briefs/<id>/report a brief's campaigns,
 * /bookings/<id>/report a booking's campaign (the same screen, remix.config.js).
 */
export function reportScopeOf(request: Request, params: LoaderFunctionArgs["params"]): ReportScope {
  const id = readId(params.id ?? null);
  if (!id) throw json({ message: "Not found" }, { status: 404 });
  return { kind: new URL(request.url).pathname.startsWith("/bookings/") ? "booking" : "brief", id };
}

function reportPlace(scope: ReportScope) {
  return listPlace(reportBase(scope), { page: pageNumber });
}

/** The report's counts are grouped as its Rupiah amounts, in both languages (formatCountAmongRupiah). */
const count = (n: number) => formatCountAmongRupiah(n);
const present = (n: number | null) => (n === null ? "–" : count(n));

type ReviewTexts = (typeof reviewMessages)["en"];

/** One campaign as its section of the report shows it (`reviews`: its reviews, when its panel shows). */
function campaignView(
  row: ReportRow,
  user: User,
  t: Texts,
  rt: ReviewTexts,
  lang: Lang,
  reviews: CampaignReviews | undefined,
  conversation: ConversationLinkData,
) {
  const answerable = movesFrom(row.state, user.role === "ADMIN" ? "admin" : "advertiser");
  const waiting = row.state === "PROOF_SUBMITTED" && row.proofAt !== null;
  return {
    id: row.campaignId,
    anchor: `campaign-${row.campaignId}`,
    community: row.communityName,
    state: row.state,
    stateLabel: t[`state_${row.state}`],
    fee: row.agreedFee === null ? t.feeNone : formatRupiah(row.agreedFee),
    hasProof: row.proofAt !== null,
    links: row.links,
    screenshots: row.screenshots.map((name, i) => ({
      src: screenshotUrl(name),
      alt: interpolate(t.screenshotAlt, { n: i + 1, community: row.communityName }),
    })),
    reach: present(row.reach),
    reactions: present(row.reactions),
    attendees: present(row.attendees),
    note: row.note,
    proofDate: row.proofAt ? formatDate(row.proofAt, lang) : "",
    answer: row.decision ? t[`decision_${row.decision}`] : row.proofAt ? t.answerNone : "",
    // What the advertiser asked to change, while the community works on it.
    changesReason: row.decision === "CHANGES_REQUESTED" ? row.reason : null,
    autoAccept:
      waiting && row.proofAt
        ? interpolate(t.autoAcceptOn, { date: formatDate(new Date(row.proofAt.getTime() + PROOF_ANSWER_DAYS * DAY_MS), lang) })
        : null,
    canAnswer: answerable.includes("accept") && answerable.includes("request_changes"),
    consoleHref: answerable.includes("cancel") ? `/admin/campaigns?dialog=view&id=${row.campaignId}` : null,
    // The advertiser's reviews (the admin's are in the console's campaign view).
    reviews: reviews ? reviewPanelOf(reviews, row.communityName, lang, rt) : null,
    conversation,
  };
}

export async function briefReportLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  const scope = reportScopeOf(request, params);
  const lang = getLang(request);
  const t = messagesFor(request, campaignReportMessages);
  const { placeOf: read, hrefOf } = reportPlace(scope);
  const url = new URL(request.url);
  const place = read(url);
  const campaignId = url.searchParams.has("page") ? null : readId(url.searchParams.get("campaign"));
  const wanted = campaignId ? campaignReportPage(scope, campaignId) : place.page;
  let report: BriefReport | undefined;
  const list = loadPage(wanted, CAMPAIGN_PAGE_SIZE, (slice) => (report = briefReport(user, scope, slice)));
  const { brief, totals, chart } = report!;
  const timeline =
    brief.timelineStart || brief.timelineEnd
      ? [formatDate(brief.timelineStart, lang), formatDate(brief.timelineEnd, lang)].filter(Boolean).join(" – ")
      : t.timelineOpen;
  const card = messagesFor(request, briefCardMessages) as Record<string, string>;
  // The advertiser's review panels of the page's completed campaigns, read at once (the
  // admin's are in the console's campaign view).
  const completed = user.role === "ADVERTISER" ? list.items.filter((row) => row.state === "COMPLETED").map((row) => row.campaignId) : [];
  const reviews = reviewsOfCampaigns(user, completed);
  const reviewTexts = messagesFor(request, reviewMessages);
  // Each campaign's conversation, with the advertiser's unread count (read at once).
  const talk = conversationLinks(request, user, { campaignIds: list.items.map((row) => row.campaignId) });
  return json({
    brief: {
      id: brief.id,
      title: brief.title,
      company: brief.companyName,
      timeline,
      status:
        scope.kind === "booking"
          ? (t[`booking_${brief.status}` as keyof Texts] ?? brief.status)
          : (card[`status${brief.status}`] ?? brief.status),
      kind: scope.kind,
    },
    isAdvertiser: user.role === "ADVERTISER",
    backHref:
      user.role === "ADMIN" ? "/admin/campaigns" : scope.kind === "booking" ? `/advertiser/bookings/${scope.id}` : "/advertiser/briefs",
    csvHref: `${reportBase(scope)}.csv`,
    csvSemicolonHref: `${reportBase(scope)}.csv?separator=semicolon`,
    totals: [
      { key: "reach", label: t.totalReach, value: count(totals.reach) },
      { key: "reactions", label: t.totalReactions, value: count(totals.reactions) },
      { key: "attendees", label: t.totalAttendees, value: count(totals.attendees) },
      { key: "completed", label: t.totalCompleted, value: count(totals.completed) },
      { key: "in_progress", label: t.totalInProgress, value: count(totals.in_progress) },
      { key: "spend", label: t.totalSpend, value: formatRupiah(totals.spend) },
    ],
    // The printout's date (shown on paper only): the day the page was made, in WIB (as a
    // calendar date, so formatDate answers from what it kept).
    printedOn: interpolate(t.printedOn, { date: formatDate(toWibDate(new Date()), lang) }),
    total: list.total,
    totalText: interpolate(list.total === 1 ? t.campaignsCountOne : t.campaignsCountOther, { count: count(list.total) }),
    chartSvg: reachChartSvg(chart, { title: t.chartTitle, desc: t.chartDesc }),
    chartNote:
      chart.length > 0 && totals.campaigns > chart.length
        ? interpolate(chart.length === 1 ? t.chartTopOne : t.chartTopOther, { count: count(chart.length) })
        : null,
    campaigns: list.items.map((row) =>
      campaignView(row, user, t, reviewTexts, lang, reviews.get(row.campaignId), talk.campaign(row.campaignId)),
    ),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ page })),
    messages: pickMessages(request, campaignReportMessages, validationMessages, reviewMessages),
  });
}

/** Which campaign an answer is for (the model checks that it is on this brief's report). */
const CampaignIdSchema = z.object({ campaignId: Id });
const ChangesFormSchema = z.extend(ChangesSchema, { campaignId: Id });

export async function briefReportAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, null);
  const scope = reportScopeOf(request, params);
  const { hrefOf } = reportPlace(scope);
  // Back to the page that holds the campaign answered (the form may have been on a ?campaign= URL).
  const back = (campaignId: number) => `${hrefOf({ page: campaignReportPage(scope, campaignId) })}#campaign-${campaignId}`;
  const form = await request.formData();
  return dispatchIntent(request, form, {
    accept: () =>
      handleForm(
        request,
        form,
        CampaignIdSchema,
        ({ campaignId }) => {
          acceptProof(user, campaignId);
          return redirectWithToast(back(campaignId), { title: "proofAccepted", description: "proofAcceptedText", type: "success" });
        },
        { intent: "accept" },
      ),
    changes: () =>
      handleForm(
        request,
        form,
        ChangesFormSchema,
        ({ campaignId, reason }) => {
          requestChanges(user, campaignId, reason);
          return redirectWithToast(back(campaignId), { title: "changesRequested", description: "changesRequestedText", type: "success" });
        },
        { intent: "changes" },
      ),
    ...reviewIntents(request, form, user, back),
  });
}
