import { packages, type Community, type User } from "../db/schema";
import { db } from "~/lib/server/db.server";
import type { PackageKind } from "~/utils/enums";
import { BookingSchema, type BookingInput } from "~/validation/booking";
import { makeCommunity, makeUser } from "./factories";

/*
 * Factories for the bookings' tests: a package written straight to its table (as the
 * seed does; the owner's package screen has its own tests), a verified community with
 * one, and a booking's input as the form gives it.
 */

let sequence = 0;

export type PackageOptions = {
  title?: string;
  price?: number;
  kind?: PackageKind;
  platform?: string;
  deliveryDays?: number;
  active?: boolean;
};

/** A package of `community` (default: an active online post at Rp 500.000). */
export function makeBookingPackage(community: Pick<Community, "id">, options: PackageOptions = {}) {
  sequence += 1;
  return db
    .insert(packages)
    .values({
      communityId: community.id,
      title: options.title ?? `1 postingan grup WA ${sequence}`,
      description: "Satu unggahan di grup WhatsApp utama, disematkan 24 jam.",
      kind: options.kind ?? "ONLINE_POST",
      platform: options.platform ?? "WHATSAPP",
      price: options.price ?? 500_000,
      deliveryDays: options.deliveryDays ?? 7,
      brandProvides: "Materi gambar dan teks promosi.",
      active: options.active ?? true,
      position: sequence,
    })
    .returning()
    .get();
}

/** An approved owner with a verified community and one active package, and an approved advertiser. */
export async function makeBookingParties(options: PackageOptions & { verified?: boolean } = {}) {
  const owner = await makeUser();
  const community = makeCommunity(owner, { isVerified: options.verified ?? true });
  const pkg = makeBookingPackage(community, options);
  const advertiser: User = await makeUser({ role: "ADVERTISER" });
  return { owner, community, pkg, advertiser };
}

/** A booking as the form gives it; `fields` override the defaults (the wished date: in 14 days). */
export function bookingInput(fields: Record<string, unknown> = {}): BookingInput {
  const in14 = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return BookingSchema.parse({
    promote: "Kopi susu gula aren kemasan baru",
    wished_date: in14,
    message: "Mohon diunggah pada akhir pekan.",
    materials_url: "https://drive.google.com/guyub-materi",
    ...fields,
  });
}
