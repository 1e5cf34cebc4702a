import { apiRoute, requireCaller } from "~/utils/api.server";
import { destroyUserSession } from "~/utils/session.server";

/** POST /api/logout: ends the caller's session. */
export const action = apiRoute(
  async ({ request, user }) => {
    requireCaller(user);
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": await destroyUserSession(request), "Cache-Control": "no-store" },
    });
  },
  { methods: ["POST"] },
);
