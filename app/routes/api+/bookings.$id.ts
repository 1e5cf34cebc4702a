import { getBooking, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * GET /api/bookings/{id}: one booking for its advertiser, its community's owner or the
 * admin; 404 for anyone else, as for a booking that does not exist; 401 for a visitor.
 */
export const loader = apiRoute(({ params, user }) => {
  const caller = requireCaller(user);
  return toPublicBooking(getBooking(caller, idParam(params.id)));
});
