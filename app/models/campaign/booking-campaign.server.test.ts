import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, invoices, notifications, reviewsOwed, threads, type User } from "../../../db/schema";
import { makeBookingCampaign } from "../../../tests/booking-campaign";
import { makeUser, proofInput } from "../../../tests/factories";
import { expectModelError } from "../../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { findParties } from "../campaign-parties.server";
import { confirmPayment } from "../money/money.server";
import { listReviewsOwed } from "../review/listings.server";
import { acceptProof, cancelCampaign, submitProof } from "./commands.server";
import { getCampaign, listCampaigns, toPublicCampaign } from "./queries.server";
import { briefReport, campaignReportPage, openBriefReportCsv } from "./report.server";

/*
 * A booking's campaign (docs/product.md, "Bookings"): no brief, no application; the brand
 * is the booking's advertiser, the fee the accepted price, the money opened as for an
 * approved application; every campaign read, move, report and review works for it.
 * The booking rows are written straight to the tables (tests/booking-campaign.ts; the
 * bookings model has its own tests); this file proves the campaign side.
 */

const PAGE = { limit: 20, offset: 0 };

function payInvoice(admin: User, campaignId: number) {
  const invoice = db.select().from(invoices).where(eq(invoices.campaignId, campaignId)).get()!;
  confirmPayment(admin, invoice.id, { reference: "TRF-BOOK", paidAt: new Date(), amount: invoice.total });
  return invoice;
}

describe("a booking's campaign", () => {
  it("starts without a brief, with the booking's price as its fee and an invoice to the brand", async () => {
    const { campaignId, advertiser, community, booking, owner } = await makeBookingCampaign(2_500_000);
    const row = db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get()!;
    expect(row).toMatchObject({
      briefId: null,
      applicationId: null,
      bookingId: booking.id,
      advertiserId: advertiser.id,
      communityId: community.id,
      agreedFee: 2_500_000,
      state: "AWAITING_PAYMENT",
      paymentState: "AWAITING_PAYMENT",
      searchText: "Sponsor kopdar · Komunitas Kopi Bandung",
    });
    const invoice = db.select().from(invoices).where(eq(invoices.campaignId, campaignId)).get()!;
    expect(invoice).toMatchObject({ advertiserId: advertiser.id, subtotal: 2_500_000 });
    // The booking's conversation is the campaign's.
    expect(db.select().from(threads).where(eq(threads.bookingId, booking.id)).get()?.campaignId).toBe(campaignId);
    // The brand is told about its invoice, by the booking's report.
    const told = db.select().from(notifications).where(eq(notifications.userId, advertiser.id)).all();
    expect(told.map((n) => n.type)).toContain("invoice_issued");
    const parties = findParties(db, campaignId)!;
    expect(parties).toMatchObject({
      briefId: null,
      bookingId: booking.id,
      brief: "Sponsor kopdar",
      ownerId: owner.id,
      advertiserId: advertiser.id,
    });
  });

  it("is read by its two parties and the admin as a campaign with source booking, and by nobody else", async () => {
    const { campaignId, advertiser, owner, admin, booking } = await makeBookingCampaign();
    for (const reader of [advertiser, owner, admin]) {
      const detail = getCampaign(reader, campaignId);
      expect(detail).toMatchObject({
        source: "booking",
        briefId: null,
        bookingId: booking.id,
        brief: { id: null, title: "Sponsor kopdar" },
      });
      expect(detail.brief.companyName).toBe(advertiser.companyName);
      expect(detail.asks).toMatchObject({ description: "Logo di banner dan 5 menit presentasi.", scopeOfWork: "Kopi susu gula aren baru" });
      expect(detail.asks.campaignCategory).toBe("OFFLINE");
      expect(detail.booking).toMatchObject({ id: booking.id, brandProvides: "Banner 2x1 m", wishedDate: "2026-12-20", deliveryDays: 14 });
    }
    expect(toPublicCampaign(getCampaign(advertiser, campaignId))).toMatchObject({
      source: "booking",
      booking_id: booking.id,
      brief_id: null,
      application_id: null,
      agreed_fee: 2_000_000,
    });
    const stranger = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => getCampaign(stranger, campaignId), "not_found", "campaignNotFound");
    const otherOwner = await makeUser();
    await expectModelError(() => getCampaign(otherOwner, campaignId), "not_found", "campaignNotFound");
    // In the lists: the brand's, the owner's, the admin's (searchable by the package's title).
    expect(listCampaigns(advertiser, {}, PAGE).items.map((c) => c.id)).toEqual([campaignId]);
    expect(listCampaigns(owner, {}, PAGE).items.map((c) => c.id)).toEqual([campaignId]);
    expect(listCampaigns(admin, { q: "kopdar" }, PAGE).items.map((c) => c.id)).toContain(campaignId);
    expect(listCampaigns(stranger, {}, PAGE).total).toBe(0);
  });

  it("runs to completion: paid, proof, accepted, reviews owed by both; its report and CSV are the booking's", async () => {
    const { campaignId, advertiser, owner, admin, booking } = await makeBookingCampaign();
    payInvoice(admin, campaignId);
    await submitProof(owner, campaignId, proofInput({ reach: 4200 }));
    acceptProof(advertiser, campaignId);
    expect(getCampaign(owner, campaignId).state).toBe("COMPLETED");
    const owed = db.select().from(reviewsOwed).where(eq(reviewsOwed.campaignId, campaignId)).all();
    expect(owed.map((o) => o.userId).sort()).toEqual([owner.id, advertiser.id].sort());
    expect(listReviewsOwed(advertiser, PAGE).items).toEqual([
      expect.objectContaining({ campaignId, briefId: null, bookingId: booking.id, briefTitle: "Sponsor kopdar" }),
    ]);

    const scope = { kind: "booking" as const, id: booking.id };
    const report = briefReport(advertiser, scope, PAGE);
    expect(report.brief).toMatchObject({ id: booking.id, title: "Sponsor kopdar", status: "ACCEPTED", timelineStart: "2026-12-20" });
    expect(report.items.map((r) => r.campaignId)).toEqual([campaignId]);
    expect(report.totals).toMatchObject({ campaigns: 1, completed: 1, reach: 4200, spend: 2_000_000 });
    expect(campaignReportPage(scope, campaignId)).toBe(1);
    expect(briefReport(admin, scope, PAGE).total).toBe(1);
    const csv = openBriefReportCsv(advertiser, scope);
    try {
      expect(csv.nextRows().map((r) => r.campaignId)).toEqual([campaignId]);
    } finally {
      csv.close();
    }
    const other = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => briefReport(other, scope, PAGE), "not_found", "notFound");
    await expectModelError(() => briefReport(owner, scope, PAGE), "forbidden", "wrongRole");
  });

  it("is cancelled by the admin like any campaign, the brand refunded", async () => {
    const { campaignId, admin, owner } = await makeBookingCampaign();
    payInvoice(admin, campaignId);
    const cancelled = cancelCampaign(admin, campaignId, "Brand dan komunitas sepakat berhenti.");
    expect(cancelled).toMatchObject({ state: "CANCELLED", payment: { state: "REFUNDED" } });
    expect(getCampaign(owner, campaignId).state).toBe("CANCELLED");
  });
});
