import type { LoaderFunctionArgs } from "@remix-run/node";
import { campaignReportMessages } from "~/i18n/campaign-report";
import { toWibDate } from "~/i18n/format";
import { messagesFor } from "~/i18n/lang.server";
import { openBriefReportCsv, type ReportRow, type ReportTotals } from "~/models/campaign/report.server";
import { reportScopeOf } from "./server";
import { requireUser } from "~/server/auth.server";
import { csvStream } from "~/server/csv-stream.server";
import { readCsvSeparator, type CsvCell } from "~/utils/csv";

/*
 * The loader of /briefs/<id>/report.csv (routes/briefs+/$id.report[.csv].ts): one row per
 * campaign of the brief, in the report's order (openBriefReportCsv: the advertiser of
 * the brief and the admin; others 404, owners 403; 429 past the reader's limits),
 * written by app/utils/csv.ts (UTF-8 with a byte order mark, formula cells made inert)
 * while it is sent (app/server/csv-stream.server.ts), the header in the reader's
 * language, a download (attachment, private) under an ASCII file name. The last row holds
 * the totals (the spend under the fees), counted by the database once every row was sent.
 * `?separator=semicolon` separates the cells with ";" (Excel with Indonesian regional
 * settings); anything else gives the comma file.
 */

/** A file name of letters, digits and dashes only (no quotes, slashes or line breaks to escape). */
export function safeFileName(prefix: string, title: string, id: number): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${[prefix, String(id), slug].filter(Boolean).join("-")}.csv`;
}

type Texts = (typeof campaignReportMessages)["en"];

/** The header row, in the reader's language. */
export function reportCsvHeader(t: Texts): string[] {
  return [t.colCommunity, t.colState, t.colFee, t.colReach, t.colReactions, t.colAttendees, t.colLinks, t.colNote, t.colProofDate];
}

/** One campaign's row. */
export function reportCsvCells(row: ReportRow, t: Texts): CsvCell[] {
  return [
    row.communityName,
    t[`state_${row.state}`],
    row.agreedFee,
    row.reach,
    row.reactions,
    row.attendees,
    row.links.join("\n"),
    row.note,
    row.proofAt ? toWibDate(row.proofAt) : null,
  ];
}

/**
 * The totals row: the spend (agreed fees) and the figures of the campaigns not
 * cancelled, under their columns, as the page's totals count them.
 */
export function reportCsvTotalsCells(totals: ReportTotals, t: Texts): CsvCell[] {
  return [t.csvTotalRow, null, totals.spend, totals.reach, totals.reactions, totals.attendees, null, null, null];
}

export async function briefReportCsvLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  const scope = reportScopeOf(request, params);
  const t = messagesFor(request, campaignReportMessages);
  const source = openBriefReportCsv(user, scope);
  const headers = {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${safeFileName(t.csvFilePrefix, source.brief.title, source.brief.id)}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  // HEAD: the headers only (Remix drops the body of a HEAD answer unread).
  if (request.method === "HEAD") {
    source.close();
    return new Response(null, { headers });
  }
  const separator = readCsvSeparator(new URL(request.url).searchParams.get("separator")) || ",";
  const footer = () => [reportCsvTotalsCells(source.totals(), t)];
  return new Response(
    csvStream(request, reportCsvHeader(t), source, (row) => reportCsvCells(row, t), { separator, footer }),
    { headers },
  );
}
