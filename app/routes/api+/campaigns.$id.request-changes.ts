import { requestChanges } from "~/models/campaign/commands.server";
import { getCampaign, toPublicCampaign } from "~/models/campaign/queries.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { ChangesSchema } from "~/validation/campaign";

/**
 * PUT /api/campaigns/{id}/request-changes {reason}: the brief's advertiser asks for
 * changes to the latest proof. 200 campaign (CHANGES_REQUESTED); 403 for another role;
 * 404 for a campaign of another advertiser's brief (before the body is read); 400 without
 * a reason; 409 unless PROOF_SUBMITTED, naming the allowed moves.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADVERTISER");
    getCampaign(caller, id);
    const { reason } = await readJson(request, ChangesSchema);
    return toPublicCampaign(requestChanges(caller, id, reason));
  },
  { methods: ["PUT"] },
);
