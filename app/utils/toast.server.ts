import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "./env.server";

/*
 * Toasts travel in a flash cookie set on a redirect and read once by the root loader,
 * so they work after a plain form post without JavaScript.
 */
export type Toast = {
  /** A key of the toast catalogue (toastMessages in app/i18n/common.ts) */
  title: string;
  description?: string;
  params?: Record<string, string | number>;
  type?: "success" | "error" | "info";
};

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    secure: env.secureCookies,
    path: "/",
    secrets: env.sessionSecrets,
  },
});

export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash("toast", { ...toast, id: Math.random().toString(36).slice(2) });
  return toastStorage.commitSession(session);
}

/** Read (and consume) the toast of this request. */
export async function readToast(
  request: Request,
): Promise<{ toast: (Toast & { id: string }) | null; setCookie: string | null }> {
  const session = await toastStorage.getSession(request.headers.get("cookie"));
  const toast = (session.get("toast") as (Toast & { id: string }) | undefined) ?? null;
  // Consumed: delete the cookie, so the browser carries none (and anonymous pages stay
  // cacheable for it).
  return { toast, setCookie: toast ? await toastStorage.destroySession(session) : null };
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}
