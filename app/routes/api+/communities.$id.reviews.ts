import { listCommunityReviews, toPublicReview } from "~/models/review/listings.server";
import { apiRoute, idParam, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/communities/{id}/reviews: the advertisers' reviews of a community, published
 * and not hidden, newest first; limit (1-100, default 20) and offset, X-Total-Count. To
 * anyone who may see the community (404 otherwise).
 */
export const loader = apiRoute(({ request, params, user }) => {
  const id = idParam(params.id);
  const { items, total } = listCommunityReviews(user, id, readApiPage(new URL(request.url).searchParams));
  return respond(200, items.map(toPublicReview), { "X-Total-Count": String(total) });
});
