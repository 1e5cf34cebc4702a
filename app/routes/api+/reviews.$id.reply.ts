import { assertRole } from "~/models/permissions.server";
import { getReview, toPublicReview } from "~/models/review/listings.server";
import { replyToReview } from "~/models/review/writing.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { ReplySchema } from "~/validation/review";

/**
 * POST /api/reviews/{id}/reply {text}: the reviewed side posts its one public reply to a
 * published review. 201 review; 404 for a review the caller may not read (an unpublished
 * one of the other side; before the body is read); 403 for anyone but the reviewed side;
 * 400 without a text or over 500 characters; 409 for a second reply.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "COMMUNITY_OWNER", "ADVERTISER");
    getReview(caller, id);
    const input = await readJson(request, ReplySchema);
    return respond(201, toPublicReview(replyToReview(caller, id, input)));
  },
  { methods: ["POST"] },
);
