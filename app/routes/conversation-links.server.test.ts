import { describe, expect, it } from "vitest";
import { makeBookingThread } from "../../tests/conversations";
import { makeCampaign } from "../../tests/factories";
import { listMessages, postMessage } from "~/models/storefront/threads.server";
import { conversationLinks } from "./conversation-links.server";

/*
 * The conversation links of the lists and pages: each with the reader's unread count (none
 * for the author, the admin, or once read), in the reader's language.
 */

const request = (lang: string) => new Request("http://localhost/", { headers: { cookie: `lang=${lang}` } });

describe("conversationLinks", () => {
  it("links each campaign and booking to its conversation with the reader's unread count", async () => {
    const { owner, advertiser, admin, community, campaignId } = await makeCampaign();
    const { booking } = makeBookingThread(advertiser, community);
    for (let i = 0; i < 3; i++) await postMessage(owner, { kind: "campaign", id: campaignId }, { text: `pesan ${i}` });
    await postMessage(advertiser, { kind: "booking", id: booking.id }, { text: "halo" });
    const ids = { campaignIds: [campaignId], bookingIds: [booking.id] };

    const brand = conversationLinks(request("id"), advertiser, ids);
    expect(brand.campaign(campaignId)).toEqual({
      href: `/conversations/campaign/${campaignId}`,
      text: "Percakapan (3 belum dibaca)",
      unread: 3,
    });
    expect(brand.booking(booking.id)).toEqual({ href: `/conversations/booking/${booking.id}`, text: "Percakapan", unread: 0 });
    expect(conversationLinks(request("en"), owner, ids).booking(booking.id)).toMatchObject({ text: "Conversation (1 unread)", unread: 1 });
    expect(conversationLinks(request("en"), admin, ids).campaign(campaignId)).toMatchObject({ text: "Conversation", unread: 0 });
    listMessages(advertiser, { kind: "campaign", id: campaignId }, { markRead: true });
    expect(conversationLinks(request("en"), advertiser, ids).campaign(campaignId).unread).toBe(0);
  });

  it("shows more than 99 unread as 99+", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    for (let i = 0; i < 100; i++) await postMessage(owner, { kind: "campaign", id: campaignId }, { text: `pesan ${i}` });
    expect(conversationLinks(request("en"), advertiser, { campaignIds: [campaignId] }).campaign(campaignId).text).toBe(
      "Conversation (99+ unread)",
    );
  });
});
