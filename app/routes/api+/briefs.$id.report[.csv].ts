import { screenshotUrl } from "~/models/campaign/queries.server";
import { openBriefReportCsv, type ReportRow } from "~/models/campaign/report.server";
import { ModelError } from "~/models/errors";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";
import { csvStream } from "~/server/csv-stream.server";
import { BASE_SECURITY_HEADERS } from "~/server/security-headers.server";
import { readCsvSeparator, type CsvCell } from "~/utils/csv";

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

function cells(row: ReportRow): CsvCell[] {
  return [
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
  ];
}

/**
 * GET /api/briefs/{id}/report.csv: every row of the report as a CSV download (UTF-8 with
 * a byte order mark; cells that a spreadsheet would run as a formula start with `'`:
 * app/utils/csv.ts), written while it is sent (app/server/csv-stream.server.ts); cells
 * separated by "," or, with `separator=semicolon`, ";" (400 for another value). The
 * campaigns only: the totals are in the JSON report. Who may, and the per-user limits
 * (429 with Retry-After): openBriefReportCsv; errors are JSON.
 */
export const loader = apiRoute(({ request, params, user }) => {
  const caller = requireCaller(user);
  const separator = readCsvSeparator(new URL(request.url).searchParams.get("separator"));
  if (separator === false) throw new ModelError("invalid", "invalidInput", { fields: { separator: ["invalidValue"] } });
  const source = openBriefReportCsv(caller, { kind: "brief", id: idParam(params.id) });
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="brief-${source.brief.id}-report.csv"`,
    "Cache-Control": "no-store",
  };
  // HEAD: the headers only (Remix drops the body of a HEAD answer unread).
  if (request.method === "HEAD") {
    source.close();
    return new Response(null, { status: 200, headers });
  }
  return new Response(csvStream(request, HEADER, source, cells, { separator }), { status: 200, headers });
});
