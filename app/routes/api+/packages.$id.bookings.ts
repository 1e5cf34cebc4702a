import { bookPackage, toPublicBooking } from "~/models/storefront/bookings.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { BookingSchema } from "~/validation/booking";

/**
 * POST /api/packages/{id}/bookings {promote, wished_date, message, materials_url}: an
 * approved advertiser books the package. 201 booking (REQUESTED); 401 for a visitor; 403
 * for another role or a pending account; 404 for a package that is not there; 409 for a
 * paused package or one of a community no longer verified, 20 open bookings already, or
 * an open booking of this package already; 400 with per-field messages (a wished date
 * before today included). An Idempotency-Key books once.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const packageId = idParam(params.id);
    const input = await readJson(request, BookingSchema);
    return respond(201, toPublicBooking(bookPackage(caller, packageId, input)));
  },
  { methods: ["POST"] },
);
