import { and, asc, count, desc, eq, inArray, lte, type SQL } from "drizzle-orm";
import { bookings, communities, packages, threads, users, type User } from "../../../db/schema";
import { isUniqueViolation } from "../../../db/storage";
import { formatRupiah, toWibDate } from "~/i18n/format";
import { db, type DB } from "~/lib/server/db.server";
import { BOOKING_STATES, OPEN_BOOKING_STATES, type BookingState, type PackageKind } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import type { BookingInput, CounterInput } from "~/validation/booking";
import { startBookingCampaign } from "../campaign/commands.server";
import { ModelError } from "../errors";
import { getBookablePackage } from "./packages.server";
import { tellParty } from "../events/tell.server";
import { openCheckoutSoon, queuedCheckoutOf } from "../money/gateway.server";
import { assertApproved, assertRole, requireActor } from "../permissions.server";
import { countsByStatus } from "../status-counts.server";
import { claimSubmission } from "../submission-claim.server";
import {
  BOOKING_EXPIRY_DAYS,
  bookingMoveAllowed,
  bookingMoveRefused,
  bookingMovesFrom,
  bookingSideOf,
  isBookingMoveOf,
  OPEN_BOOKINGS_MAX,
  type BookingMove,
  type BookingSide,
} from "./booking-states";

/*
 * Bookings of packages (docs/product.md, "Bookings"): an approved advertiser books a
 * verified community's active package; the owner accepts, declines (a reason) or
 * counter-offers a price and/or a date; the advertiser accepts or declines a counter; 3
 * days without a step and the booking expires (expireBookings, in the campaign worker).
 * The rules of which side moves from which state are ./booking-states.ts.
 *
 * Who reads a booking is the SQL `where` of every read (partyWhere): its advertiser, the
 * owner of its community, the admin; anyone else gets "not found" before anything of it
 * is read. Each step is one transaction with what it tells (the event registry): the
 * booking and its thread are made together; an acceptance starts the booking's campaign
 * (startBookingCampaign: invoice and payment like an approved application) and links the
 * thread to it, in the same transaction.
 */

export const BOOKING_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

type Reader = Pick<DB, "select">;
type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

export type BookingCounter = { price: number | null; date: string | null; message: string | null };

export type BookingView = {
  id: number;
  packageId: number | null;
  communityId: number;
  advertiserId: number;
  state: BookingState;
  /** The package's terms as they were when booked. */
  title: string;
  description: string;
  kind: PackageKind;
  platform: string;
  deliveryDays: number;
  brandProvides: string;
  listPrice: number;
  /** What would be paid now: the counter's price while COUNTERED, the agreed price once ACCEPTED. */
  price: number;
  /** The brand's wished date; once a counter with a date is accepted, that date. */
  wishedDate: string;
  promote: string;
  message: string | null;
  materialsUrl: string | null;
  /** The owner's latest counter-offer (kept once answered), or null. */
  counter: BookingCounter | null;
  declineReason: string | null;
  declinedBy: "OWNER" | "ADVERTISER" | null;
  campaignId: number | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  community: { id: number; name: string; ownerId: number };
  brand: { id: number; name: string; companyName: string | null };
};

export type BookingDetail = BookingView & {
  side: BookingSide;
  /** What the reader may do now. */
  moves: BookingMove[];
};

export type BookingCounts = Record<BookingState, number> & { all: number };

const VIEW_COLUMNS = {
  id: bookings.id,
  packageId: bookings.packageId,
  communityId: bookings.communityId,
  advertiserId: bookings.advertiserId,
  state: bookings.state,
  title: bookings.title,
  description: bookings.description,
  kind: bookings.kind,
  platform: bookings.platform,
  deliveryDays: bookings.deliveryDays,
  brandProvides: bookings.brandProvides,
  listPrice: bookings.listPrice,
  price: bookings.price,
  wishedDate: bookings.wishedDate,
  promote: bookings.promote,
  message: bookings.message,
  materialsUrl: bookings.materialsUrl,
  counterPrice: bookings.counterPrice,
  counterDate: bookings.counterDate,
  counterMessage: bookings.counterMessage,
  declineReason: bookings.declineReason,
  declinedBy: bookings.declinedBy,
  campaignId: bookings.campaignId,
  expiresAt: bookings.expiresAt,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  communityName: communities.name,
  ownerId: communities.ownerId,
  brandName: users.fullname,
  brandCompany: users.companyName,
};

type ViewRow = NonNullable<ReturnType<ReturnType<typeof selectViews>["get"]>>;

function toView(row: ViewRow): BookingView {
  const countered = row.counterPrice !== null || row.counterDate !== null;
  return {
    id: row.id,
    packageId: row.packageId,
    communityId: row.communityId,
    advertiserId: row.advertiserId,
    state: row.state,
    title: row.title,
    description: row.description,
    kind: row.kind,
    platform: row.platform,
    deliveryDays: row.deliveryDays,
    brandProvides: row.brandProvides,
    listPrice: row.listPrice,
    price: row.price,
    wishedDate: row.wishedDate,
    promote: row.promote,
    message: row.message,
    materialsUrl: row.materialsUrl,
    counter: countered ? { price: row.counterPrice, date: row.counterDate, message: row.counterMessage } : null,
    declineReason: row.declineReason,
    declinedBy: row.declinedBy,
    campaignId: row.campaignId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    community: { id: row.communityId, name: row.communityName, ownerId: row.ownerId },
    brand: { id: row.advertiserId, name: row.brandName, companyName: row.brandCompany },
  };
}

function selectViews(reader: Reader, where: SQL | undefined) {
  return reader
    .select(VIEW_COLUMNS)
    .from(bookings)
    .innerJoin(communities, eq(communities.id, bookings.communityId))
    .innerJoin(users, eq(users.id, bookings.advertiserId))
    .where(where);
}

/** Only the bookings `actor` is a party to (needs communities joined): the admin reads all. */
function partyWhere(actor: User): SQL | undefined {
  if (actor.role === "ADMIN") return undefined;
  return actor.role === "ADVERTISER" ? eq(bookings.advertiserId, actor.id) : eq(communities.ownerId, actor.id);
}

function loadView(reader: Reader, actor: User, id: number): BookingView {
  const row = selectViews(reader, and(eq(bookings.id, id), partyWhere(actor))).get();
  if (!row) throw new ModelError("not_found", "bookingNotFound");
  return toView(row);
}

function detailOf(actor: User, view: BookingView): BookingDetail {
  const side = bookingSideOf(actor.role);
  return { ...view, side, moves: bookingMovesFrom(view.state, side) };
}

const expiryFrom = (now: Date) => new Date(now.getTime() + BOOKING_EXPIRY_DAYS * DAY_MS);

// ---------------------------------------------------------------------------------------
// The package a booking is of.

/** A package as the booking form shows it: its terms, price and community. */
export type BookablePackage = {
  id: number;
  communityId: number;
  communityName: string;
  ownerId: number;
  title: string;
  description: string;
  kind: PackageKind;
  platform: string;
  price: number;
  deliveryDays: number;
  brandProvides: string;
};

/**
 * The package `packageId` if it can be booked now (getBookablePackage: active, of a
 * verified community whose owner is approved; 409 packageNotBookable otherwise, 404
 * packageNotFound when there is no such package), with its community's name and owner.
 */
function bookablePackage(reader: Reader, packageId: number): BookablePackage {
  const pkg = getBookablePackage(reader, packageId);
  if (!pkg) {
    const exists = reader.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).get();
    throw exists ? new ModelError("conflict", "packageNotBookable") : new ModelError("not_found", "packageNotFound");
  }
  const community = reader
    .select({ name: communities.name, ownerId: communities.ownerId })
    .from(communities)
    .where(eq(communities.id, pkg.communityId))
    .get()!;
  return {
    id: pkg.id,
    communityId: pkg.communityId,
    communityName: community.name,
    ownerId: community.ownerId,
    title: pkg.title,
    description: pkg.description,
    kind: pkg.kind,
    platform: pkg.platform,
    price: pkg.price,
    deliveryDays: pkg.deliveryDays,
    brandProvides: pkg.brandProvides,
  };
}

/**
 * The package an approved advertiser is about to book (the booking form): 403 for another
 * role or a pending account, 404 / 409 as bookablePackage.
 */
export function getPackageToBook(actor: User | null | undefined, packageId: number): BookablePackage {
  assertRole(actor, "ADVERTISER");
  assertApproved(actor);
  return bookablePackage(db, packageId);
}

/** How many open bookings the advertiser has (bookings_advertiser_idx). */
function openBookingsOf(reader: Reader, advertiserId: number): number {
  return (
    reader
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.advertiserId, advertiserId), inArray(bookings.state, [...OPEN_BOOKING_STATES])))
      .get()?.n ?? 0
  );
}

// ---------------------------------------------------------------------------------------
// The moves.

/** What every booking event names. */
function eventParams(view: BookingView) {
  return {
    bookingId: view.id,
    title: view.title,
    community: view.community.name,
    brand: view.brand.companyName ?? view.brand.name,
  };
}
const partiesOf = (view: BookingView) => ({ ownerId: view.community.ownerId, advertiserId: view.advertiserId });

/**
 * An approved advertiser books a package: the package's terms and price are copied into
 * the booking (REQUESTED, expiring 3 days later), its thread is made, and the owner is
 * told, in one transaction. Refused: another role or a pending account (403), a package
 * that is not there (404), paused or of a community no longer verified (409
 * packageNotBookable), 20 open bookings already (409 tooManyOpenBookings), an open
 * booking of the same package already (409 bookingAlreadyOpen, also from the unique index
 * bookings_open_unique when two requests race), a wished date before today in WIB (400 on
 * wished_date). A repeated Idempotency-Key books once (claimSubmission).
 */
export function bookPackage(actor: User | null | undefined, packageId: number, input: BookingInput, now: Date = new Date()): BookingDetail {
  assertRole(actor, "ADVERTISER");
  assertApproved(actor);
  if (input.wished_date < toWibDate(now)) throw new ModelError("invalid", "invalidInput", { fields: { wished_date: ["dateInPast"] } });
  try {
    return db.transaction((tx) => {
      claimSubmission(tx);
      const pkg = bookablePackage(tx, packageId);
      const open = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.advertiserId, actor.id), eq(bookings.packageId, pkg.id), inArray(bookings.state, [...OPEN_BOOKING_STATES])))
        .get();
      if (open) throw new ModelError("conflict", "bookingAlreadyOpen");
      if (openBookingsOf(tx, actor.id) >= OPEN_BOOKINGS_MAX) {
        throw new ModelError("conflict", "tooManyOpenBookings", { params: { max: OPEN_BOOKINGS_MAX } });
      }
      const created = tx
        .insert(bookings)
        .values({
          packageId: pkg.id,
          communityId: pkg.communityId,
          advertiserId: actor.id,
          state: "REQUESTED",
          title: pkg.title,
          description: pkg.description,
          kind: pkg.kind,
          platform: pkg.platform,
          deliveryDays: pkg.deliveryDays,
          brandProvides: pkg.brandProvides,
          listPrice: pkg.price,
          price: pkg.price,
          wishedDate: input.wished_date,
          promote: input.promote,
          message: input.message ?? null,
          materialsUrl: input.materials_url ?? null,
          expiresAt: expiryFrom(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id })
        .get();
      // One conversation per deal: the booking's thread, from the request on.
      tx.insert(threads).values({ communityId: pkg.communityId, advertiserId: actor.id, bookingId: created.id, createdAt: now }).run();
      const view = loadView(tx, actor, created.id);
      tellParty(tx, partiesOf(view), {
        type: "booking_requested",
        params: { ...eventParams(view), price: formatRupiah(view.price), date: view.wishedDate },
      });
      return detailOf(actor, view);
    });
  } catch (error) {
    if (isUniqueViolation(error, "bookings.advertiser_id")) throw new ModelError("conflict", "bookingAlreadyOpen");
    throw error;
  }
}

/**
 * Load the booking for a move by `actor` (not found unless a party), check the move is
 * the actor's side's (403 notYourMove) and allowed from the state now (409 naming the
 * allowed moves).
 */
function bookingForMove(tx: Reader, actor: User, id: number, move: BookingMove): BookingView {
  const view = loadView(tx, actor, id);
  if (!isBookingMoveOf(bookingSideOf(actor.role), move)) throw new ModelError("forbidden", "notYourMove");
  if (!bookingMoveAllowed(view.state, move)) throw bookingMoveRefused(view.state);
  return view;
}

/** Change the booking only if it is still in `from` (a racing move or the expiry loses with 409). */
function setBooking(tx: Tx, id: number, from: BookingState, set: Partial<typeof bookings.$inferInsert>, now: Date): void {
  const updated = tx
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.state, from)))
    .returning({ id: bookings.id })
    .get();
  if (!updated) {
    const current = tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, id)).get();
    throw bookingMoveRefused(current?.state ?? from);
  }
}

/**
 * ACCEPTED at the booking's price now, and its campaign started (startBookingCampaign:
 * the price as agreed fee, an invoice where payments are on; it names the campaign on the
 * booking's thread, so the conversation goes on in the campaign), its id on the booking.
 */
function acceptNow(tx: Tx, actor: User, view: BookingView, now: Date): number {
  const wishedDate = view.state === "COUNTERED" && view.counter?.date ? view.counter.date : view.wishedDate;
  setBooking(tx, view.id, view.state, { state: "ACCEPTED", wishedDate, expiresAt: null }, now);
  const campaignId = startBookingCampaign(tx, { bookingId: view.id, actorId: actor.id, now });
  tx.update(bookings).set({ campaignId }).where(eq(bookings.id, view.id)).run();
  return campaignId;
}

/** After an acceptance has committed: the invoice's online checkout opens (gateway.server.ts). */
function afterAcceptance(detail: BookingDetail): BookingDetail {
  if (detail.campaignId !== null) openCheckoutSoon(queuedCheckoutOf(detail.campaignId));
  return detail;
}

/**
 * The community's owner accepts a REQUESTED booking at its price: ACCEPTED, its campaign
 * starts; the advertiser is told. 403 for the advertiser, 404 for a stranger, 409 from
 * another state.
 */
export function acceptBooking(actor: User | null | undefined, id: number, now: Date = new Date()): BookingDetail {
  const user = requireActor(actor);
  const detail = db.transaction((tx) => {
    const view = bookingForMove(tx, user, id, "accept");
    const campaignId = acceptNow(tx, user, view, now);
    const accepted = loadView(tx, user, id);
    tellParty(tx, partiesOf(accepted), {
      type: "brand_booking_accepted",
      params: { ...eventParams(accepted), campaignId, price: formatRupiah(accepted.price) },
    });
    return detailOf(user, accepted);
  });
  return afterAcceptance(detail);
}

/** The owner declines a REQUESTED booking with a reason (400 without): DECLINED; the advertiser is told. */
export function declineBooking(actor: User | null | undefined, id: number, reason: string, now: Date = new Date()): BookingDetail {
  const user = requireActor(actor);
  const why = reason.trim();
  return db.transaction((tx) => {
    const view = bookingForMove(tx, user, id, "decline");
    if (!why) throw new ModelError("invalid", "invalidInput", { fields: { reason: ["bookingDeclineReasonRequired"] } });
    setBooking(tx, id, view.state, { state: "DECLINED", declineReason: why, declinedBy: "OWNER", expiresAt: null }, now);
    const declined = loadView(tx, user, id);
    tellParty(tx, partiesOf(declined), { type: "brand_booking_declined", params: { ...eventParams(declined), reason: why } });
    return detailOf(user, declined);
  });
}

/**
 * The owner counter-offers a new price and/or a new date, with a message: COUNTERED, the
 * booking's price the counter's (or the list price when only the date changes), 3 more
 * days to answer; the advertiser is told. While COUNTERED a new counter replaces the old
 * one. 400 (on `price`) when it changes neither the price nor the date; 400 on `date` for
 * a date before today.
 */
export function counterBooking(
  actor: User | null | undefined,
  id: number,
  input: { [K in keyof CounterInput]?: CounterInput[K] | null },
  now: Date = new Date(),
): BookingDetail {
  const user = requireActor(actor);
  return db.transaction((tx) => {
    const view = bookingForMove(tx, user, id, "counter");
    const price = input.price ?? null;
    const date = input.date ?? null;
    if ((price === null || price === view.listPrice) && (date === null || date === view.wishedDate)) {
      throw new ModelError("invalid", "invalidInput", { fields: { price: ["counterChangesNothing"] } });
    }
    if (date !== null && date < toWibDate(now)) throw new ModelError("invalid", "invalidInput", { fields: { date: ["dateInPast"] } });
    setBooking(
      tx,
      id,
      view.state,
      {
        state: "COUNTERED",
        price: price ?? view.listPrice,
        counterPrice: price,
        counterDate: date,
        counterMessage: input.message ?? null,
        expiresAt: expiryFrom(now),
      },
      now,
    );
    const countered = loadView(tx, user, id);
    tellParty(tx, partiesOf(countered), {
      type: "brand_booking_countered",
      params: {
        ...eventParams(countered),
        price: formatRupiah(countered.price),
        date: countered.counter?.date ?? countered.wishedDate,
        message: countered.counter?.message ?? "",
      },
    });
    return detailOf(user, countered);
  });
}

/** The advertiser accepts the standing counter-offer: ACCEPTED at its price (and date), the campaign starts; the owner is told. */
export function acceptCounter(actor: User | null | undefined, id: number, now: Date = new Date()): BookingDetail {
  const user = requireActor(actor);
  const detail = db.transaction((tx) => {
    const view = bookingForMove(tx, user, id, "counter_accept");
    const campaignId = acceptNow(tx, user, view, now);
    const accepted = loadView(tx, user, id);
    tellParty(tx, partiesOf(accepted), {
      type: "booking_counter_accepted",
      params: { ...eventParams(accepted), campaignId, price: formatRupiah(accepted.price) },
    });
    return detailOf(user, accepted);
  });
  return afterAcceptance(detail);
}

/** The advertiser declines the standing counter-offer, a reason if it likes: DECLINED; the owner is told. */
export function declineCounter(actor: User | null | undefined, id: number, reason?: string | null, now: Date = new Date()): BookingDetail {
  const user = requireActor(actor);
  const why = reason?.trim() || null;
  return db.transaction((tx) => {
    const view = bookingForMove(tx, user, id, "counter_decline");
    setBooking(tx, id, view.state, { state: "DECLINED", declineReason: why, declinedBy: "ADVERTISER", expiresAt: null }, now);
    const declined = loadView(tx, user, id);
    tellParty(tx, partiesOf(declined), { type: "booking_counter_declined", params: { ...eventParams(declined), reason: why ?? "" } });
    return detailOf(user, declined);
  });
}

/** Expire one open booking if it is still open and due (false otherwise); both sides are told. */
function expireOne(tx: Tx, id: number, now: Date): boolean {
  const updated = tx
    .update(bookings)
    .set({ state: "EXPIRED", expiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.state, [...OPEN_BOOKING_STATES]), lte(bookings.expiresAt, now)))
    .returning({ id: bookings.id })
    .get();
  if (!updated) return false;
  const row = selectViews(tx, eq(bookings.id, id)).get()!;
  const view = toView(row);
  const parties = partiesOf(view);
  tellParty(tx, parties, { type: "booking_expired", params: eventParams(view) });
  tellParty(tx, parties, { type: "brand_booking_expired", params: eventParams(view) });
  return true;
}

/**
 * Expire every open booking whose 3 days since its last step have passed (the campaign
 * worker, app/server/campaign-worker.server.ts), due first on bookings_expiry_idx. Each
 * booking moves in its own conditional transaction, so two runs at once, or a step made
 * meanwhile, expire nothing twice and no answered booking. Returns how many expired.
 */
export function expireBookings(now: Date = new Date(), batch = 100): number {
  let expired = 0;
  for (;;) {
    const due = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.state, [...OPEN_BOOKING_STATES]), lte(bookings.expiresAt, now)))
      .orderBy(asc(bookings.expiresAt))
      .limit(batch)
      .all();
    let moved = 0;
    for (const { id } of due) {
      if (db.transaction((tx) => expireOne(tx, id, now))) {
        expired += 1;
        moved += 1;
      }
    }
    if (due.length < batch || moved === 0) return expired;
  }
}

// ---------------------------------------------------------------------------------------
// Reading.

/** One booking for a party (its advertiser, its community's owner) or the admin; 404 for anyone else. */
export function getBooking(actor: User | null | undefined, id: number): BookingDetail {
  const user = requireActor(actor);
  return detailOf(user, loadView(db, user, id));
}

/**
 * The bookings `actor` is a party to, newest first, optionally in one state, with the
 * count of each state: an advertiser its own (bookings_advertiser_idx), an owner its
 * community's (bookings_community_idx), the admin every one (bookings_state_idx, or the
 * primary key for all; its counts from status_counts).
 */
export function listBookings(
  actor: User | null | undefined,
  filters: { state?: BookingState },
  page: Slice,
): ListResult<BookingView> & { counts: BookingCounts } {
  const user = requireActor(actor);
  let scope: SQL | undefined;
  if (user.role === "ADVERTISER") scope = eq(bookings.advertiserId, user.id);
  else if (user.role === "COMMUNITY_OWNER") {
    const community = db.select({ id: communities.id }).from(communities).where(eq(communities.ownerId, user.id)).get();
    const counts = emptyCounts();
    if (!community) return { items: [], total: 0, counts };
    scope = eq(bookings.communityId, community.id);
  }
  const counts = emptyCounts();
  // A party's counts walk its own index; the admin's (every booking) are kept by triggers.
  const kept = scope ? null : countsByStatus("bookings");
  const groups = kept
    ? BOOKING_STATES.map((state) => ({ state, n: kept(state) }))
    : db.select({ state: bookings.state, n: count() }).from(bookings).where(scope).groupBy(bookings.state).all();
  for (const { state, n } of groups) {
    counts[state] = n;
    counts.all += n;
  }
  const total = filters.state ? counts[filters.state] : counts.all;
  if (total <= page.offset) return { items: [], total, counts };
  // The page's ids first, on the index alone (a deep page skips index entries, not joined
  // rows), then those rows with their community and brand.
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(scope, filters.state ? eq(bookings.state, filters.state) : undefined))
    .orderBy(desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = selectViews(db, inArray(bookings.id, pageIds)).orderBy(desc(bookings.id)).all();
  return { items: rows.map(toView), total, counts };
}

function emptyCounts(): BookingCounts {
  const counts = { all: 0 } as BookingCounts;
  for (const state of BOOKING_STATES) counts[state] = 0;
  return counts;
}

/** The open booking of a package by the advertiser, if any (the booking form links to it instead). */
export function openBookingOfPackage(actor: User, packageId: number): number | null {
  const row = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.advertiserId, actor.id), eq(bookings.packageId, packageId), inArray(bookings.state, [...OPEN_BOOKING_STATES])))
    .get();
  return row?.id ?? null;
}

/** The API's booking object (docs/api.md, "booking"). */
export type PublicBooking = {
  id: number;
  package_id: number | null;
  community_id: number;
  advertiser_id: number;
  state: BookingState;
  title: string;
  kind: PackageKind;
  platform: string;
  delivery_days: number;
  list_price: number;
  price: number;
  wished_date: string;
  promote: string;
  message: string | null;
  materials_url: string | null;
  counter: BookingCounter | null;
  decline_reason: string | null;
  declined_by: "OWNER" | "ADVERTISER" | null;
  campaign_id: number | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
};

export function toPublicBooking(view: BookingView): PublicBooking {
  return {
    id: view.id,
    package_id: view.packageId,
    community_id: view.communityId,
    advertiser_id: view.advertiserId,
    state: view.state,
    title: view.title,
    kind: view.kind,
    platform: view.platform,
    delivery_days: view.deliveryDays,
    list_price: view.listPrice,
    price: view.price,
    wished_date: view.wishedDate,
    promote: view.promote,
    message: view.message,
    materials_url: view.materialsUrl,
    counter: view.counter,
    decline_reason: view.declineReason,
    declined_by: view.declinedBy,
    campaign_id: view.campaignId,
    expires_at: view.expiresAt?.toISOString() ?? null,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}
