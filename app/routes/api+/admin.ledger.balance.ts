import { ledgerBalance } from "~/models/money/money.server";
import { apiRoute, requireCaller } from "~/server/api.server";

/** GET /api/admin/ledger/balance: each account's balance (debits positive) and whether they sum to 0. */
export const loader = apiRoute(({ user }) => ledgerBalance(requireCaller(user)));
