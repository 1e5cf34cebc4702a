import { apiRoute, requireCaller } from "~/server/api.server";
import { journalCsvResponse } from "~/server/journal-csv.server";

/**
 * GET /api/admin/ledger.csv?from=&to=: the journal's lines for a date range (WIB days,
 * both included) as a CSV download (app/server/journal-csv.server.ts). The admin only
 * (403 for anyone else); 400 for a date that is not YYYY-MM-DD; errors are JSON.
 */
export const loader = apiRoute(({ request, user }) => journalCsvResponse(request, requireCaller(user)));
