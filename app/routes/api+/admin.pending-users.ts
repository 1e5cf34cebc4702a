import { listPendingUsers, toPublicUser } from "~/models/user.server";
import { apiRoute, requireCaller } from "~/server/api.server";

/** GET /api/admin/pending-users: PENDING accounts, oldest first (admin only). */
export const loader = apiRoute(({ user }) => listPendingUsers(requireCaller(user)).map(toPublicUser));
