import { cancelCampaign } from "~/models/campaign/commands.server";
import { getCampaign, toPublicCampaign } from "~/models/campaign/queries.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { CancelSchema } from "~/validation/campaign";

/**
 * PUT /api/campaigns/{id}/cancel {note, communityShare}: the admin cancels an open campaign
 * (a dispute); both parties are told. `communityShare`: Rupiah of a paid campaign's fee the
 * community earned (0 by default, at most the fee), settled by the model. 200 campaign
 * (CANCELLED); 403 for anyone else; 404 no such campaign; 400 without a note, a share over
 * the fee or a share on an unpaid campaign; 409 once COMPLETED or CANCELLED.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADMIN");
    getCampaign(caller, id);
    const { note, communityShare } = await readJson(request, CancelSchema);
    return toPublicCampaign(cancelCampaign(caller, id, note, communityShare ?? 0));
  },
  { methods: ["PUT"] },
);
