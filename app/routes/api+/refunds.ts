import { ModelError } from "~/models/errors";
import { listRefunds } from "~/models/money/payouts.server";
import { toPublicRefund } from "~/models/money/public.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { REFUND_STATES } from "~/utils/enums";
import { readApiPage, readStatus } from "~/validation/owner-lists";

/** GET /api/refunds: a brand's refunds (everyone's for the admin), newest first. An owner: 403. */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const state = readStatus(params.get("state"), REFUND_STATES);
  if (state === false) throw new ModelError("invalid", "invalidInput", { fields: { state: ["invalidValue"] } });
  const { items, total } = listRefunds(caller, { state: state ?? undefined }, readApiPage(params));
  return respond(200, items.map(toPublicRefund), { "X-Total-Count": String(total) });
});
