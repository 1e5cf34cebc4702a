import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { bookingAction, bookingIdOf, bookingPageData } from "~/routes/bookings.server";

/*
 * The loader and the posts of one booking on the advertiser's side (/advertiser/bookings/<id>,
 * ./route.tsx). getBooking answers "not found" for a booking the reader is no party to
 * (the area's 404 page), before anything of it is read; the model decides which moves
 * are the reader's (routes/bookings.server.ts).
 */

export async function advertiserBookingLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  return json(bookingPageData(request, user, bookingIdOf(params), "advertiser"));
}

export async function advertiserBookingAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  return bookingAction(request, user, bookingIdOf(params), "advertiser");
}
