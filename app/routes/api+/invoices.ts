import { ModelError } from "~/models/errors";
import { listInvoices } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { INVOICE_STATES } from "~/utils/enums";
import { readApiPage, readStatus } from "~/validation/owner-lists";

/**
 * GET /api/invoices: the caller's invoices (a brand's own, all for the admin), newest
 * first; `state` filters (either case; an unknown word is 400); paged, X-Total-Count.
 * A community owner: 403.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const state = readStatus(params.get("state"), INVOICE_STATES);
  if (state === false) throw new ModelError("invalid", "invalidInput", { fields: { state: ["invalidValue"] } });
  const { items, total } = listInvoices(caller, { state: state ?? undefined }, readApiPage(params));
  return respond(200, items.map(toPublicInvoice), { "X-Total-Count": String(total) });
});
