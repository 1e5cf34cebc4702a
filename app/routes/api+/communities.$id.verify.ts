import { ownedCommunityView, setCommunityVerified } from "~/models/community-profile.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson } from "~/server/api.server";
import { VerifySchema } from "~/validation/admin";

/**
 * PUT /api/communities/{id}/verify (admin only): { verified: true } verifies the
 * community, false revokes it; 200 with the community (owner contact included, as the
 * admin sees it). Who may is checked before the body is read; the audit row is written
 * with the change.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    assertRole(user, "ADMIN");
    const { verified } = await readJson(request, VerifySchema);
    return ownedCommunityView(setCommunityVerified(user, idParam(params.id), verified));
  },
  { methods: ["PUT"] },
);
