import { ModelError } from "~/models/errors";
import { communityForActor, getCommunityFor } from "~/models/community.server";
import { ownedCommunityView, updateCommunity } from "~/models/community-profile.server";
import { apiRoute, idParam, readJson } from "~/server/api.server";
import { CommunitySchema } from "~/validation/community";

/**
 * GET /api/communities/{id}: one community; 404 when there is none or its owner's account
 * is not APPROVED (its owner and the admin still see it, and only they get owner_phone
 * and owner_email).
 */
export const loader = apiRoute(({ params, user }) => {
  const community = getCommunityFor(user, idParam(params.id));
  if (!community) throw new ModelError("not_found", "notFound");
  return community;
});

/**
 * PUT /api/communities/{id}: replace the profile (its owner, or the admin). is_verified
 * and owner_id cannot be set here: the schema has no such fields.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const id = idParam(params.id);
    communityForActor(user, id, { admin: true }); // who may, before reading the body
    const input = await readJson(request, CommunitySchema);
    return ownedCommunityView(await updateCommunity(user, id, input));
  },
  { methods: ["PUT"] },
);
