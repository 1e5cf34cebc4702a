import { getEarnings } from "~/models/money/payouts.server";
import { toPublicEarnings } from "~/models/money/public.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/earnings: an owner's held, payable and paid-out amounts and its campaigns'
 * lines (paged, X-Total-Count). The admin reads an owner's with `?owner=<id>`; a brand: 403.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const owner = Number(params.get("owner") ?? "");
  const ownerId = caller.role === "ADMIN" && Number.isSafeInteger(owner) && owner > 0 ? owner : caller.id;
  const earnings = getEarnings(caller, ownerId, readApiPage(params));
  return respond(200, toPublicEarnings(earnings), { "X-Total-Count": String(earnings.total) });
});
