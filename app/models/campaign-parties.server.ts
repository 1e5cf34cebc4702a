import { eq } from "drizzle-orm";
import { briefs, campaigns, communities } from "../../db/schema";
import type { DB } from "~/lib/server/db.server";
import type { CampaignParams } from "./events/registry.server";

/*
 * The two parties of a campaign (the community's owner, the brief's advertiser): whom a
 * campaign step or a review tells (events/tell.server.ts tellParty, by the event's
 * audience in events/registry.server.ts), and what the event names.
 */

type Reader = Pick<DB, "select">;

export type CampaignParties = {
  id: number;
  briefId: number;
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
      brief: briefs.title,
      community: communities.name,
      ownerId: communities.ownerId,
      advertiserId: briefs.advertiserId,
      agreedFee: campaigns.agreedFee,
    })
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(eq(campaigns.id, campaignId))
    .get();
}

/** What a campaign's event names: the campaign, its brief and community. */
export const campaignParams = (p: CampaignParties): CampaignParams => ({
  campaignId: p.id,
  briefId: p.briefId,
  brief: p.brief,
  community: p.community,
});
