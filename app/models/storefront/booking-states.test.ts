import { describe, expect, it } from "vitest";
import { BOOKING_STATES } from "~/utils/enums";
import { allowedBookingMoves, bookingMoveRefused, bookingMovesFrom, bookingSideOf, isOpenBooking } from "./booking-states";

/* The booking's state machine, pure: which side answers from which state, and the 409's words. */
describe("the booking state machine", () => {
  it("gives the owner the request and its counter, the brand the counter's answer, the admin nothing", () => {
    const table = Object.fromEntries(
      BOOKING_STATES.map((state) => [
        state,
        {
          owner: bookingMovesFrom(state, "owner"),
          advertiser: bookingMovesFrom(state, "advertiser"),
          admin: bookingMovesFrom(state, "admin"),
        },
      ]),
    );
    expect(table).toEqual({
      REQUESTED: { owner: ["accept", "decline", "counter"], advertiser: [], admin: [] },
      COUNTERED: { owner: ["counter"], advertiser: ["counter_accept", "counter_decline"], admin: [] },
      ACCEPTED: { owner: [], advertiser: [], admin: [] },
      DECLINED: { owner: [], advertiser: [], admin: [] },
      EXPIRED: { owner: [], advertiser: [], admin: [] },
    });
    expect(BOOKING_STATES.filter(isOpenBooking)).toEqual(["REQUESTED", "COUNTERED"]);
    expect(["ADMIN", "ADVERTISER", "COMMUNITY_OWNER"].map((role) => bookingSideOf(role as never))).toEqual([
      "admin",
      "advertiser",
      "owner",
    ]);
  });

  it("refuses with 409 naming the moves allowed now, or none", () => {
    expect(allowedBookingMoves("COUNTERED")).toEqual(["counter", "counter_accept", "counter_decline"]);
    const refused = bookingMoveRefused("EXPIRED");
    expect([refused.status, refused.message, refused.params]).toEqual([409, "bookingMoveNotAllowed", { state: "EXPIRED", allowed: "-" }]);
  });
});
