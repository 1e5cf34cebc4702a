import { inviteCommunity } from "~/models/invitation.server";
import { getBriefFor } from "~/models/brief.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { InviteSchema } from "~/validation/campaign";

/**
 * POST /api/briefs/{id}/invitations {communityId}: an APPROVED advertiser invites a
 * community to apply to its ACTIVE brief; the owner is notified and e-mailed. 201 {id, brief_id,
 * community_id, created_at}; 403 for another role or an account not approved; 404 for a
 * brief that is not the caller's (before the body is read), not ACTIVE, or a community
 * that is not listed; 409 invited twice or already applied; 429 over 20 a day.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const briefId = idParam(params.id);
    assertRole(caller, "ADVERTISER");
    getBriefFor(caller, briefId);
    const { communityId } = await readJson(request, InviteSchema);
    const invitation = inviteCommunity(caller, briefId, communityId);
    return respond(201, {
      id: invitation.id,
      brief_id: invitation.briefId,
      community_id: invitation.communityId,
      created_at: invitation.createdAt.toISOString(),
    });
  },
  { methods: ["POST"] },
);
