import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { withModelErrorResponses } from "~/server/action.server";
import { journalCsvResponse } from "~/server/journal-csv.server";

/*
 * /admin/finance/ledger.csv?from=&to=: the journal for the accountant, the Ledger
 * section's download (app/server/journal-csv.server.ts). The admin only (403).
 */
export const loader = withModelErrorResponses(async ({ request }: LoaderFunctionArgs) => {
  // Signed in, then the model: anyone but the admin hears 403.
  return journalCsvResponse(request, await requireUser(request, null));
});
