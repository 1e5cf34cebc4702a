import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { authMessages } from "~/i18n/auth";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { clientAddress } from "~/lib/server/client-address.server";
import { registerUser } from "~/models/user.server";
import { authenticator, dashboardPath, requireAnonymous, requiredRoleForPath, safeRedirect } from "~/server/auth.server";
import { rotateUserSession } from "~/server/session-cookie.server";
import { readFlashData, redirectWithToast } from "~/server/toast.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { LoginSchema, RegisterSchema } from "~/validation/schemas.server";

function readRegistered(flash: Record<string, unknown> | null): { email: string; fullname: string } | null {
  const value = flash?.registered as { email?: unknown; fullname?: unknown } | undefined;
  return typeof value?.email === "string" && typeof value?.fullname === "string" ? { email: value.email, fullname: value.fullname } : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const search = url.search;
  const registerParam = url.searchParams.get("register");
  const tab = /register/i.test(search) ? "register" : "login";
  const role = registerParam === "ADVERTISER" ? "ADVERTISER" : "COMMUNITY_OWNER";
  // After a registration (post/redirect/get), the success dialog shows what was entered.
  const flash = await readFlashData(request);
  const registered = url.searchParams.get("dialog") === "registered" ? readRegistered(flash) : null;
  return json({
    tab,
    role,
    registered,
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    messages: pickMessages(request, authMessages, validationMessages),
  } as const);
}

export async function action({ request }: ActionFunctionArgs) {
  // remix-auth's FormStrategy reads the body again: parse a clone.
  const form = await request.clone().formData();
  const t = messagesFor(request, authMessages);
  return dispatchIntent(request, form, {
    register: (form) =>
      handleForm(
        request,
        form,
        RegisterSchema,
        async (value) => {
          const user = await registerUser(value, { clientAddress: clientAddress(), lang: getLang(request) });
          return redirectWithToast(
            "/auth?register=true&dialog=registered",
            { title: "registrationSuccessful", description: "registrationSuccessfulText", type: "success" },
            { data: { registered: { email: user.email, fullname: user.fullname } } },
          );
        },
        { intent: "register", describeFailure: (message) => `${t.registrationFailed}: ${message}` },
      ),
    login: (form) =>
      handleForm(
        request,
        form,
        LoginSchema,
        async (value) => {
          const user = await authenticator.authenticate("form", request);
          // A fresh session id at every sign-in; any session this browser had ends.
          const headers = new Headers();
          headers.append("Set-Cookie", await rotateUserSession(request, user.id, value.rememberMe));
          const wanted = safeRedirect(value.redirectTo, "");
          const wantedRole = wanted ? requiredRoleForPath(new URL(wanted, "http://x").pathname) : null;
          const to = wanted && wanted !== "/auth" && (!wantedRole || wantedRole === user.role) ? wanted : dashboardPath(user.role);
          return redirectWithToast(
            to,
            { title: "loginSuccessful", description: "welcomeBack", params: { name: user.fullname }, type: "success" },
            { headers },
          );
        },
        { intent: "login" },
      ),
  });
}
