import { declineCounter, getBooking, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { CounterDeclineSchema } from "~/validation/booking";

/**
 * PUT /api/bookings/{id}/counter/decline {reason?}: the advertiser declines the standing
 * counter-offer, a reason if it likes (an empty body will do). 200 booking (DECLINED);
 * 403 for the owner or the admin; 404 for a stranger (before the body is read); 409
 * unless COUNTERED.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    getBooking(caller, id);
    const hasBody = Number(request.headers.get("content-length") ?? "0") > 0 || request.headers.has("content-type");
    const { reason } = hasBody ? await readJson(request, CounterDeclineSchema) : { reason: undefined };
    return toPublicBooking(declineCounter(caller, id, reason));
  },
  { methods: ["PUT"] },
);
