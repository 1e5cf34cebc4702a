import { counterBooking, getBooking, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { CounterSchema } from "~/validation/booking";

/**
 * PUT /api/bookings/{id}/counter {price, date, message}: the community's owner
 * counter-offers a new price and/or date (replacing a standing counter). 200 booking
 * (COUNTERED, `price` the counter's); 400 when it changes neither, or a date before
 * today; 403 for the advertiser or the admin; 404 for a stranger (before the body is
 * read); 409 from another state.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    getBooking(caller, id);
    const input = await readJson(request, CounterSchema);
    return toPublicBooking(counterBooking(caller, id, input));
  },
  { methods: ["PUT"] },
);
