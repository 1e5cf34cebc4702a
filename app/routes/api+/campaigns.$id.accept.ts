import { acceptProof } from "~/models/campaign/commands.server";
import { toPublicCampaign } from "~/models/campaign/queries.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * PUT /api/campaigns/{id}/accept: the brief's advertiser accepts the latest proof (no
 * body). 200 campaign (COMPLETED); 403 for another role; 404 for a campaign of another
 * advertiser's brief; 409 unless PROOF_SUBMITTED, naming the allowed moves.
 */
export const action = apiRoute(
  ({ params, user }) => {
    const caller = requireCaller(user);
    return toPublicCampaign(acceptProof(caller, idParam(params.id)));
  },
  { methods: ["PUT"] },
);
