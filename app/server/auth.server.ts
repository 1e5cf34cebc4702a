import { json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { User } from "../../db/schema";
import { areaMessages } from "~/i18n/areas";
import { getLang, pickMessages } from "~/i18n/lang.server";
import { notificationBellMessages } from "~/i18n/notifications";
import { validationMessages } from "~/i18n/validation";
import { bellOf } from "~/models/notification.server";
import { authenticateWithPassword } from "~/models/user.server";
import { areaOfPath, dashboardPath } from "~/utils/areas";
import type { Role } from "~/utils/enums";
import { clientAddress } from "~/lib/server/client-address.server";
import { getSessionUser } from "./session-cookie.server";

export { dashboardPath };

/** The role a path's area needs (/community, /advertiser, /admin), or null. */
export function requiredRoleForPath(pathname: string): Role | null {
  return areaOfPath(pathname)?.role ?? null;
}

/** Only a path on this site: "/x" but never "//host" or "/\host". */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  try {
    const url = new URL(to, "http://guyub.invalid");
    if (url.origin !== "http://guyub.invalid") return fallback;
    // Check what is returned, not only what came in: "/.//evil.example" normalises to
    // "//evil.example", which a browser reads as another host.
    const result = url.pathname + url.search + url.hash;
    return /^[/\\]{2}/.test(result) ? fallback : result;
  } catch {
    return fallback;
  }
}

/** remix-auth with the form strategy: e-mail and password from the posted form. */
export const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) =>
    authenticateWithPassword({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      clientAddress: clientAddress(),
      lang: getLang(request),
    }),
  ),
  "form",
);

export async function getUser(request: Request): Promise<User | null> {
  return (await getSessionUser(request))?.user ?? null;
}

/**
 * The route guard: a signed-out visitor goes to /auth (with redirectTo), a user of the
 * wrong role to their own dashboard. The role defaults to the one the path's area needs.
 */
export async function requireUser(request: Request, role?: Role | null): Promise<User> {
  const user = await getUser(request);
  const url = new URL(request.url);
  if (!user) {
    const back = url.pathname + url.search;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  }
  const needed = role === undefined ? requiredRoleForPath(url.pathname) : role;
  if (needed && user.role !== needed) throw redirect(dashboardPath(user.role));
  return user;
}

/** Signed-in users do not see /auth: they go to their dashboard. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getUser(request);
  if (user) throw redirect(dashboardPath(user.role));
}

/**
 * The loader of an area's layout route: the guard (`null`: any signed-in role, for pages
 * every role reaches in its own frame), and the texts its screens share.
 */
export async function areaLoader({ request }: { request: Request }, role: Role | null) {
  const user = await requireUser(request, role);
  return json({
    // The bell in the area's header: the unread count and the latest notifications.
    bell: bellOf(user, getLang(request)),
    messages: pickMessages(request, areaMessages, validationMessages, notificationBellMessages),
  });
}
