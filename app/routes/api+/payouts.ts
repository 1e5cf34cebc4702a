import { ModelError } from "~/models/errors";
import { listPayouts } from "~/models/money/payouts.server";
import { toPublicPayout } from "~/models/money/public.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { PAYOUT_STATES } from "~/utils/enums";
import { readApiPage, readStatus } from "~/validation/owner-lists";

/** GET /api/payouts: an owner's payouts (everyone's for the admin, `owner` narrows), newest first. A brand: 403. */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const state = readStatus(params.get("state"), PAYOUT_STATES);
  if (state === false) throw new ModelError("invalid", "invalidInput", { fields: { state: ["invalidValue"] } });
  const owner = Number(params.get("owner") ?? "");
  const { items, total } = listPayouts(
    caller,
    { state: state ?? undefined, ownerId: Number.isSafeInteger(owner) && owner > 0 ? owner : undefined },
    readApiPage(params),
  );
  return respond(200, items.map(toPublicPayout), { "X-Total-Count": String(total) });
});
