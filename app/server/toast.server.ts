import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "~/lib/server/env.server";

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

/**
 * How long a redirect's data (readFlashData) stays in the cookie: the root loader, which
 * consumes the toast, leaves the data for the page's own loader, and the cookie ends by
 * itself (see readToast).
 */
export const FLASH_DATA_SECONDS = 60;

export async function toastCookie(toast: Toast | null, data?: Record<string, unknown>): Promise<string> {
  const session = await toastStorage.getSession();
  if (toast) session.flash("toast", { ...toast, id: Math.random().toString(36).slice(2) });
  if (data) session.flash("data", data);
  return toastStorage.commitSession(session, data ? { maxAge: FLASH_DATA_SECONDS } : undefined);
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

/**
 * Read (and consume) the toast of this request. A toast alone: the cookie is deleted, so
 * the browser carries none (and anonymous pages stay cacheable for it). With data for the
 * page: the data stays until the cookie's own end (FLASH_DATA_SECONDS). With JavaScript,
 * Remix loads the root's data and the page's in two requests at once; when the root's
 * answer comes back before the page's request leaves, the page's loader still finds its
 * data (the registration's success dialog).
 */
export async function readToast(request: Request): Promise<{ toast: (Toast & { id: string }) | null; setCookie: string | null }> {
  const session = await toastStorage.getSession(request.headers.get("cookie"));
  const toast = (session.get("toast") as (Toast & { id: string }) | undefined) ?? null;
  // No toast: nothing to consume (data alone waits for the page's loader and its end).
  if (toast === null) return { toast, setCookie: null };
  const keepsData = session.has("data");
  return {
    toast,
    setCookie: keepsData
      ? await toastStorage.commitSession(session, { maxAge: FLASH_DATA_SECONDS })
      : await toastStorage.destroySession(session),
  };
}

export async function redirectWithToast(url: string, toast: Toast | null, init: ResponseInit & { data?: Record<string, unknown> } = {}) {
  const { data, ...rest } = init;
  init = rest;
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast, data));
  return redirect(url, { ...init, headers });
}
