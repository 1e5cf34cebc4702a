import { decideApplication, toPublicApplication } from "~/models/application.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { ApplicationDecisionSchema } from "~/validation/application";

/**
 * PUT /api/admin/applications/{id}/status: the admin approves or rejects a PENDING
 * application (status in either case, optional adminNotes, optional agreedFee in whole
 * rupiah; approval starts the campaign with it). 200 application (agreed_fee, and
 * campaign_id once approved); 403 for anyone but the admin; 404 no such application;
 * 409 already decided.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const admin = requireCaller(user);
    const id = idParam(params.id);
    const decision = await readJson(request, ApplicationDecisionSchema);
    return toPublicApplication(decideApplication(admin, id, decision));
  },
  { methods: ["PUT"] },
);
