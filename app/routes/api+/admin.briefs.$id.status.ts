import { getBriefFor, toPublicBrief } from "~/models/brief.server";
import { decideBrief } from "~/models/brief-write.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson } from "~/server/api.server";
import { BriefDecisionSchema } from "~/validation/brief";

/**
 * PUT /api/admin/briefs/{id}/status: the admin approves (status active) or rejects
 * (cancelled) a brief pending approval, with optional adminNotes shown to the advertiser;
 * 409 unless it was PENDING_APPROVAL.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    assertRole(user, "ADMIN");
    const input = await readJson(request, BriefDecisionSchema);
    const brief = decideBrief(user, idParam(params.id), input);
    return toPublicBrief(getBriefFor(user, brief.id), user);
  },
  { methods: ["PUT"] },
);
