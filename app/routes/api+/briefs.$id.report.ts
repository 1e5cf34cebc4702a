import { screenshotUrl } from "~/models/campaign/queries.server";
import { briefReport, type ReportRow } from "~/models/campaign/report.server";
import { apiRoute, idParam, requireCaller, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/** One campaign of the report: its state and the figures of its latest proof. */
function toPublicReportRow(row: ReportRow) {
  return {
    campaign_id: row.campaignId,
    community: { id: row.communityId, name: row.communityName },
    state: row.state,
    agreed_fee: row.agreedFee,
    links: row.links,
    screenshots: row.screenshots.map(screenshotUrl),
    reach: row.reach,
    reactions: row.reactions,
    attendees: row.attendees,
    note: row.note,
    proof_at: row.proofAt?.toISOString() ?? null,
    decision: row.decision ? row.decision.toLowerCase() : null,
    reason: row.reason,
  };
}

/**
 * GET /api/briefs/{id}/report: the campaign report of the advertiser's own brief (any
 * brief for the admin): {brief, campaigns (one per campaign, oldest first, paged by limit
 * and offset; X-Total-Count), totals over every campaign not cancelled}. 403 for owners;
 * 404 for a brief that is not the caller's.
 */
export const loader = apiRoute(({ request, params, user }) => {
  const caller = requireCaller(user);
  const report = briefReport(caller, { kind: "brief", id: idParam(params.id) }, readApiPage(new URL(request.url).searchParams));
  const { brief, totals } = report;
  return respond(
    200,
    {
      brief: {
        id: brief.id,
        title: brief.title,
        company_name: brief.companyName,
        status: brief.status,
        timeline_start: brief.timelineStart,
        timeline_end: brief.timelineEnd,
      },
      campaigns: report.items.map(toPublicReportRow),
      totals: {
        reach: totals.reach,
        reactions: totals.reactions,
        attendees: totals.attendees,
        completed: totals.completed,
        in_progress: totals.in_progress,
        cancelled: totals.cancelled,
        campaigns: totals.campaigns,
        proofs_waiting: totals.proofs_waiting,
        spend: totals.spend,
      },
    },
    { "X-Total-Count": String(report.total) },
  );
});
