import type { BookingState, Role } from "~/utils/enums";
import { ModelError } from "../errors";

/*
 * A booking's state machine (docs/product.md, "Bookings"): pure rules, no database, so a
 * screen may import it to decide which buttons to show and the model uses it to refuse a
 * move.
 *
 *   REQUESTED --owner accepts--> ACCEPTED (its campaign starts)
 *   REQUESTED --owner declines (reason)--> DECLINED
 *   REQUESTED --owner counters (price and/or date)--> COUNTERED
 *   COUNTERED --owner counters again--> COUNTERED (the new counter replaces the old one)
 *   COUNTERED --advertiser accepts the counter--> ACCEPTED (its campaign starts)
 *   COUNTERED --advertiser declines the counter (reason optional)--> DECLINED
 *   REQUESTED or COUNTERED --3 days without a step--> EXPIRED (the campaign worker)
 *
 * A move by the wrong side answers 403; a move the state does not allow 409 naming the
 * moves that are (bookingMoveRefused). The admin reads every booking and makes no move.
 */

/** Days an open booking waits for the next step before it expires. */
export const BOOKING_EXPIRY_DAYS = 3;
/** Open (REQUESTED or COUNTERED) bookings an advertiser may have at once. */
export const OPEN_BOOKINGS_MAX = 20;

export type BookingMove = "accept" | "decline" | "counter" | "counter_accept" | "counter_decline";
export type BookingSide = "owner" | "advertiser" | "admin";

const MOVE_FROM: Record<BookingMove, readonly BookingState[]> = {
  accept: ["REQUESTED"],
  decline: ["REQUESTED"],
  counter: ["REQUESTED", "COUNTERED"],
  counter_accept: ["COUNTERED"],
  counter_decline: ["COUNTERED"],
};
const MOVES_OF: Record<BookingSide, readonly BookingMove[]> = {
  owner: ["accept", "decline", "counter"],
  advertiser: ["counter_accept", "counter_decline"],
  admin: [],
};

/** The moves `side` may make from `state`. */
export function bookingMovesFrom(state: BookingState, side: BookingSide): BookingMove[] {
  return MOVES_OF[side].filter((move) => MOVE_FROM[move].includes(state));
}

/** Every move allowed from `state`, whoever makes it. */
export function allowedBookingMoves(state: BookingState): BookingMove[] {
  return (Object.keys(MOVE_FROM) as BookingMove[]).filter((move) => MOVE_FROM[move].includes(state));
}

export function bookingMoveAllowed(state: BookingState, move: BookingMove): boolean {
  return MOVE_FROM[move].includes(state);
}

export function isBookingMoveOf(side: BookingSide, move: BookingMove): boolean {
  return MOVES_OF[side].includes(move);
}

/** Whether a booking in `state` still waits for a step (and may expire). */
export function isOpenBooking(state: BookingState): boolean {
  return state === "REQUESTED" || state === "COUNTERED";
}

/** 409 for a move `state` does not allow, naming the moves that are ("-" for none). */
export function bookingMoveRefused(state: BookingState): ModelError {
  const allowed = allowedBookingMoves(state);
  return new ModelError("conflict", "bookingMoveNotAllowed", { params: { state, allowed: allowed.length ? allowed.join(", ") : "-" } });
}

export function bookingSideOf(role: Role): BookingSide {
  if (role === "ADMIN") return "admin";
  return role === "ADVERTISER" ? "advertiser" : "owner";
}
