import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { commonMessages } from "~/i18n/common";
import { getLang, pickMessages, translateToast } from "~/i18n/lang.server";
import { AREAS, dashboardPath } from "./areas";
import type { RootData } from "./root-data";
import { getSessionUser } from "./session.server";
import { readToast } from "./toast.server";

/*
 * The root route's loader, in one server module: each server module a route imports
 * costs the browser an empty stand-in chunk, so the root imports only this one.
 */

/** The base paths of the signed-in areas (the browser gets them as data, not as code). */
const AREA_PATHS = Object.values(AREAS).map((area) => area.base);

/** The root loader: the user, the language and its frame texts, the toast of this request. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const session = await getSessionUser(request);
  const { toast, setCookie } = await readToast(request);
  const user = session?.user;
  const lang = getLang(request);
  const data: RootData = {
    lang,
    user: user
      ? {
          id: user.id,
          fullname: user.fullname,
          email: user.email,
          role: user.role,
          approval_status: user.approvalStatus,
          dashboard: dashboardPath(user.role),
        }
      : null,
    toast: toast ? translateToast(toast, lang) : null,
    year: Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Jakarta", year: "numeric" }).format(new Date())),
    messages: pickMessages(request, commonMessages),
    areaPaths: AREA_PATHS,
  };
  return json(data, {
    headers: setCookie ? { "Set-Cookie": setCookie } : {},
  });
}

