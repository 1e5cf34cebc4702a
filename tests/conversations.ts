import { bookings, threads, type Community, type User } from "../db/schema";
import { db } from "~/lib/server/db.server";

/*
 * Conversations' test data (docs/product.md, "Conversations"): a booking and its thread,
 * written straight to the tables as the booking step writes them (the booking model
 * makes the thread in the booking's transaction), so that the conversation tests need
 * nothing of the booking screens.
 */

/** A REQUESTED booking of `community` by `advertiser`, and its thread. */
export function makeBookingThread(advertiser: User, community: Community, options: { title?: string } = {}) {
  return db.transaction((tx) => {
    const now = new Date();
    const booking = tx
      .insert(bookings)
      .values({
        communityId: community.id,
        advertiserId: advertiser.id,
        title: options.title ?? "1 unggahan grup WhatsApp",
        description: "Satu unggahan di grup utama, disematkan sehari.",
        kind: "BROADCAST",
        platform: "WHATSAPP",
        deliveryDays: 7,
        listPrice: 500_000,
        price: 500_000,
        wishedDate: "2026-12-15",
        promote: "Kopi susu gula aren edisi Desember",
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const thread = tx
      .insert(threads)
      .values({ bookingId: booking.id, communityId: community.id, advertiserId: advertiser.id, createdAt: now })
      .returning()
      .get();
    return { booking, thread };
  });
}
