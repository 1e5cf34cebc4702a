import { createCookie } from "@remix-run/node";
import {
  REMEMBER_MS,
  createSession,
  deleteSession,
  findSessionUser,
  type SessionUser,
} from "~/models/session.server";
import { env } from "./env.server";

/*
 * The cookie side of sessions: the cookie holds only the signed session id; the
 * sessions themselves are rows (app/models/session.server.ts). Remember me keeps a
 * session 30 days (a persistent cookie); otherwise the cookie is a browser session and
 * the server also ends the session after one day. A new id is issued at every sign-in;
 * sign-out deletes the session.
 */
export const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: env.sessionSecrets,
});

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export type { SessionUser };

/** The signed-in user for this request, or null (expired sessions are ignored). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await readSessionId(request);
  return sessionId ? findSessionUser(sessionId) : null;
}

/** Create a new session for the user and return its Set-Cookie header. */
export async function createUserSession(userId: number, remember: boolean): Promise<string> {
  const id = createSession(userId, remember);
  return sessionCookie.serialize(id, remember ? { maxAge: REMEMBER_MS / 1000 } : {});
}

/** A Set-Cookie that clears the session cookie. */
export function clearSessionCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Delete the request's session (if any) and return a Set-Cookie that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) deleteSession(sessionId);
  return clearSessionCookie();
}

/**
 * Sign a user in: end the session this browser had (if any) and create a new one with a
 * new id (no session fixation). Returns the Set-Cookie header.
 */
export async function rotateUserSession(request: Request, userId: number, remember: boolean): Promise<string> {
  const previous = await readSessionId(request);
  if (previous) deleteSession(previous);
  return createUserSession(userId, remember);
}
