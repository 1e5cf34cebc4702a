import type { BriefCampaignCounts } from "~/models/campaign.server";

/* What the advertiser's brief cards share: /advertiser/briefs and the dashboard. */

/** A brief's campaign report. */
export const reportHref = (briefId: number) => `/briefs/${briefId}/report`;

/**
 * A brief card's "Campaigns (N)": its report, how many campaigns and how many proofs wait
 * for the advertiser's answer; none for a brief without campaigns.
 */
export function campaignsAction(counts: BriefCampaignCounts | undefined, briefId: number) {
  return counts ? { href: reportHref(briefId), count: counts.campaigns, waiting: counts.proofsWaiting } : null;
}
