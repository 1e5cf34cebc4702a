import crypto from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import { sessions, users, type User } from "../../db/schema";
import { db, type DB } from "~/utils/db.server";

/*
 * Sessions live in the database; this is the only code that reads or writes them
 * (app/utils/session.server.ts keeps the cookie side). The user models end sessions
 * through `endSessions` inside their own transactions.
 */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

type Tx = Pick<DB, "delete">;

export type SessionUser = { user: User; sessionId: string };

/** The user of a live session id, or null (expired sessions are ignored). */
export function findSessionUser(sessionId: string): SessionUser | null {
  const row = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .get();
  return row ?? null;
}

/** A new session (random 256-bit id) for the user; expired sessions are swept. */
export function createSession(userId: number, remember: boolean): string {
  const id = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  db.transaction((tx) => {
    tx.delete(sessions).where(lt(sessions.expiresAt, new Date(now))).run();
    tx.insert(sessions)
      .values({ id, userId, remember, expiresAt: new Date(now + (remember ? REMEMBER_MS : BROWSER_SESSION_MS)) })
      .run();
  });
  return id;
}

export function deleteSession(sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** End every session of a user, or every other one (`except`: the caller's own). */
export function endSessions(tx: Tx, userId: number, except?: string | null): void {
  tx.delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
    .run();
}
