import { listAdvertiserReviews, toPublicReview } from "~/models/review/listings.server";
import { apiRoute, idParam, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/advertisers/{id}/reviews: the community owners' reviews of an advertiser's
 * brand, published and not hidden, newest first; limit (1-100, default 20) and offset,
 * X-Total-Count. 404 unless an approved advertiser.
 */
export const loader = apiRoute(({ request, params, user }) => {
  const id = idParam(params.id);
  const { items, total } = listAdvertiserReviews(user, id, readApiPage(new URL(request.url).searchParams));
  return respond(200, items.map(toPublicReview), { "X-Total-Count": String(total) });
});
