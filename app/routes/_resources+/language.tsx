import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLang } from "~/i18n";
import { langCookie } from "~/i18n/lang.server";
import { setUserLang } from "~/models/user.server";
import { getUser, safeRedirect } from "~/server/auth.server";

/** The language switch: remember the choice in a cookie, go back where the user was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const to = safeRedirect(form.get("redirectTo"), "/");
  if (!isLang(lang)) return redirect(to);
  // A signed-in user's e-mails follow the language it reads Guyub in.
  setUserLang(await getUser(request), lang);
  return redirect(to, { headers: { "Set-Cookie": await langCookie.serialize(lang) } });
}

export function loader() {
  return redirect("/");
}
