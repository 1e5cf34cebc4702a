import { ModelError } from "~/models/errors";
import { getPublicCommunity } from "~/models/community.server";
import { apiRoute, idParam } from "~/utils/api.server";

/**
 * GET /api/communities/{id}: the public view of one community; 404 when there is none or
 * its owner's account is not APPROVED (its owner and the admin still see it).
 */
export const loader = apiRoute(({ params, user }) => {
  const community = getPublicCommunity(idParam(params.id), user);
  if (!community) throw new ModelError("not_found", "notFound");
  return community;
});
