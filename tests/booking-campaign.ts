import { eq } from "drizzle-orm";
import { bookings, packages, threads } from "../db/schema";
import { startBookingCampaign } from "~/models/campaign/commands.server";
import { db } from "~/lib/server/db.server";
import { makeAdmin, makeCommunity, makeUser } from "./factories";

/**
 * A booking's campaign as an owner's acceptance starts it (docs/product.md, "Bookings"):
 * a verified community's package, an ACCEPTED booking of it by an approved advertiser with
 * its conversation, and the campaign startBookingCampaign makes (awaiting payment while
 * payments are on). The rows are written straight to the tables, for the tests of what a
 * booking's campaign does once it exists.
 */
export async function makeBookingCampaign(price = 2_000_000) {
  const admin = await makeAdmin();
  const owner = await makeUser();
  const community = makeCommunity(owner, { isVerified: true, name: "Komunitas Kopi Bandung" });
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const pkg = db
    .insert(packages)
    .values({
      communityId: community.id,
      title: "Sponsor kopdar",
      description: "Logo di banner dan 5 menit presentasi.",
      kind: "EVENT_SPONSORSHIP",
      platform: "OFFLINE",
      price,
      deliveryDays: 14,
    })
    .returning()
    .get();
  const campaignId = db.transaction((tx) => {
    const booking = tx
      .insert(bookings)
      .values({
        packageId: pkg.id,
        communityId: community.id,
        advertiserId: advertiser.id,
        state: "ACCEPTED",
        title: pkg.title,
        description: pkg.description,
        kind: pkg.kind,
        platform: pkg.platform,
        deliveryDays: pkg.deliveryDays,
        brandProvides: "Banner 2x1 m",
        listPrice: price,
        price,
        wishedDate: "2026-12-20",
        promote: "Kopi susu gula aren baru",
      })
      .returning()
      .get();
    tx.insert(threads).values({ communityId: community.id, advertiserId: advertiser.id, bookingId: booking.id }).run();
    const id = startBookingCampaign(tx, { bookingId: booking.id, actorId: owner.id });
    tx.update(bookings).set({ campaignId: id }).where(eq(bookings.id, booking.id)).run();
    return id;
  });
  const booking = db.select().from(bookings).where(eq(bookings.campaignId, campaignId)).get()!;
  return { admin, owner, community, advertiser, campaignId, booking };
}
