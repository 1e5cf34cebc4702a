import { ModelError } from "~/models/errors";
import { getPublicCommunity } from "~/models/community.server";
import { apiRoute, idParam } from "~/utils/api.server";

/** GET /api/communities/{id}: the public view of one community; 404 when there is none. */
export const loader = apiRoute(({ params }) => {
  const community = getPublicCommunity(idParam(params.id));
  if (!community) throw new ModelError("not_found", "notFound");
  return community;
});
