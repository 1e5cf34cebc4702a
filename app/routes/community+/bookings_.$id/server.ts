import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { bookingAction, bookingIdOf, bookingPageData } from "~/routes/bookings.server";

/*
 * The loader and the posts of one booking on the owner's side (/community/bookings/<id>,
 * ./route.tsx). getBooking answers "not found" for a booking the reader is no party to
 * (the area's 404 page), before anything of it is read; the model decides which moves
 * are the reader's (routes/bookings.server.ts).
 */

export async function ownerBookingLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  return json(bookingPageData(request, user, bookingIdOf(params), "community"));
}

export async function ownerBookingAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  return bookingAction(request, user, bookingIdOf(params), "community");
}
