import { createCookie } from "@remix-run/node";
import { REMEMBER_MS, createSession, deleteSession, findSessionUser, type SessionUser } from "~/models/session-store.server";
import { oncePerRequest, setRequestUser } from "~/lib/server/client-address.server";
import { env } from "~/lib/server/env.server";

/*
 * The cookie side of sessions: the cookie holds only the signed session token; the
 * sessions themselves are rows keyed by the token's hash (app/models/session-store.server.ts,
 * which also ends them when unused). Remember me keeps a session 30 days at most (a
 * persistent cookie); otherwise the cookie is a browser session and the server also
 * ends the session after one day. A new token is issued at every sign-in; sign-out
 * deletes the session. Over HTTPS the cookie is `__Host-session`: the browser then
 * refuses it unless Secure, on this host only, for the whole site (no subdomain or
 * plain-HTTP page can plant or overwrite it).
 */
export const SESSION_COOKIE_NAME = env.secureCookies ? "__Host-session" : "__session";

export const sessionCookie = createCookie(SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: env.sessionSecrets,
});

/*
 * Checking the cookie's signature (an HMAC through Web Crypto) costs more than finding
 * the session's row, and a browser sends the same Cookie header page after page: a
 * header whose signature checked out is kept with its token (a thousand headers of at
 * most 4,096 characters per process; the memory is dropped when full). A header that
 * did not check out is checked every time. Whether the session still exists is asked
 * of the database on every request.
 */
export const VERIFIED_COOKIES_MAX = 1000;
const VERIFIED_COOKIE_LENGTH_MAX = 4096;
const verifiedCookies = new Map<string, string>();

async function readSessionToken(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const known = verifiedCookies.get(header);
  if (known !== undefined) return known;
  const value = await sessionCookie.parse(header);
  if (typeof value !== "string" || value.length === 0) return null;
  if (header.length > VERIFIED_COOKIE_LENGTH_MAX) return value;
  if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear();
  verifiedCookies.set(header, value);
  return value;
}

export type { SessionUser };

/** The signed-in user for this request, or null (expired sessions are ignored). */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const lookUp = async () => {
    const token = await readSessionToken(request);
    const session = token ? findSessionUser(token) : null;
    // The request's log lines name its user from here on.
    if (session) setRequestUser(session.user.id);
    return session;
  };
  // Read once per page view: the root, the area layout and the page's loader all ask.
  // Not for writes: an action may change the user or end the session, and the loaders
  // that run after it in the same request must see that.
  if (request.method !== "GET" && request.method !== "HEAD") return lookUp();
  return oncePerRequest(`session ${request.headers.get("cookie") ?? ""}`, lookUp);
}

/** Create a new session for the user and return its Set-Cookie header. */
export async function createUserSession(userId: number, remember: boolean): Promise<string> {
  const token = createSession(userId, remember);
  setRequestUser(userId);
  return sessionCookie.serialize(token, remember ? { maxAge: REMEMBER_MS / 1000 } : {});
}

/** A Set-Cookie that clears the session cookie. */
export function clearSessionCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Delete the request's session (if any) and return a Set-Cookie that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) deleteSession(token);
  return clearSessionCookie();
}

/**
 * Sign a user in: end the session this browser had (if any) and create a new one with a
 * new id (no session fixation). Returns the Set-Cookie header.
 */
export async function rotateUserSession(request: Request, userId: number, remember: boolean): Promise<string> {
  const previous = await readSessionToken(request);
  if (previous) deleteSession(previous);
  return createUserSession(userId, remember);
}
