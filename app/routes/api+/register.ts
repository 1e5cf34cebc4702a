import { getLang } from "~/i18n/lang.server";
import { clientAddress } from "~/lib/server/client-address.server";
import { registerUser, toPublicUser } from "~/models/user.server";
import { apiRoute, readJson, respond } from "~/server/api.server";
import { RegisterSchema } from "~/validation/auth";

/** POST /api/register: a PENDING account, no session; every admin is notified. */
export const action = apiRoute(
  async ({ request }) => {
    const input = await readJson(request, RegisterSchema);
    const user = await registerUser(input, { clientAddress: clientAddress(), lang: getLang(request) });
    return respond(201, toPublicUser(user));
  },
  { methods: ["POST"] },
);
