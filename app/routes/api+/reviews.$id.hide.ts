import { assertRole } from "~/models/permissions.server";
import { getReview, toPublicReview } from "~/models/review/listings.server";
import { hideReview } from "~/models/review/writing.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { HideReviewSchema } from "~/validation/review";

/**
 * PUT /api/reviews/{id}/hide {note, part}: the admin hides an abusive review (or, with
 * part "reply", its reply); the author is told. 200 review; 403 for anyone else; 404 no
 * such review; 400 without a note; 409 when already hidden or there is no reply.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADMIN");
    getReview(caller, id);
    const input = await readJson(request, HideReviewSchema);
    return toPublicReview(hideReview(caller, id, input));
  },
  { methods: ["PUT"] },
);
