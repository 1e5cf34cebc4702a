import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { BookingList } from "~/components/bookings/booking-list";
import { pageMeta } from "~/i18n/use-lang";
import type { advertiserBookingsLoader } from "./server";

/*
 * The advertiser's Bookings (/advertiser/bookings): the packages it booked, one tab per
 * state with counts, each card linking to its booking page. All links: no JavaScript
 * needed. The loader lives in ./server.ts.
 */

export { advertiserBookingsLoader as loader } from "./server";

type loader = typeof advertiserBookingsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.bookings);

export default function AdvertiserBookings() {
  const data = useLoaderData<loader>();
  return (
    <AreaPage title="advertiserBookings">
      <BookingList data={data} />
    </AreaPage>
  );
}
