import { searchCommunities } from "~/models/community.server";
import { apiRoute, respond } from "~/utils/api.server";
import { parseBrowseQuery } from "~/validation/browse";

/**
 * GET /api/communities: the public list, filtered by q, category, location, verified,
 * min_members and max_members, paged by limit (1-100, default 20) and offset, in the
 * Recommended order. X-Total-Count carries the number of matches. Bad parameters are
 * ignored, never an error.
 */
export const loader = apiRoute(({ request }) => {
  const { filters, limit, offset } = parseBrowseQuery(new URL(request.url).searchParams);
  const { items, total } = searchCommunities(filters, { limit, offset });
  return respond(200, items, { "X-Total-Count": String(total) });
});
