import { listUsers, toPublicUser } from "~/models/user.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { APPROVAL_STATUSES, ROLES, type ApprovalStatus, type Role } from "~/utils/enums";
import { readApiPage } from "~/validation/owner-lists";
import { searchText } from "~/validation/text";

/**
 * GET /api/users (admin only): q (name or e-mail), role, status (either case), limit,
 * offset; newest first; X-Total-Count. An unknown role or status filters nothing.
 */
export const loader = apiRoute(({ request, user }) => {
  const params = new URL(request.url).searchParams;
  const role = params.get("role")?.trim().toUpperCase() ?? "";
  const status = params.get("status")?.trim().toUpperCase() ?? "";
  const { items, total } = listUsers(requireCaller(user), {
    q: searchText(params.get("q")),
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined,
    status: (APPROVAL_STATUSES as readonly string[]).includes(status) ? (status as ApprovalStatus) : undefined,
    ...readApiPage(params),
  });
  return respond(200, items.map(toPublicUser), { "X-Total-Count": String(total) });
});
