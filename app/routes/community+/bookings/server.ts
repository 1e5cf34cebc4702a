import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { bookingListLoader } from "~/routes/bookings.server";

/*
 * The loader of the owner's Bookings (./route.tsx): the bookings of the owner's
 * community (listBookings scopes them to it), one tab per state, paged in SQL.
 */
export async function ownerBookingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  return bookingListLoader(request, user, "community");
}
