import { eq, sql } from "drizzle-orm";
import { bookings, briefs, campaigns, communities } from "../../db/schema";
import type { DB } from "~/lib/server/db.server";
import type { CampaignParams } from "./events/registry.server";

/*
 * The two parties of a campaign (the community's owner, the brand: the brief's or the booking's advertiser): whom a
 * campaign step or a review tells (events/tell.server.ts tellParty, by the event's
 * audience in events/registry.server.ts), and what the event names.
 */

type Reader = Pick<DB, "select">;

export type CampaignParties = {
  id: number;
  /** The brief of an application's campaign; null for a booking's. */
  briefId: number | null;
  /** The booking of a booking's campaign; null for an application's. */
  bookingId: number | null;
  /** What the campaign is called: its brief's title, or its booking's package title. */
  brief: string;
  community: string;
  ownerId: number;
  advertiserId: number;
  agreedFee: number | null;
};

/** The campaign's parties, or undefined when it does not exist (any more). */
export function findParties(tx: Reader, campaignId: number): CampaignParties | undefined {
  return tx
    .select({
      id: campaigns.id,
      briefId: campaigns.briefId,
      bookingId: campaigns.bookingId,
      brief: sql<string>`coalesce(${briefs.title}, ${bookings.title}, '')`,
      community: communities.name,
      ownerId: communities.ownerId,
      advertiserId: campaigns.advertiserId,
      agreedFee: campaigns.agreedFee,
    })
    .from(campaigns)
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .leftJoin(bookings, eq(bookings.id, campaigns.bookingId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(eq(campaigns.id, campaignId))
    .get();
}

/** What a campaign's event names: the campaign, its brief (or booking) and community. */
export const campaignParams = (p: CampaignParties): CampaignParams => ({
  campaignId: p.id,
  briefId: p.briefId,
  bookingId: p.bookingId,
  brief: p.brief,
  community: p.community,
});
