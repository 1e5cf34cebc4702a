import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, campaigns, emailOutbox, invoices, notifications, packages, threads, users } from "../../../db/schema";
import { renderNotification } from "../notification.server";
import { bookingInput, makeBookingPackage, makeBookingParties } from "../../../tests/booking-factories";
import { makeAdmin, makeCommunity, makeUser } from "../../../tests/factories";
import { expectModelError } from "../../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { DuplicateSubmission, runSubmission } from "../submission-claim.server";
import { BOOKING_EXPIRY_DAYS, OPEN_BOOKINGS_MAX } from "./booking-states";
import {
  acceptBooking,
  acceptCounter,
  bookPackage,
  counterBooking,
  declineBooking,
  declineCounter,
  expireBookings,
  getBooking,
  getPackageToBook,
  listBookings,
  toPublicBooking,
} from "./bookings.server";

/*
 * Bookings on a real SQLite file (docs/product.md, "Bookings"): who books and moves,
 * from which state, the limits, the thread, what each step tells, the campaign an
 * acceptance starts, and the expiry with the clock injected.
 */

const DAY = 24 * 60 * 60 * 1000;
const page = { limit: 20, offset: 0 };
const told = (userId: number, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .all().length;
const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();

describe("booking a package", () => {
  it("copies the package's terms, makes the thread, expires 3 days on, and tells the owner (notification and e-mail)", async () => {
    const { owner, community, pkg, advertiser } = await makeBookingParties({ price: 750_000 });
    const now = new Date();
    const booked = bookPackage(advertiser, pkg.id, bookingInput({ promote: "Kopi gula aren" }), now);
    expect(booked).toMatchObject({
      state: "REQUESTED",
      packageId: pkg.id,
      communityId: community.id,
      advertiserId: advertiser.id,
      title: pkg.title,
      description: pkg.description,
      kind: pkg.kind,
      platform: pkg.platform,
      deliveryDays: pkg.deliveryDays,
      brandProvides: pkg.brandProvides,
      listPrice: 750_000,
      price: 750_000,
      promote: "Kopi gula aren",
      counter: null,
      campaignId: null,
      side: "advertiser",
      moves: [],
    });
    expect(booked.expiresAt?.getTime()).toBe(now.getTime() + BOOKING_EXPIRY_DAYS * DAY);
    const thread = db.select().from(threads).where(eq(threads.bookingId, booked.id)).get();
    expect(thread).toMatchObject({ communityId: community.id, advertiserId: advertiser.id, campaignId: null });
    expect(told(owner.id, "booking_requested")).toBe(1);
    const mails = mailsTo(owner.email);
    expect(mails.map((m) => m.kind)).toContain("booking_requested");
    expect(mails.find((m) => m.kind === "booking_requested")?.textBody).toContain("Rp 750.000");

    // The package changing later does not change the booking.
    db.update(packages).set({ price: 900_000, title: "Baru" }).where(eq(packages.id, pkg.id)).run();
    expect(getBooking(owner, booked.id)).toMatchObject({
      title: pkg.title,
      price: 750_000,
      side: "owner",
      moves: ["accept", "decline", "counter"],
    });
  });

  it("writes the owner's e-mail in the owner's language", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    db.update(users).set({ lang: "id" }).where(eq(users.id, owner.id)).run();
    bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2099-12-20" }));
    const mail = mailsTo(owner.email).find((m) => m.kind === "booking_requested")!;
    expect(mail.lang).toBe("id");
    expect(mail.subject).toContain("memesan");
    // The wished date reads as a date in the reader's language, in the e-mail and the bell.
    expect(mail.textBody).toContain("20 Des 2099");
    expect(mail.textBody).not.toContain("2099-12-20");
    const row = db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id))
      .all()
      .find((n) => n.type === "booking_requested")!;
    expect(renderNotification(row, "id").message).toContain("untuk 20 Des 2099");
    expect(renderNotification(row, "en").message).toContain("for 20 Dec 2099");
  });

  it("is for an approved advertiser only (403), of a package that exists (404), is active and of a verified community (409)", async () => {
    const { owner, community, pkg } = await makeBookingParties();
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const advertiser = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => bookPackage(owner, pkg.id, bookingInput()), "forbidden", "wrongRole");
    await expectModelError(() => bookPackage(pending, pkg.id, bookingInput()), "forbidden", "accountNotApproved");
    await expectModelError(() => bookPackage(null, pkg.id, bookingInput()), "unauthenticated");
    await expectModelError(() => bookPackage(advertiser, 999_999, bookingInput()), "not_found", "packageNotFound");
    const paused = makeBookingPackage(community, { active: false });
    await expectModelError(() => bookPackage(advertiser, paused.id, bookingInput()), "conflict", "packageNotBookable");
    await expectModelError(() => getPackageToBook(advertiser, paused.id), "conflict", "packageNotBookable");
    const unverified = makeCommunity(await makeUser(), { isVerified: false });
    const ofUnverified = makeBookingPackage(unverified);
    await expectModelError(() => bookPackage(advertiser, ofUnverified.id, bookingInput()), "conflict", "packageNotBookable");
    expect(db.select().from(bookings).all()).toHaveLength(0);
    expect(db.select().from(threads).all()).toHaveLength(0);
  });

  it("refuses a wished date before today (in WIB) on its field", async () => {
    const { pkg, advertiser } = await makeBookingParties();
    const error = await expectModelError(
      () => bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2026-01-09" }), new Date("2026-01-10T01:00:00Z")),
      "invalid",
    );
    expect(error.fields).toEqual({ wished_date: ["dateInPast"] });
    // The same day in Jakarta is fine, even before midnight UTC.
    const booked = bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2026-01-10" }), new Date("2026-01-09T18:00:00Z"));
    expect(booked.wishedDate).toBe("2026-01-10");
  });

  it("keeps one open booking per advertiser and package (409), and allows another once the first is closed", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const first = bookPackage(advertiser, pkg.id, bookingInput());
    await expectModelError(() => bookPackage(advertiser, pkg.id, bookingInput()), "conflict", "bookingAlreadyOpen");
    // Another advertiser may book the same package.
    const other = await makeUser({ role: "ADVERTISER" });
    expect(bookPackage(other, pkg.id, bookingInput()).state).toBe("REQUESTED");
    declineBooking(owner, first.id, "Jadwal penuh bulan ini");
    expect(bookPackage(advertiser, pkg.id, bookingInput()).state).toBe("REQUESTED");
  });

  it("allows 20 open bookings per advertiser, refusing the 21st (409) until one closes", async () => {
    const owner = await makeUser();
    const community = makeCommunity(owner, { isVerified: true });
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const made = Array.from({ length: OPEN_BOOKINGS_MAX + 1 }, () => makeBookingPackage(community));
    const booked = made.slice(0, OPEN_BOOKINGS_MAX).map((p) => bookPackage(advertiser, p.id, bookingInput()));
    const error = await expectModelError(
      () => bookPackage(advertiser, made[OPEN_BOOKINGS_MAX].id, bookingInput()),
      "conflict",
      "tooManyOpenBookings",
    );
    expect(error.params).toEqual({ max: OPEN_BOOKINGS_MAX });
    declineBooking(owner, booked[0].id, "Tidak cocok");
    expect(bookPackage(advertiser, made[OPEN_BOOKINGS_MAX].id, bookingInput()).state).toBe("REQUESTED");
  });

  it("books once per Idempotency-Key: the same key again writes nothing", async () => {
    const { pkg, advertiser } = await makeBookingParties();
    const key = { scope: `user:${advertiser.id}`, key: "book-1", fingerprint: "f" };
    const first = await runSubmission(key, async () => bookPackage(advertiser, pkg.id, bookingInput()));
    expect(first.claimed).toBe(true);
    await expect(runSubmission(key, async () => bookPackage(advertiser, pkg.id, bookingInput()))).rejects.toBeInstanceOf(
      DuplicateSubmission,
    );
    expect(db.select().from(bookings).all()).toHaveLength(1);
    expect(db.select().from(threads).all()).toHaveLength(1);
  });
});

describe("the owner's answers and the brand's", () => {
  it("lets only the right side move: the advertiser cannot accept its own request (403), a stranger finds nothing (404)", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const admin = await makeAdmin();
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    await expectModelError(() => acceptBooking(advertiser, booking.id), "forbidden", "notYourMove");
    await expectModelError(() => counterBooking(advertiser, booking.id, { price: 1 }), "forbidden", "notYourMove");
    await expectModelError(() => declineBooking(advertiser, booking.id, "x"), "forbidden", "notYourMove");
    await expectModelError(() => acceptBooking(admin, booking.id), "forbidden", "notYourMove");
    const strangerOwner = await makeUser();
    makeCommunity(strangerOwner, { isVerified: true });
    const strangerBrand = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => acceptBooking(strangerOwner, booking.id), "not_found", "bookingNotFound");
    await expectModelError(() => acceptCounter(strangerBrand, booking.id), "not_found", "bookingNotFound");
    await expectModelError(() => getBooking(strangerBrand, booking.id), "not_found", "bookingNotFound");
    await expectModelError(() => getBooking(strangerOwner, booking.id), "not_found", "bookingNotFound");
    expect(getBooking(admin, booking.id)).toMatchObject({ side: "admin", moves: [] });
    // The brand's moves need a counter first: 409 naming the moves allowed from REQUESTED.
    const error = await expectModelError(() => acceptCounter(advertiser, booking.id), "conflict", "bookingMoveNotAllowed");
    expect(error.params).toEqual({ state: "REQUESTED", allowed: "accept, decline, counter" });
    expect(getBooking(owner, booking.id).state).toBe("REQUESTED");
  });

  it("declines with a reason (400 without), tells the brand, and allows nothing more (409 naming none)", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    const blank = await expectModelError(() => declineBooking(owner, booking.id, "   "), "invalid");
    expect(blank.fields).toEqual({ reason: ["bookingDeclineReasonRequired"] });
    const declined = declineBooking(owner, booking.id, "Jadwal penuh");
    expect(declined).toMatchObject({ state: "DECLINED", declineReason: "Jadwal penuh", declinedBy: "OWNER", expiresAt: null, moves: [] });
    expect(told(advertiser.id, "brand_booking_declined")).toBe(1);
    expect(mailsTo(advertiser.email).find((m) => m.kind === "booking_declined")?.textBody).toContain("Jadwal penuh");
    const error = await expectModelError(() => acceptBooking(owner, booking.id), "conflict", "bookingMoveNotAllowed");
    expect(error.params).toEqual({ state: "DECLINED", allowed: "-" });
  });

  it("counters a price, a date or both, replaceable while COUNTERED; `price` is what would be paid now", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties({ price: 500_000 });
    const t0 = new Date();
    const booking = bookPackage(advertiser, pkg.id, bookingInput(), t0);
    const same = await expectModelError(() => counterBooking(owner, booking.id, { price: 500_000, date: booking.wishedDate }), "invalid");
    expect(same.fields).toEqual({ price: ["counterChangesNothing"] });
    const past = await expectModelError(() => counterBooking(owner, booking.id, { date: "2020-01-01" }), "invalid");
    expect(past.fields).toEqual({ date: ["dateInPast"] });

    const t1 = new Date(t0.getTime() + DAY);
    const priced = counterBooking(owner, booking.id, { price: 650_000, message: "Harga akhir pekan" }, t1);
    expect(priced).toMatchObject({
      state: "COUNTERED",
      price: 650_000,
      listPrice: 500_000,
      wishedDate: booking.wishedDate,
      counter: { price: 650_000, date: null, message: "Harga akhir pekan" },
      moves: ["counter"],
    });
    expect(priced.expiresAt?.getTime()).toBe(t1.getTime() + BOOKING_EXPIRY_DAYS * DAY);
    expect(told(advertiser.id, "brand_booking_countered")).toBe(1);
    expect(getBooking(advertiser, booking.id).moves).toEqual(["counter_accept", "counter_decline"]);

    // A new counter replaces the standing one: a date only, at the list price.
    const dated = counterBooking(owner, booking.id, { date: "2099-03-01" });
    expect(dated).toMatchObject({ price: 500_000, counter: { price: null, date: "2099-03-01", message: null } });
    // The owner cannot decline a standing counter: 409 naming what is allowed.
    const error = await expectModelError(() => declineBooking(owner, booking.id, "x"), "conflict", "bookingMoveNotAllowed");
    expect(error.params).toEqual({ state: "COUNTERED", allowed: "counter, counter_accept, counter_decline" });
  });

  it("lets the brand decline a counter, a reason optional: DECLINED by the advertiser; the owner is told", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    counterBooking(owner, booking.id, { price: 900_000 });
    await expectModelError(() => declineCounter(owner, booking.id), "forbidden", "notYourMove");
    const declined = declineCounter(advertiser, booking.id);
    expect(declined).toMatchObject({ state: "DECLINED", declinedBy: "ADVERTISER", declineReason: null });
    expect(told(owner.id, "booking_counter_declined")).toBe(1);
    const mail = mailsTo(owner.email).find((m) => m.kind === "booking_counter_declined")!;
    expect(mail.textBody).not.toContain("Reason:");

    const again = bookPackage(advertiser, pkg.id, bookingInput());
    counterBooking(owner, again.id, { price: 900_000 });
    expect(declineCounter(advertiser, again.id, "Di luar anggaran").declineReason).toBe("Di luar anggaran");
    expect(mailsTo(owner.email).filter((m) => m.kind === "booking_counter_declined")[1].textBody).toContain("Reason: Di luar anggaran");
  });
});

describe("an accepted booking", () => {
  it("starts one campaign at the booking's price, linked from the booking and its thread; the brand is told", async () => {
    const { owner, community, pkg, advertiser } = await makeBookingParties({ price: 2_000_000 });
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    const accepted = acceptBooking(owner, booking.id);
    expect(accepted).toMatchObject({ state: "ACCEPTED", price: 2_000_000, expiresAt: null, moves: [] });
    expect(accepted.campaignId).toEqual(expect.any(Number));
    const campaign = db.select().from(campaigns).where(eq(campaigns.id, accepted.campaignId!)).get();
    expect(campaign).toMatchObject({
      bookingId: booking.id,
      advertiserId: advertiser.id,
      communityId: community.id,
      applicationId: null,
      briefId: null,
      agreedFee: 2_000_000,
    });
    expect(db.select().from(threads).where(eq(threads.bookingId, booking.id)).get()?.campaignId).toBe(accepted.campaignId);
    expect(told(advertiser.id, "brand_booking_accepted")).toBe(1);
    expect(db.select().from(campaigns).where(eq(campaigns.bookingId, booking.id)).all()).toHaveLength(1);
    // Accepting again is refused, and starts nothing.
    await expectModelError(() => acceptBooking(owner, booking.id), "conflict", "bookingMoveNotAllowed");
    expect(db.select().from(campaigns).all()).toHaveLength(1);
  });

  it("at a counter's price and date when the brand accepts the counter; the invoice is of that price", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties({ price: 500_000 });
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    counterBooking(owner, booking.id, { price: 800_000, date: "2099-05-02", message: "Akhir pekan" });
    const accepted = acceptCounter(advertiser, booking.id);
    expect(accepted).toMatchObject({ state: "ACCEPTED", price: 800_000, wishedDate: "2099-05-02" });
    const campaign = db.select().from(campaigns).where(eq(campaigns.id, accepted.campaignId!)).get()!;
    expect(campaign.agreedFee).toBe(800_000);
    expect(told(owner.id, "booking_counter_accepted")).toBe(1);
    const invoice = db.select().from(invoices).where(eq(invoices.campaignId, campaign.id)).get();
    if (invoice) {
      expect(invoice.subtotal).toBe(800_000);
      expect(campaign.state).toBe("AWAITING_PAYMENT");
    }
  });
});

describe("expiry (the campaign worker, with the clock)", () => {
  it("expires an open booking 3 days after its last step, once, telling both sides; answered ones stay", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const t0 = new Date("2030-01-01T00:00:00Z");
    const waiting = bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2030-02-01" }), t0);
    const second = makeBookingPackage({ id: pkg.communityId });
    const countered = bookPackage(advertiser, second.id, bookingInput({ wished_date: "2030-02-01" }), t0);
    const third = makeBookingPackage({ id: pkg.communityId });
    const declined = bookPackage(advertiser, third.id, bookingInput({ wished_date: "2030-02-01" }), t0);
    declineBooking(owner, declined.id, "Penuh", new Date(t0.getTime() + DAY));
    // A counter two days in gives the brand 3 days from then.
    counterBooking(owner, countered.id, { price: 700_000 }, new Date(t0.getTime() + 2 * DAY));

    expect(expireBookings(new Date(t0.getTime() + 3 * DAY - 1))).toBe(0);
    expect(expireBookings(new Date(t0.getTime() + 3 * DAY))).toBe(1);
    expect(getBooking(owner, waiting.id)).toMatchObject({ state: "EXPIRED", expiresAt: null });
    expect(told(owner.id, "booking_expired")).toBe(1);
    expect(told(advertiser.id, "brand_booking_expired")).toBe(1);
    expect(expireBookings(new Date(t0.getTime() + 3 * DAY))).toBe(0);
    expect(getBooking(owner, countered.id).state).toBe("COUNTERED");
    expect(expireBookings(new Date(t0.getTime() + 5 * DAY))).toBe(1);
    expect(getBooking(owner, countered.id).state).toBe("EXPIRED");
    expect(getBooking(owner, declined.id).state).toBe("DECLINED");
    // A move after the expiry is refused.
    await expectModelError(() => acceptCounter(advertiser, countered.id), "conflict", "bookingMoveNotAllowed");
    // An expired booking frees its package for another booking.
    expect(bookPackage(advertiser, pkg.id, bookingInput({ wished_date: "2030-02-01" }), new Date(t0.getTime() + 6 * DAY)).state).toBe(
      "REQUESTED",
    );
  });
});

describe("reading bookings", () => {
  it("lists each party's own (with counts per state), the admin all, in one state or all, newest first", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties();
    const other = await makeBookingParties();
    const a = bookPackage(advertiser, pkg.id, bookingInput());
    const b = bookPackage(advertiser, other.pkg.id, bookingInput());
    const c = bookPackage(other.advertiser, other.pkg.id, bookingInput());
    declineBooking(owner, a.id, "Penuh");
    const admin = await makeAdmin();

    const mine = listBookings(advertiser, {}, page);
    expect(mine.items.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(mine.counts).toMatchObject({ all: 2, REQUESTED: 1, DECLINED: 1, COUNTERED: 0 });
    expect(listBookings(advertiser, { state: "DECLINED" }, page).items.map((x) => x.id)).toEqual([a.id]);
    expect(listBookings(owner, {}, page).items.map((x) => x.id)).toEqual([a.id]);
    expect(listBookings(other.owner, {}, page).items.map((x) => x.id)).toEqual([c.id, b.id]);
    expect(listBookings(admin, {}, page).total).toBe(3);
    expect(listBookings(admin, { state: "REQUESTED" }, page).items.map((x) => x.id)).toEqual([c.id, b.id]);
    expect(listBookings(admin, {}, { limit: 2, offset: 2 }).items.map((x) => x.id)).toEqual([a.id]);
    // An owner without a community has none.
    expect(listBookings(await makeUser(), {}, page)).toMatchObject({ items: [], total: 0 });
    await expectModelError(() => listBookings(null, {}, page), "unauthenticated");
  });

  it("gives the API's booking object", async () => {
    const { owner, pkg, advertiser } = await makeBookingParties({ price: 500_000 });
    const booking = bookPackage(advertiser, pkg.id, bookingInput());
    const countered = counterBooking(owner, booking.id, { price: 600_000, message: "Naik sedikit" });
    expect(toPublicBooking(countered)).toMatchObject({
      id: booking.id,
      package_id: pkg.id,
      state: "COUNTERED",
      price: 600_000,
      list_price: 500_000,
      counter: { price: 600_000, date: null, message: "Naik sedikit" },
      decline_reason: null,
      campaign_id: null,
      materials_url: "https://drive.google.com/guyub-materi",
    });
  });
});
