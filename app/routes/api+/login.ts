import { getLang } from "~/i18n/lang.server";
import { authenticateWithPassword, toPublicUser } from "~/models/user.server";
import { apiRoute, readJson, respond } from "~/server/api.server";
import { clientAddress } from "~/lib/server/client-address.server";
import { rotateUserSession } from "~/server/session-cookie.server";
import { LoginSchema } from "~/validation/auth";

/** POST /api/login: the same checks and limits as the sign-in form. */
export const action = apiRoute(
  async ({ request }) => {
    const input = await readJson(request, LoginSchema);
    const user = await authenticateWithPassword({
      email: input.email,
      password: input.password,
      clientAddress: clientAddress(),
      lang: getLang(request),
    });
    const headers = new Headers();
    headers.append("Set-Cookie", await rotateUserSession(request, user.id, input.rememberMe));
    return respond(200, toPublicUser(user), headers);
  },
  { methods: ["POST"] },
);
