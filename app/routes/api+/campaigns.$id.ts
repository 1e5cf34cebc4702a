import { getCampaign, toPublicCampaign } from "~/models/campaign/queries.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * GET /api/campaigns/{id}: one campaign with its proofs (newest first, each with the
 * answer to it) for its community's owner, its brief's advertiser or the admin; 404 for
 * anyone else, as for a campaign that does not exist.
 */
export const loader = apiRoute(({ params, user }) => {
  const caller = requireCaller(user);
  return toPublicCampaign(getCampaign(caller, idParam(params.id)));
});
