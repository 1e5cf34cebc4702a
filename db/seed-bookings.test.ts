import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_STATES } from "../app/utils/enums";
import { openDatabase, runMigrations, type DB } from "./connection";
import { bookings, campaigns, communities, invoices, messages, packages, threadReads, threads, users } from "./schema";
import { seedDemo } from "./seed";

/*
 * The demo bookings (db/seed-bookings.ts) on a freshly seeded database: every state
 * between the demo advertiser and the demo owner's community, the rules a booking made
 * through the model would keep (its thread, its terms copied, open ones expiring 3 days
 * after their last step, one open booking per brand and package), and the accepted ones'
 * campaigns waiting for payment with their invoices.
 */

const file = path.join(os.tmpdir(), `guyub-seed-bookings-${process.pid}-${Date.now()}.db`);
let db: DB;
const now = new Date();

beforeAll(async () => {
  db = openDatabase(file);
  runMigrations(db);
  await seedDemo(db, { now });
}, 60_000);

afterAll(() => {
  db.$client.close();
  for (const s of ["", "-wal", "-shm"]) fs.rmSync(file + s, { force: true });
});

describe("the demo bookings", () => {
  it("hold every state for the demo advertiser, most with the demo owner's community", () => {
    const brand = db.select().from(users).where(eq(users.email, "advertiser@guyub.id")).get()!;
    const owner = db.select().from(users).where(eq(users.email, "owner@guyub.id")).get()!;
    const community = db.select().from(communities).where(eq(communities.ownerId, owner.id)).get()!;
    const own = db.select().from(bookings).where(eq(bookings.advertiserId, brand.id)).all();
    expect(new Set(own.map((b) => b.state))).toEqual(new Set(BOOKING_STATES));
    expect(own.filter((b) => b.communityId === community.id).length).toBeGreaterThanOrEqual(4);
    const theirs = db.select().from(bookings).where(eq(bookings.communityId, community.id)).all();
    expect(theirs.some((b) => b.advertiserId !== brand.id)).toBe(true);
  });

  it("keep the booking rules: a thread each, the package's terms, expiry 3 days after the last step, one open per brand and package", () => {
    const all = db.select().from(bookings).all();
    expect(all.length).toBeGreaterThanOrEqual(6);
    const open = new Set<string>();
    for (const b of all) {
      const thread = db.select().from(threads).where(eq(threads.bookingId, b.id)).get();
      expect(thread, `the thread of booking ${b.id}`).toMatchObject({ communityId: b.communityId, advertiserId: b.advertiserId });
      const pkg = db.select().from(packages).where(eq(packages.id, b.packageId!)).get()!;
      expect(b).toMatchObject({ title: pkg.title, listPrice: pkg.price, communityId: pkg.communityId });
      const isOpen = b.state === "REQUESTED" || b.state === "COUNTERED";
      if (isOpen) {
        expect(b.expiresAt!.getTime()).toBeGreaterThan(now.getTime());
        expect(b.expiresAt!.getTime()).toBe(b.updatedAt.getTime() + 3 * 86_400_000);
        const key = `${b.advertiserId}/${b.packageId}`;
        expect(open.has(key), key).toBe(false);
        open.add(key);
      } else expect(b.expiresAt).toBeNull();
      if (b.state === "COUNTERED") expect(b.price).toBe(b.counterPrice);
      if (b.state === "DECLINED") expect(b.declinedBy).not.toBeNull();
    }
  });

  it("give each accepted booking one campaign at its price, waiting for payment of its unpaid invoice; the thread names it", () => {
    const accepted = db.select().from(bookings).where(eq(bookings.state, "ACCEPTED")).all();
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const b of accepted) {
      const own = db.select().from(campaigns).where(eq(campaigns.bookingId, b.id)).all();
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        id: b.campaignId,
        applicationId: null,
        briefId: null,
        advertiserId: b.advertiserId,
        communityId: b.communityId,
        agreedFee: b.price,
        state: "AWAITING_PAYMENT",
        paymentState: "AWAITING_PAYMENT",
      });
      expect(db.select().from(threads).where(eq(threads.bookingId, b.id)).get()?.campaignId).toBe(b.campaignId);
      const invoice = db.select().from(invoices).where(eq(invoices.campaignId, b.campaignId!)).get();
      expect(invoice).toMatchObject({ state: "UNPAID", subtotal: b.price, advertiserId: b.advertiserId });
    }
  });

  it("were talked over in their thread when countered or accepted: the owner's answer unread by the brand", () => {
    for (const b of db.select().from(bookings).all()) {
      const thread = db.select().from(threads).where(eq(threads.bookingId, b.id)).get()!;
      const said = db.select().from(messages).where(eq(messages.threadId, thread.id)).all();
      if (b.state !== "COUNTERED" && b.state !== "ACCEPTED") {
        expect(said, `booking ${b.id} (${b.state})`).toEqual([]);
        continue;
      }
      expect(said.map((m) => m.authorRole)).toEqual(["ADVERTISER", "OWNER"]);
      expect(thread.lastMessageId).toBe(said[1].id);
      const brandRead = db
        .select()
        .from(threadReads)
        .where(eq(threadReads.threadId, thread.id))
        .all()
        .find((r) => r.userId === b.advertiserId);
      expect(brandRead).toMatchObject({ lastReadId: said[0].id, lastEmailedId: said[1].id, emailDueAt: null });
      for (const m of said) expect(m.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
