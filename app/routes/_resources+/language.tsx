import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLang } from "~/i18n";
import { langCookie } from "~/i18n/lang.server";
import { setUserLang } from "~/models/user.server";
import { getUser, safeRedirect } from "~/server/auth.server";

/**
 * The language switch: remember the choice in a cookie, go back where the user was.
 * A switch that keeps a form's input (utils/keep-typed.ts) names the language and the
 * page in its address and posts that form's body, which is never read here: the answer
 * is 307, so the browser posts the same body again to the page, in the new language.
 * The plain switch posts a urlencoded form (held to the form limit); no other body is
 * read here: a multipart one, let through for a kept proof form with its files
 * (UPLOAD_ROUTES), with no language in the address just goes home.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const keeping = url.searchParams.has("lang");
  const plain = !keeping && /^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "");
  const fields = keeping ? url.searchParams : plain ? await request.formData() : null;
  const lang = fields?.get("lang") ?? null;
  const to = safeRedirect(fields?.get("redirectTo") ?? null, "/");
  const status = keeping ? 307 : 302;
  if (!isLang(lang)) return redirect(to, status);
  // A signed-in user's e-mails follow the language it reads Guyub in.
  setUserLang(await getUser(request), lang);
  return redirect(to, { status, headers: { "Set-Cookie": await langCookie.serialize(lang) } });
}

export function loader() {
  return redirect("/");
}
