import crypto from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { and, eq, gt, lt } from "drizzle-orm";
import { sessions, users, type User } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";

/*
 * Sessions live in the database; the cookie holds only the signed session id.
 * Remember me keeps a session 30 days (a persistent cookie); otherwise the cookie is a
 * browser session and the server also ends the session after one day. A new id is
 * issued at every sign-in; sign-out deletes the session.
 */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

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

export type SessionUser = { user: User; sessionId: string };

/** The signed-in user for this request, or null (expired sessions are ignored). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const row = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .get();
  return row ?? null;
}

/** Create a new session for the user and return its Set-Cookie header. */
export async function createUserSession(userId: number, remember: boolean): Promise<string> {
  const id = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  db.delete(sessions).where(lt(sessions.expiresAt, new Date(now))).run();
  db.insert(sessions)
    .values({
      id,
      userId,
      remember,
      expiresAt: new Date(now + (remember ? REMEMBER_MS : BROWSER_SESSION_MS)),
    })
    .run();
  return sessionCookie.serialize(id, remember ? { maxAge: REMEMBER_MS / 1000 } : {});
}

/** Delete the request's session (if any) and return a Set-Cookie that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) db.delete(sessions).where(eq(sessions.id, sessionId)).run();
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Sign out every other session of a user (password change). */
export function deleteOtherSessions(userId: number, keepSessionId: string | null): void {
  const all = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).all();
  for (const s of all) {
    if (s.id !== keepSessionId) db.delete(sessions).where(eq(sessions.id, s.id)).run();
  }
}

export async function logoutRedirect(request: Request, to = "/", headers?: HeadersInit) {
  const h = new Headers(headers);
  h.append("Set-Cookie", await destroyUserSession(request));
  return redirect(to, { headers: h });
}

/**
 * Sign a user in: end the session this browser had (if any) and create a new one with a
 * new id (no session fixation). Returns the Set-Cookie header.
 */
export async function rotateUserSession(request: Request, userId: number, remember: boolean): Promise<string> {
  const previous = await readSessionId(request);
  if (previous) db.delete(sessions).where(eq(sessions.id, previous)).run();
  return createUserSession(userId, remember);
}
