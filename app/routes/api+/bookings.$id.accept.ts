import { acceptBooking, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * PUT /api/bookings/{id}/accept: the community's owner accepts a REQUESTED booking at its
 * price; its campaign starts (campaign_id). 200 booking (ACCEPTED); 403 for the
 * advertiser or the admin; 404 for a stranger; 409 from another state, naming the
 * allowed moves.
 */
export const action = apiRoute(
  ({ params, user }) => {
    const caller = requireCaller(user);
    return toPublicBooking(acceptBooking(caller, idParam(params.id)));
  },
  { methods: ["PUT"] },
);
