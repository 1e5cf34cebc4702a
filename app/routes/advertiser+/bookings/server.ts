import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { bookingListLoader } from "~/routes/bookings.server";

/*
 * The loader of the advertiser's Bookings (./route.tsx): the bookings the advertiser
 * made (listBookings scopes them to it), one tab per state, paged in SQL.
 */
export async function advertiserBookingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  return bookingListLoader(request, user, "advertiser");
}
