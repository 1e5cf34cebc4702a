import { getBriefFor, toPublicBrief } from "~/models/brief.server";
import { apiRoute, idParam, requireCaller } from "~/utils/api.server";

/** GET /api/briefs/{id}: the brief if the caller may see it (PRODUCT.md), else 404. */
export const loader = apiRoute(({ params, user }) => {
  const caller = requireCaller(user);
  return toPublicBrief(getBriefFor(caller, idParam(params.id)), caller);
});
