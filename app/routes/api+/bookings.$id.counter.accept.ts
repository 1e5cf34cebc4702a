import { acceptCounter, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * PUT /api/bookings/{id}/counter/accept: the advertiser accepts the standing
 * counter-offer; its campaign starts at the counter's price. 200 booking (ACCEPTED); 403
 * for the owner or the admin; 404 for a stranger; 409 unless COUNTERED.
 */
export const action = apiRoute(
  ({ params, user }) => {
    const caller = requireCaller(user);
    return toPublicBooking(acceptCounter(caller, idParam(params.id)));
  },
  { methods: ["PUT"] },
);
