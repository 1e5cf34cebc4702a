import crypto from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { campaigns } from "../../../db/schema";
import { preparedQuery } from "~/lib/server/db.server";
import { getPublicCommunity, type PublicCommunity } from "../community.server";
import { logoNameOf } from "../logo.server";
import { activePackagesOf, type Package } from "./packages.server";

/*
 * A verified community's public page (/c/<id>-<slug>, docs/product.md, "The community's
 * public page"): what everyone may read of it, its active packages and how many campaigns
 * it completed; and what its share image shows, with the hash that names that image.
 * Only a verified community whose owner is APPROVED has a page; any other id is not
 * found, whoever asks (the owner and the admin included: the page is what visitors see).
 */

export type CommunityPage = {
  community: PublicCommunity;
  packages: Package[];
  completedCampaigns: number;
};

/** The page of community `id`, or undefined when it has none (not verified, owner not approved, missing). */
export function getCommunityPage(id: number): CommunityPage | undefined {
  const community = getPublicCommunity(id);
  if (!community?.is_verified) return undefined;
  return { community, packages: activePackagesOf(id), completedCampaigns: countCompletedCampaigns(id) };
}

/** How many campaigns a community completed (campaigns_community_idx). */
export function countCompletedCampaigns(communityId: number): number {
  return completedQuery().get({ community: communityId })?.n ?? 0;
}

// Built and compiled once: every fresh render of a public page runs it.
const completedQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.communityId, sql.placeholder("community")), eq(campaigns.state, "COMPLETED")))
    .prepare(),
);

/** What the share image shows (and nothing else: its hash names the image). */
export type ShareCard = {
  id: number;
  name: string;
  /** One decimal, or null without reviews. */
  rating: number | null;
  reviewCount: number;
  location: string | null;
  isOnline: boolean;
  memberCount: number;
  /** The stored logo's file name (`<hash>.webp`); a logo elsewhere on the web is not drawn. */
  logoName: string | null;
};

/** Bump when the drawing changes: every image gets a new address. */
const DRAWING_VERSION = 1;

export function shareCardOf(community: PublicCommunity): ShareCard {
  return {
    id: community.id,
    name: community.name,
    rating: community.rating,
    reviewCount: community.review_count,
    location: community.location,
    isOnline: community.is_online,
    memberCount: community.member_count,
    logoName: logoNameOf(community.logo_url),
  };
}

/** The share image's content hash: the same card always has the same, any change a new one. */
export function shareCardHash(card: ShareCard): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, card]))
    .digest("hex")
    .slice(0, 16);
}

/** The share image's path: "/og/communities/12-<hash>.png". */
export function shareImagePath(card: ShareCard): string {
  return `/og/communities/${card.id}-${shareCardHash(card)}.png`;
}
