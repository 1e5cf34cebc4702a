import { and, asc, eq, sql } from "drizzle-orm";
import { invoiceFigures } from "../app/utils/amounts";
import type { BookingState } from "../app/utils/enums";
import type { DB } from "./connection";
import {
  bookings,
  campaignEvents,
  campaigns,
  communities,
  invoiceCounters,
  invoices,
  messages,
  notifications,
  packages,
  threadReads,
  threads,
  users,
} from "./schema";
import { SEED_MONEY } from "./seed-data";

/*
 * Demo bookings (docs/product.md, "Bookings"), inside the demo seed's transaction, after
 * everything else: bookings in every state between the demo advertiser and the demo
 * owner's community (and a few more between other brands and verified communities), each
 * with its thread; the accepted one with its campaign waiting for payment and its unpaid
 * invoice, as an acceptance leaves it. A verified community without packages gets two
 * (the packages' own demo data gives most communities theirs). Open bookings expire 3
 * days after their last step, so the demo's fall inside that window.
 */

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const EXPIRY_DAYS = 3;
const DEMO_OWNER = "owner@guyub.id";
const DEMO_ADVERTISER = "advertiser@guyub.id";

/** The calendar date (YYYY-MM-DD) in Jakarta (UTC+7, no daylight saving). */
const wibDate = (at: Date | number) => new Date(new Date(at).getTime() + 7 * HOUR).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 }).format(amount)}`;

const DEMO_PACKAGES = [
  {
    title: "1 postingan di grup utama",
    description: "Satu unggahan promosi di grup utama komunitas, disematkan selama 24 jam, dengan tautan ke produk Anda.",
    kind: "ONLINE_POST" as const,
    price: 500_000,
    deliveryDays: 7,
    brandProvides: "Gambar, teks promosi dan tautan.",
  },
  {
    title: "Sponsor kopdar bulanan",
    description: "Nama dan logo Anda di kopdar bulanan, 5 menit presentasi produk, dan booth kecil untuk sampling.",
    kind: "EVENT_SPONSORSHIP" as const,
    price: 2_000_000,
    deliveryDays: 30,
    brandProvides: "Banner, sampel produk dan satu orang perwakilan.",
  },
];

type Plan = {
  state: BookingState;
  /** Days ago it was booked, and days ago its last step (the counter, the answer, the expiry). */
  bookedDaysAgo: number;
  stepDaysAgo: number;
  promote: string;
  message: string | null;
  counter?: { price: number; message: string };
  declinedBy?: "OWNER" | "ADVERTISER";
  reason?: string | null;
};

const DEMO_PLANS: Plan[] = [
  {
    state: "REQUESTED",
    bookedDaysAgo: 1,
    stepDaysAgo: 1,
    promote: "Kursus online TypeScript untuk pemula",
    message: "Kalau bisa diunggah Senin pagi.",
  },
  {
    state: "COUNTERED",
    bookedDaysAgo: 2,
    stepDaysAgo: 1,
    promote: "Peluncuran aplikasi kasir UMKM",
    message: "Kami siapkan materi lengkap.",
    counter: { price: 650_000, message: "Harga akhir pekan sedikit lebih tinggi: jangkauannya dua kali lipat." },
  },
  { state: "ACCEPTED", bookedDaysAgo: 3, stepDaysAgo: 1, promote: "Webinar keamanan aplikasi web", message: null },
  {
    state: "DECLINED",
    bookedDaysAgo: 12,
    stepDaysAgo: 11,
    promote: "Promo minuman energi",
    message: null,
    declinedBy: "OWNER",
    reason: "Produk ini tidak cocok untuk anggota kami.",
  },
  {
    state: "DECLINED",
    bookedDaysAgo: 9,
    stepDaysAgo: 7,
    promote: "Lomba coding akhir tahun",
    message: "Hadiah total Rp 10 juta.",
    counter: { price: 3_000_000, message: "Untuk acara sebesar ini kami perlu dua sesi." },
    declinedBy: "ADVERTISER",
    reason: "Di luar anggaran kami tahun ini.",
  },
  { state: "EXPIRED", bookedDaysAgo: 8, stepDaysAgo: 5, promote: "Diskon langganan cloud", message: null },
];

/** A deal's demo conversation, written later with the others in time order (`at`: its last message). */
export type DemoTalk = { at: number; talk: () => void };

/**
 * `talks`: where the bookings' conversations go, for the caller to write with its own in
 * time order (message ids grow with time as in use: the Messages page lists by the last
 * one's id); without it they are written here, in time order, at the end.
 */
export function seedBookings(tx: Tx, options: { now: Date; adminId: number; talks?: DemoTalk[] }): { bookings: number } {
  const nowMs = options.now.getTime();
  const talks: DemoTalk[] = options.talks ?? [];
  let tick = 0;
  // A moment `daysAgo` back, a few deterministic minutes apart, never in the future.
  const at = (daysAgo: number) => {
    tick += 1;
    return new Date(Math.min(nowMs - 60_000, nowMs - daysAgo * DAY + ((tick * 37) % 180) * 60_000));
  };

  const verified = tx
    .select({ id: communities.id, name: communities.name, ownerId: communities.ownerId, ownerEmail: users.email })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(eq(communities.isVerified, true))
    .orderBy(asc(communities.id))
    .all();
  const brands = tx
    .select()
    .from(users)
    .where(and(eq(users.role, "ADVERTISER"), eq(users.approvalStatus, "APPROVED")))
    .orderBy(asc(users.id))
    .all();
  const demoBrand = brands.find((b) => b.email === DEMO_ADVERTISER);
  const demoCommunity = verified.find((c) => c.ownerEmail === DEMO_OWNER);
  if (!demoBrand || !demoCommunity) return { bookings: 0 };

  const packagesOf = (communityId: number) => {
    const existing = tx
      .select()
      .from(packages)
      .where(and(eq(packages.communityId, communityId), eq(packages.active, true)))
      .orderBy(asc(packages.position), asc(packages.id))
      .all();
    if (existing.length) return existing;
    return DEMO_PACKAGES.map((p, position) =>
      tx
        .insert(packages)
        .values({
          communityId,
          ...p,
          platform: p.kind === "ONLINE_POST" ? "WHATSAPP" : "OFFLINE",
          position,
          createdAt: at(30),
          updatedAt: at(30),
        })
        .returning()
        .get(),
    );
  };

  let made = 0;
  const book = (
    brand: (typeof brands)[number],
    community: (typeof verified)[number],
    pkg: ReturnType<typeof packagesOf>[number],
    plan: Plan,
  ) => {
    const bookedAt = at(plan.bookedDaysAgo);
    const stepAt = new Date(Math.max(bookedAt.getTime(), at(plan.stepDaysAgo).getTime()));
    const open = plan.state === "REQUESTED" || plan.state === "COUNTERED";
    const price = plan.state === "COUNTERED" || (plan.state === "ACCEPTED" && plan.counter) ? plan.counter!.price : pkg.price;
    const booking = tx
      .insert(bookings)
      .values({
        packageId: pkg.id,
        communityId: community.id,
        advertiserId: brand.id,
        state: plan.state,
        title: pkg.title,
        description: pkg.description,
        kind: pkg.kind,
        platform: pkg.platform,
        deliveryDays: pkg.deliveryDays,
        brandProvides: pkg.brandProvides,
        listPrice: pkg.price,
        price,
        wishedDate: addDays(wibDate(bookedAt), 14),
        promote: plan.promote,
        message: plan.message,
        materialsUrl: "https://drive.example.id/materi-promosi",
        counterPrice: plan.counter?.price ?? null,
        counterMessage: plan.counter?.message ?? null,
        declineReason: plan.reason ?? null,
        declinedBy: plan.declinedBy ?? null,
        expiresAt: open ? new Date(stepAt.getTime() + EXPIRY_DAYS * DAY) : null,
        createdAt: bookedAt,
        updatedAt: stepAt,
      })
      .returning()
      .get();
    made += 1;
    const words = { bookingId: booking.id, title: booking.title, community: community.name, brand: brand.companyName ?? brand.fullname };
    let campaignId: number | null = null;
    if (plan.state === "ACCEPTED") {
      // The acceptance: its campaign waits for the brand's payment of the invoice issued then.
      const description = `${booking.title} · ${community.name}`;
      campaignId = tx
        .insert(campaigns)
        .values({
          bookingId: booking.id,
          advertiserId: brand.id,
          communityId: community.id,
          state: "AWAITING_PAYMENT",
          paymentState: "AWAITING_PAYMENT",
          agreedFee: price,
          searchText: description,
          createdAt: stepAt,
          updatedAt: stepAt,
        })
        .returning({ id: campaigns.id })
        .get().id;
      tx.insert(campaignEvents).values({ campaignId, kind: "started", actorId: community.ownerId, createdAt: stepAt }).run();
      const issuedOn = wibDate(stepAt);
      const year = Number(issuedOn.slice(0, 4));
      const { last } = tx
        .insert(invoiceCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
        .returning({ last: invoiceCounters.last })
        .get();
      const figures = invoiceFigures(price, SEED_MONEY.commissionPercent, SEED_MONEY.taxPercent);
      const number = `GYB/${year}/${String(last).padStart(6, "0")}`;
      const invoiceId = tx
        .insert(invoices)
        .values({
          number,
          campaignId,
          advertiserId: brand.id,
          state: "UNPAID",
          ...figures,
          description,
          issuedAt: stepAt,
          dueDate: addDays(issuedOn, SEED_MONEY.dueDays),
          buyer: {
            name: brand.billingName || brand.companyName || brand.fullname,
            address: brand.billingAddress ?? "",
            npwp: brand.billingNpwp ?? "",
          },
          seller: { ...SEED_MONEY.seller },
          createdAt: stepAt,
          updatedAt: stepAt,
        })
        .returning({ id: invoices.id })
        .get().id;
      tx.update(bookings).set({ campaignId }).where(eq(bookings.id, booking.id)).run();
      const due = addDays(issuedOn, SEED_MONEY.dueDays);
      tx.insert(notifications)
        .values({
          userId: brand.id,
          type: "invoice_issued",
          data: {
            campaignId,
            briefId: null,
            brief: booking.title,
            community: community.name,
            invoiceId,
            number,
            total: rupiah(figures.total),
            due,
          },
          isRead: false,
          createdAt: stepAt,
        })
        .run();
      tx.insert(notifications)
        .values({
          userId: brand.id,
          type: "brand_booking_accepted",
          data: { ...words, campaignId, price: rupiah(price) },
          isRead: false,
          createdAt: stepAt,
        })
        .run();
    }
    const thread = tx
      .insert(threads)
      .values({ communityId: community.id, advertiserId: brand.id, bookingId: booking.id, campaignId, createdAt: bookedAt })
      .returning({ id: threads.id })
      .get();
    // A countered or accepted deal was talked over in its conversation: the brand asks,
    // the owner answers, unread by the brand (no e-mail waits).
    // Written once every booking is made, with every deal's talk in time order.
    if (plan.state === "COUNTERED" || plan.state === "ACCEPTED")
      talks.push({
        at: Math.min(nowMs - 60_000, bookedAt.getTime() + 2 * 3_600_000),
        talk: () => {
          const said = (authorId: number, authorRole: "OWNER" | "ADVERTISER", text: string, hours: number) =>
            tx
              .insert(messages)
              .values({
                threadId: thread.id,
                authorId,
                authorRole,
                text,
                createdAt: new Date(Math.min(nowMs - 60_000, bookedAt.getTime() + hours * 3_600_000)),
              })
              .returning({ id: messages.id })
              .get().id;
          const asked = said(brand.id, "ADVERTISER", "Halo, apakah unggahannya bisa Sabtu pagi? Materinya sudah di tautan.", 1);
          const answered = said(community.ownerId, "OWNER", "Bisa, Kak. Kami siapkan jadwalnya dan kabari lagi di sini.", 2);
          tx.update(threads).set({ lastMessageId: answered }).where(eq(threads.id, thread.id)).run();
          tx.insert(threadReads).values({ threadId: thread.id, userId: brand.id, lastReadId: asked, lastEmailedId: answered }).run();
          tx.insert(threadReads)
            .values({ threadId: thread.id, userId: community.ownerId, lastReadId: answered, lastEmailedId: answered })
            .run();
        },
      });
    if (plan.state === "REQUESTED") {
      tx.insert(notifications)
        .values({
          userId: community.ownerId,
          type: "booking_requested",
          data: { ...words, price: rupiah(price), date: booking.wishedDate },
          isRead: false,
          createdAt: bookedAt,
        })
        .run();
    }
    if (plan.state === "COUNTERED") {
      tx.insert(notifications)
        .values({
          userId: brand.id,
          type: "brand_booking_countered",
          data: { ...words, price: rupiah(price), date: booking.wishedDate, message: plan.counter!.message },
          isRead: false,
          createdAt: stepAt,
        })
        .run();
    }
  };

  // The demo advertiser and the demo owner's community: one booking in each state, each of its own package.
  const demoPackages = packagesOf(demoCommunity.id);
  const others = verified.filter((c) => c.id !== demoCommunity.id);
  DEMO_PLANS.forEach((plan, i) => {
    // One open booking per brand and package: an open one without a package of its own goes elsewhere.
    const open = plan.state === "REQUESTED" || plan.state === "COUNTERED";
    const community = open && i >= demoPackages.length && others.length ? others[i % others.length] : demoCommunity;
    const own = community.id === demoCommunity.id ? demoPackages : packagesOf(community.id);
    book(demoBrand, community, own[i % own.length], plan);
  });
  // Other brands book the demo owner's packages: its list has more than the demo brand's.
  const otherBrands = brands.filter((b) => b.id !== demoBrand.id).slice(0, 2);
  otherBrands.forEach((brand, i) =>
    book(brand, demoCommunity, demoPackages[i % demoPackages.length], {
      state: i === 0 ? "REQUESTED" : "ACCEPTED",
      bookedDaysAgo: i === 0 ? 0.5 : 2,
      stepDaysAgo: i === 0 ? 0.5 : 1,
      promote: i === 0 ? "Promo kopi susu untuk anggota" : "Workshop desain UI gratis",
      message: null,
    }),
  );
  if (!options.talks) for (const { talk } of talks.sort((a, b) => a.at - b.at)) talk();
  return { bookings: made };
}
