import type { LoaderFunctionArgs } from "@remix-run/node";
import { campaignReportMessages } from "~/i18n/campaign-report";
import { toWibDate } from "~/i18n/format";
import { messagesFor } from "~/i18n/lang.server";
import { briefReportAllRows, type ReportRow } from "~/models/campaign.server";
import { readId } from "~/validation/owner-lists";
import { requireUser } from "~/server/auth.server";
import { toCsv } from "~/utils/csv";

/*
 * The loader of /briefs/<id>/report.csv (routes/briefs.$id.report[.csv].ts): one row per
 * campaign of the brief, in the report's order (briefReportAllRows: the advertiser of
 * the brief and the admin; others 404, owners 403), written by app/utils/csv.ts (UTF-8
 * with a byte order mark, formula cells made inert), the header in the reader's
 * language, a download (attachment, private) under an ASCII file name.
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

export function reportCsv(rows: readonly ReportRow[], t: (typeof campaignReportMessages)["en"]): string {
  const header = [t.colCommunity, t.colState, t.colFee, t.colReach, t.colReactions, t.colAttendees, t.colLinks, t.colNote, t.colProofDate];
  return toCsv(
    header,
    rows.map((row) => [
      row.communityName,
      t[`state_${row.state}`],
      row.agreedFee,
      row.reach,
      row.reactions,
      row.attendees,
      row.links.join("\n"),
      row.note,
      row.proofAt ? toWibDate(row.proofAt) : null,
    ]),
  );
}

export async function briefReportCsvLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  const briefId = readId(params.id ?? null);
  if (!briefId) throw new Response("Not found", { status: 404 });
  const { brief, rows } = briefReportAllRows(user, briefId);
  const t = messagesFor(request, campaignReportMessages);
  return new Response(reportCsv(rows, t), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safeFileName(t.csvFilePrefix, brief.title, brief.id)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
