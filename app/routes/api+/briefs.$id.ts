import { getBriefFor, toPublicBrief } from "~/models/brief.server";
import { deleteBrief, updateBrief } from "~/models/brief-write.server";
import { assertRole } from "~/models/permissions.server";
import { brandRatings } from "~/models/review/listings.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { BriefSchema } from "~/validation/brief";

/**
 * GET /api/briefs/{id}: the brief if the caller may see it (an owner only ACTIVE ones), else
 * 404. An owner also gets the brand's rating (`rating`, `review_count`: the advertiser's row).
 */
export const loader = apiRoute(({ params, user }) => {
  const caller = requireCaller(user);
  const brief = toPublicBrief(getBriefFor(caller, idParam(params.id)), caller);
  if (caller.role !== "COMMUNITY_OWNER") return brief;
  const rating = brandRatings([brief.advertiser_id]).get(brief.advertiser_id);
  return { ...brief, rating: rating?.rating ?? null, review_count: rating?.count ?? 0 };
});

/**
 * PUT /api/briefs/{id}: the advertiser replaces its own brief (content while DRAFT or
 * PENDING_APPROVAL; the status only along the allowed moves, else 409 naming them).
 * DELETE: its own brief, or any as the admin; 204, its applications go too.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      deleteBrief(user, id);
      return respond(204);
    }
    assertRole(user, "ADVERTISER");
    getBriefFor(user, id); // 404 for a brief the caller cannot see, before reading the body
    const input = await readJson(request, BriefSchema);
    const brief = updateBrief(user, id, input);
    return toPublicBrief(getBriefFor(user, brief.id), user);
  },
  { methods: ["PUT", "DELETE"] },
);
