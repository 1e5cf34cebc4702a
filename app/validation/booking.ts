import * as z from "zod/mini";
import { DateSchema } from "./brief";
import { HttpUrlSchema, MinText, OptionalText, WholeNumber, msg } from "./fields";

/*
 * Bookings (docs/product.md, "Bookings"): the advertiser's booking form and the owner's
 * answers, for the forms and the JSON API alike (POST /api/packages/{id}/bookings, PUT
 * /api/bookings/{id}/decline | counter | counter/decline). Who may make which move from
 * which state, and a wished date in the past, are the model's rules
 * (app/models/storefront/bookings.server.ts).
 */

export const BOOKING_PROMOTE_MAX = 1000;
export const BOOKING_MESSAGE_MAX = 2000;
export const BOOKING_REASON_MAX = 1000;

/** A date that must be given ("YYYY-MM-DD"). */
const RequiredDate = z.pipe(DateSchema, z.string(msg("wishedDateRequired")));

/** A price in whole Rupiah above 0, typed with '.' grouping or sent as a number; blank is none. */
const PriceSchema = z.pipe(WholeNumber("budgetInvalid"), z.optional(z.number().check(z.gte(1, msg("budgetInvalid")))));

/** A booking: what to promote, the wished date, a message and an optional link to materials. */
export const BookingSchema = z.object({
  promote: MinText(3, "promoteRequired", BOOKING_PROMOTE_MAX),
  wished_date: RequiredDate,
  message: OptionalText(BOOKING_MESSAGE_MAX),
  materials_url: z.optional(HttpUrlSchema),
});
export type BookingInput = z.output<typeof BookingSchema>;

/** The owner declines a request: the reason is required. */
export const BookingDeclineSchema = z.object({ reason: MinText(1, "bookingDeclineReasonRequired", BOOKING_REASON_MAX) });

/** The owner's counter-offer: a new price and/or a new date (the model wants one of them), and a message. */
export const CounterSchema = z.object({
  price: PriceSchema,
  date: DateSchema,
  message: OptionalText(BOOKING_MESSAGE_MAX),
});
export type CounterInput = z.output<typeof CounterSchema>;

/** The advertiser declines a counter-offer: a reason if it likes. */
export const CounterDeclineSchema = z.object({ reason: OptionalText(BOOKING_REASON_MAX) });
