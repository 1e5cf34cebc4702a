import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingPage } from "~/components/bookings/booking-page";
import { interpolate } from "~/i18n/index";
import type { FormReply } from "~/server/action.server";
import type { advertiserBookingLoader } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * One booking on the advertiser's side (/advertiser/bookings/<id>): components/bookings/booking-page.tsx
 * draws it with the reader's moves. Loader and posts in ./server.ts; it all works without
 * JavaScript.
 */

export { advertiserBookingLoader as loader, advertiserBookingAction as action } from "./server";

type loader = typeof advertiserBookingLoader;

export const meta: MetaFunction<loader> = ({ data }) => {
  const t = data?.messages.bookings;
  if (!t) return [{ title: "Guyub" }];
  return [{ title: interpolate(t.detailMetaTitle, { title: data.title }) }, { name: "description", content: t.metaDescription }];
};

export default function AdvertiserBooking() {
  const data = useLoaderData<loader>();
  const reply = useActionData<FormReply>();
  return <BookingPage data={data} reply={reply} />;
}
