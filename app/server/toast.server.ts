import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "~/utils/env.server";

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

export async function toastCookie(toast: Toast | null, data?: Record<string, unknown>): Promise<string> {
  const session = await toastStorage.getSession();
  if (toast) session.flash("toast", { ...toast, id: Math.random().toString(36).slice(2) });
  if (data) session.flash("data", data);
  return toastStorage.commitSession(session);
}

/**
 * Data for the page a redirect goes to, read once (post/redirect/get that still shows
 * what was posted, e.g. the registration dialog). The root loader ends the cookie.
 */
export async function readFlashData(request: Request): Promise<Record<string, unknown> | null> {
  const session = await toastStorage.getSession(request.headers.get("cookie"));
  const data = session.get("data");
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
}

/** Read (and consume) the toast of this request. */
export async function readToast(
  request: Request,
): Promise<{ toast: (Toast & { id: string }) | null; setCookie: string | null }> {
  const session = await toastStorage.getSession(request.headers.get("cookie"));
  const toast = (session.get("toast") as (Toast & { id: string }) | undefined) ?? null;
  const hasFlash = toast !== null || session.has("data");
  // Consumed: delete the cookie, so the browser carries none (and anonymous pages stay
  // cacheable for it).
  return { toast, setCookie: hasFlash ? await toastStorage.destroySession(session) : null };
}

export async function redirectWithToast(
  url: string,
  toast: Toast | null,
  init: ResponseInit & { data?: Record<string, unknown> } = {},
) {
  const { data, ...rest } = init;
  init = rest;
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast, data));
  return redirect(url, { ...init, headers });
}
