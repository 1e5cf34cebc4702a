import { toPublicUser } from "~/models/user.server";
import { apiRoute, requireCaller } from "~/server/api.server";

/** GET /api/user: the signed-in user; 401 when signed out. */
export const loader = apiRoute(({ user }) => toPublicUser(requireCaller(user)));
