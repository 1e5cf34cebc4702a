import { searchCommunities } from "~/models/community-search.server";
import { createCommunity, ownedCommunityView } from "~/models/community-profile.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, readJson, respond } from "~/server/api.server";
import { parseBrowseQuery } from "~/validation/browse";
import { CommunitySchema } from "~/validation/community";

/**
 * GET /api/communities: the public list, filtered by q, category, location, verified,
 * min_members and max_members, paged by limit (1-100, default 20) and offset, in the
 * Recommended order. X-Total-Count carries the number of matches. Bad parameters are
 * ignored, never an error. Only communities of APPROVED owners are listed.
 */
export const loader = apiRoute(({ request }) => {
  const { filters, limit, offset } = parseBrowseQuery(new URL(request.url).searchParams);
  const { items, total } = searchCommunities(filters, { limit, offset });
  return respond(200, items, { "X-Total-Count": String(total) });
});

/**
 * POST /api/communities: the owner creates its one community (201; 409 when it has one).
 * The logo is a URL here; uploads go through the profile form.
 */
export const action = apiRoute(async ({ request, user }) => {
  assertRole(user, "COMMUNITY_OWNER"); // who may, before reading the body
  const input = await readJson(request, CommunitySchema);
  const community = await createCommunity(user, input);
  return respond(201, ownedCommunityView(community));
});
