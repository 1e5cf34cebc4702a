import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { openJournalCsv } from "~/models/money/finance.server";
import type { JournalRow } from "~/models/money/ledger.server";
import { parseInput } from "~/server/api.server";
import { csvStream } from "~/server/csv-stream.server";
import { BASE_SECURITY_HEADERS } from "~/server/security-headers.server";
import { wibMidnight } from "~/utils/dates";
import type { CsvCell } from "~/utils/csv";
import { DateSchema } from "~/validation/brief";

/*
 * The ledger's journal as a CSV for the accountant (docs/product.md, "Money"), on the
 * Finance tab (/admin/finance/ledger.csv) and in the API (/api/admin/ledger.csv): the
 * lines of the entries posted from `from` to `to` (calendar days in WIB, both included;
 * either left out: from the first entry, up to now), one line per ledger line, debits
 * positive and credits negative. The report CSV's rules (app/utils/csv.ts): UTF-8 with a
 * byte order mark, formula cells made inert, written a batch of entries at a time while
 * it is sent (csv-stream.server.ts). The admin only (openJournalCsv).
 */

export const JOURNAL_CSV_HEADER = ["entry_id", "posted_at", "kind", "key", "memo", "account", "campaign_id", "user_id", "amount"] as const;

export function journalCsvCells(row: JournalRow): CsvCell[] {
  return [
    row.entryId,
    row.createdAt.toISOString(),
    row.kind,
    row.key,
    row.memo,
    row.account,
    row.lineCampaignId ?? row.campaignId,
    row.userId,
    row.amount,
  ];
}

const RangeSchema = z.object({ from: DateSchema, to: DateSchema });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants of `?from=&to=` (400 with the field when a date is not YYYY-MM-DD). */
export function journalRange(url: URL): { from: Date; to: Date; name: string } {
  const { from, to } = parseInput(RangeSchema, { from: url.searchParams.get("from"), to: url.searchParams.get("to") });
  return {
    from: from ? wibMidnight(from) : new Date(0),
    to: to ? new Date(wibMidnight(to).getTime() + DAY_MS) : new Date(Date.now() + DAY_MS),
    name: `guyub-journal${from ? `-from-${from}` : ""}${to ? `-to-${to}` : ""}.csv`,
  };
}

/** The download's response (HEAD: its headers only). */
export function journalCsvResponse(request: Request, admin: User): Response {
  const source = openJournalCsv(admin, () => journalRange(new URL(request.url)));
  const { range } = source;
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${range.name}"`,
    "Cache-Control": "private, no-store",
  };
  if (request.method === "HEAD") {
    source.close();
    return new Response(null, { status: 200, headers });
  }
  return new Response(csvStream(request, JOURNAL_CSV_HEADER, source, journalCsvCells), { status: 200, headers });
}
