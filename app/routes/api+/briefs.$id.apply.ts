import { applyToBrief, toPublicApplication } from "~/models/application.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { ApplySchema } from "~/validation/application";

/**
 * POST /api/briefs/{id}/apply: an APPROVED owner applies its community (communityId,
 * optional: it must be the caller's own) with an optional message and an optional
 * proposed_fee (whole rupiah). 201 application (with proposed_fee);
 * 403 wrong role, account not approved or another's community; 400 without a community;
 * 404 unless the brief is ACTIVE; 409 when already applied.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const briefId = idParam(params.id);
    const body = await readJson(request, ApplySchema);
    const { proposed_fee: proposedFee, ...rest } = body;
    return respond(201, toPublicApplication(applyToBrief(caller, briefId, { ...rest, proposedFee })));
  },
  { methods: ["POST"] },
);
