import { listRecommendedCommunities } from "~/models/community.server";
import { apiRoute } from "~/server/api.server";

/**
 * GET /api/communities/recommended: up to 12 verified communities ranked for the caller
 * (an advertiser: its briefs' target categories first, then by member count).
 */
export const loader = apiRoute(({ user }) => listRecommendedCommunities(user));
