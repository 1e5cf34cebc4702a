import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { BookingList } from "~/components/bookings/booking-list";
import { pageMeta } from "~/i18n/use-lang";
import type { ownerBookingsLoader } from "./server";

/*
 * The owner's Bookings (/community/bookings): the brands' bookings of its community's
 * packages, one tab per state with counts, each card linking to its booking page. All
 * links: no JavaScript needed. The loader lives in ./server.ts.
 */

export { ownerBookingsLoader as loader } from "./server";

type loader = typeof ownerBookingsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.bookings);

export default function OwnerBookings() {
  const data = useLoaderData<loader>();
  return (
    <AreaPage title="communityBookings">
      <BookingList data={data} />
    </AreaPage>
  );
}
