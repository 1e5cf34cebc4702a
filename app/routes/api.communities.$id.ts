import { ModelError } from "~/models/errors";
import { getPublicCommunity } from "~/models/community.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/communities/{id}: the public view of one community; 404 when there is none. */
export const loader = apiRoute(({ params }) => {
  const id = /^\d{1,15}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  const community = Number.isSafeInteger(id) ? getPublicCommunity(id) : undefined;
  if (!community) throw new ModelError("not_found", "notFound");
  return community;
});
