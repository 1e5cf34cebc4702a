import { briefReportAllRows, screenshotUrl } from "~/models/campaign.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";
import { BASE_SECURITY_HEADERS } from "~/server/security-headers.server";
import { toCsv } from "~/utils/csv";

const HEADER = [
  "campaign_id",
  "community",
  "state",
  "agreed_fee",
  "reach",
  "reactions",
  "attendees",
  "links",
  "screenshots",
  "note",
  "proof_at",
  "decision",
];

/**
 * GET /api/briefs/{id}/report.csv: every row of the report as a CSV download (UTF-8 with
 * a byte order mark; cells that a spreadsheet would run as a formula start with `'`:
 * app/utils/csv.ts). Who may: as for GET /api/briefs/{id}/report; errors are JSON.
 */
export const loader = apiRoute(({ params, user }) => {
  const caller = requireCaller(user);
  const { brief, rows } = briefReportAllRows(caller, idParam(params.id));
  const body = toCsv(
    HEADER,
    rows.map((row) => [
      row.campaignId,
      row.communityName,
      row.state,
      row.agreedFee,
      row.reach,
      row.reactions,
      row.attendees,
      row.links.join(" "),
      row.screenshots.map(screenshotUrl).join(" "),
      row.note,
      row.proofAt?.toISOString() ?? null,
      row.decision?.toLowerCase() ?? null,
    ]),
  );
  return new Response(body, {
    status: 200,
    headers: {
      ...BASE_SECURITY_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="brief-${brief.id}-report.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
