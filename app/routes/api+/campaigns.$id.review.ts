import { assertRole } from "~/models/permissions.server";
import { reviewsOfCampaign, toPublicReview } from "~/models/review/listings.server";
import { writeReview } from "~/models/review/writing.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { ReviewSchema } from "~/validation/review";

/**
 * POST /api/campaigns/{id}/review {rating, text}: a party of a COMPLETED campaign reviews
 * the other side, once (docs/product.md, "Reviews"). 201 review (published_at null until
 * both have written or the 14 days end); 403 for the admin; 404 for a campaign that is not
 * the caller's (before the body is read); 400 with field errors; 409 before COMPLETED, for
 * a second review, and once the reviews are published. Idempotency-Key replays the first answer.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "COMMUNITY_OWNER", "ADVERTISER");
    reviewsOfCampaign(caller, id); // 404 for a campaign that is not the caller's, before the body is read
    const input = await readJson(request, ReviewSchema);
    return respond(201, toPublicReview(writeReview(caller, id, input)));
  },
  { methods: ["POST"] },
);
