import { assertOwnAccount, changePassword } from "~/models/user.server";
import { apiRoute, idParam, readJson, respond } from "~/server/api.server";
import { getSessionUser } from "~/server/session-cookie.server";
import { PasswordChangeApiSchema } from "~/validation/account";

/**
 * PUT /api/users/{id}/password: change one's own password (currentPassword, newPassword).
 * Every other session of the user ends; this one stays.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const id = idParam(params.id);
    assertOwnAccount(user, id);
    const input = await readJson(request, PasswordChangeApiSchema);
    const session = await getSessionUser(request);
    await changePassword(user, id, input, session?.sessionId ?? null);
    return respond(204);
  },
  { methods: ["PUT"] },
);
