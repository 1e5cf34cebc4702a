import { listCommunitiesOfUser } from "~/models/community.server";
import { apiRoute, idParam } from "~/server/api.server";

/** GET /api/users/{id}/communities: the user's communities (self, or the admin). */
export const loader = apiRoute(({ params, user }) => listCommunitiesOfUser(user, idParam(params.id)), {
  methods: ["GET", "HEAD"],
});
