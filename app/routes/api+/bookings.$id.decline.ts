import { declineBooking, getBooking, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { BookingDeclineSchema } from "~/validation/booking";

/**
 * PUT /api/bookings/{id}/decline {reason}: the community's owner declines a REQUESTED
 * booking. 200 booking (DECLINED); 400 without a reason; 403 for the advertiser or the
 * admin; 404 for a stranger (before the body is read); 409 from another state.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    getBooking(caller, id);
    const { reason } = await readJson(request, BookingDeclineSchema);
    return toPublicBooking(declineBooking(caller, id, reason));
  },
  { methods: ["PUT"] },
);
