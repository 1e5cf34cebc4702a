import { ModelError } from "~/models/errors";
import { listBookings, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { BOOKING_STATES } from "~/utils/enums";
import { readApiPage, readStatus } from "~/validation/owner-lists";

/**
 * GET /api/bookings: the caller's bookings (an advertiser its own, an owner its
 * community's, the admin every one), newest first, optionally in one state (either case;
 * an unknown word is 400), paged by limit and offset, the total in X-Total-Count.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const state = readStatus(params.get("state"), BOOKING_STATES);
  if (state === false) throw new ModelError("invalid", "invalidInput", { fields: { state: ["invalidValue"] } });
  const { items, total } = listBookings(caller, { state: state ?? undefined }, readApiPage(params));
  return respond(200, items.map(toPublicBooking), { "X-Total-Count": String(total) });
});
