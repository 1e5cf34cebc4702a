import { deleteAccount, getManagedAccount, toPublicUser, updateAccount } from "~/models/user.server";
import { apiRoute, idParam, readJson, respond } from "~/server/api.server";
import { clearSessionCookie } from "~/server/session-cookie.server";
import { AccountUpdateSchema } from "~/validation/account";

const METHODS = ["PUT", "DELETE"];

/**
 * PUT /api/users/{id}: change profile fields (self, or the admin); role, approval status
 * and password never change here. DELETE /api/users/{id}: delete the account and all of
 * it (self, or the admin for a non-admin account); deleting oneself ends the session.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const id = idParam(params.id);
    getManagedAccount(user, id);
    if (request.method === "DELETE") {
      deleteAccount(user, id);
      const headers = new Headers();
      if (user?.id === id) headers.append("Set-Cookie", await clearSessionCookie());
      return respond(204, null, headers);
    }
    const input = await readJson(request, AccountUpdateSchema);
    return toPublicUser(updateAccount(user, id, input));
  },
  { methods: METHODS },
);
