import { eq } from "drizzle-orm";
import { briefs, campaigns, communities, users } from "../../db/schema";
import type { DB } from "~/lib/server/db.server";
import { notifyUser, type NotificationEvent } from "./notification.server";
import { enqueueEmail, recipientOf, type EmailEvent } from "./outbox.server";

/*
 * The two parties of a campaign (the community's owner, the brief's advertiser) and how a
 * campaign step or a review tells them: a notification and an e-mail, written in the
 * step's transaction, in the reader's language when rendered.
 */

type Reader = Pick<DB, "select">;
type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

export type CampaignParties = { id: number; briefId: number; brief: string; community: string; ownerId: number; advertiserId: number; agreedFee: number | null };

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

/** What a campaign's notification names: the campaign, its brief and community. */
export const campaignParams = (p: CampaignParties) => ({ campaignId: p.id, briefId: p.briefId, brief: p.brief, community: p.community });
/** What a campaign's e-mail names (its link is added by the step). */
export const mailParams = (p: CampaignParties) => ({ brief: p.brief, community: p.community });
/**
 * Where the owner works on the campaign; where the advertiser reads it: the brief's report,
 * whose ?campaign= opens the page (of 20 campaigns) that holds it.
 */
export const ownerPath = (p: Pick<CampaignParties, "id">) => `/community/campaigns/${p.id}`;
export const reportPath = (p: Pick<CampaignParties, "id" | "briefId">) => `/briefs/${p.briefId}/report?campaign=${p.id}#campaign-${p.id}`;

/** Notify a user and queue its e-mail, in the caller's transaction. */
export function tell(tx: Tx, userId: number, notification: NotificationEvent, mail: EmailEvent): void {
  notifyUser(tx, userId, notification);
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
  if (user) enqueueEmail(tx, recipientOf(user), mail);
}
