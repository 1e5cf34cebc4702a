import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema";
import { bookingInput, makeBookingParties } from "../../tests/booking-factories";
import { bookPackage } from "~/models/storefront/bookings.server";
import { db } from "~/lib/server/db.server";
import { startCampaignWorker } from "./campaign-worker.server";

/*
 * The campaign worker's bookings round, by the clock the test gives it: a booking left 3
 * days without a step expires at that moment and not before, once.
 */
describe("the campaign worker's bookings round", () => {
  it("expires the bookings due by the worker's clock, once", async () => {
    const { pkg, advertiser } = await makeBookingParties();
    const t0 = new Date("2031-03-01T03:00:00Z");
    const booking = bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2031-04-01" }), t0);
    let clock = t0.getTime() + 3 * 86_400_000 - 1;
    const worker = startCampaignWorker({ intervalMs: 3_600_000, now: () => new Date(clock) });
    try {
      expect(await worker.bookingsOnce()).toBe(0);
      clock += 1;
      expect(await worker.bookingsOnce()).toBe(1);
      expect(await worker.bookingsOnce()).toBe(0);
      expect(db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, booking.id)).get()?.state).toBe("EXPIRED");
    } finally {
      worker.stop();
    }
  });
});
