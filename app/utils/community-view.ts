import { platformName } from "./platforms";

/*
 * How a community is shown, shared by the components that show it and the server code
 * that prepares it (server code never imports a component).
 */

/** What the card shows: a subset of the public community, so loaders can send just this. */
export type CommunityCardData = {
  id: number;
  owner_id: number;
  name: string;
  category: string[];
  location: string | null;
  is_online: boolean;
  member_count: number | null;
  /** On the card: the platforms' shown names (toCardData), e.g. WhatsApp, TikTok. */
  platforms: { type: string }[];
  demographics: { age_range?: string | null; gender_ratio?: string | null };
  logo_url: string | null;
  is_verified: boolean;
  /** The advertisers' published reviews: the average to one decimal (null with none) and how many. */
  rating: number | null;
  review_count: number;
};

/** Keep only the card's fields (smaller loader payloads than the whole community). */
export function toCardData(community: CommunityCardData): CommunityCardData {
  return {
    id: community.id,
    owner_id: community.owner_id,
    name: community.name,
    category: community.category,
    location: community.location,
    is_online: community.is_online,
    member_count: community.member_count,
    platforms: community.platforms.map((p) => ({ type: platformName(p.type) })),
    demographics: {
      age_range: community.demographics.age_range ?? null,
      gender_ratio: community.demographics.gender_ratio ?? null,
    },
    logo_url: community.logo_url,
    is_verified: community.is_verified,
    rating: community.rating,
    review_count: community.review_count,
  };
}

type Row = Record<string, string | undefined>;
/** The profile form's values, as strings the inputs start with (rows as lists). */
export type ProfileFormValues = {
  name: string;
  description: string;
  category: string[];
  location: string;
  is_online: string;
  member_count: string;
  demographics: { age_range: string; gender_ratio: string; interests: string };
  platforms: Row[];
  social_links: Row[];
  logo_url: string;
};
