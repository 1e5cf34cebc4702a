import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { destroyUserSession } from "~/server/session-cookie.server";

/** POST /api/logout: ends the caller's session. */
export const action = apiRoute(
  async ({ request, user }) => {
    requireCaller(user);
    return respond(204, null, { "Set-Cookie": await destroyUserSession(request) });
  },
  { methods: ["POST"] },
);
