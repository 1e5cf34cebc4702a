import crypto from "node:crypto";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../db/schema";
import { lockBusyCode, storageFailureCode } from "../../db/storage";
import { db, preparedQuery, type DB } from "~/lib/server/db.server";

/*
 * Sessions live in the database; this is the only code that reads or writes them
 * (app/server/session-cookie.server.ts keeps the cookie side). The user models end sessions
 * through `endSessions` inside their own transactions.
 *
 * The cookie carries a random 256-bit token; the row's id is the token's SHA-256, so a
 * leaked copy of the database (or a backup) signs nobody in. Each session has an
 * absolute end, set at sign-in, and an idle end that every use moves forward (at most
 * once a minute, to spare writes) up to the absolute end.
 */
export const SESSION_LIMITS = {
  /** "Remember me": 30 days at most, ended after 7 days unused. */
  remember: { absoluteMs: 30 * 24 * 60 * 60 * 1000, idleMs: 7 * 24 * 60 * 60 * 1000 },
  /** A browser session: one day at most, ended after 2 hours unused. */
  browser: { absoluteMs: 24 * 60 * 60 * 1000, idleMs: 2 * 60 * 60 * 1000 },
} as const;
export const REMEMBER_MS = SESSION_LIMITS.remember.absoluteMs;
const TOUCH_AFTER_MS = 60 * 1000;

type Tx = Pick<DB, "delete">;

/** `sessionId` is the row's id (the token's hash), never the token. */
export type SessionUser = { user: User; sessionId: string };

/** The row id of a cookie token. */
export function sessionIdOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** The live session row with its user (every signed-in request runs it: prepared once). */
const liveSessionQuery = preparedQuery((db) =>
  db
    .select({ user: users, remember: sessions.remember, expiresAt: sessions.expiresAt, idleExpiresAt: sessions.idleExpiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.idleExpiresAt, sql.placeholder("now")),
      ),
    )
    .prepare(),
);

/** The user of a live session token, or null; a use moves its idle end forward. */
export function findSessionUser(token: string, now = Date.now()): SessionUser | null {
  const id = sessionIdOf(token);
  const row = liveSessionQuery().get({ id, now: sessions.expiresAt.mapToDriverValue(new Date(now)) });
  if (!row) return null;
  const { idleMs } = row.remember ? SESSION_LIMITS.remember : SESSION_LIMITS.browser;
  const idleEnd = Math.min(now + idleMs, row.expiresAt.getTime());
  if (idleEnd - row.idleExpiresAt.getTime() >= TOUCH_AFTER_MS) {
    try {
      db.update(sessions)
        .set({ idleExpiresAt: new Date(idleEnd) })
        .where(eq(sessions.id, id))
        .run();
    } catch (error) {
      // Disk full or read-only, or another process holding the write lock: the session
      // is still valid, so reading goes on; only its idle end stays where it was until a
      // later use moves it.
      if (!storageFailureCode(error) && !lockBusyCode(error)) throw error;
    }
  }
  return { user: row.user, sessionId: id };
}

/** A new session for the user; returns the token for the cookie. Ended sessions are swept. */
export function createSession(userId: number, remember: boolean, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  const limits = remember ? SESSION_LIMITS.remember : SESSION_LIMITS.browser;
  db.transaction((tx) => {
    tx.delete(sessions)
      .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.idleExpiresAt, new Date(now))))
      .run();
    tx.insert(sessions)
      .values({
        id: sessionIdOf(token),
        userId,
        remember,
        expiresAt: new Date(now + limits.absoluteMs),
        idleExpiresAt: new Date(now + limits.idleMs),
      })
      .run();
  });
  return token;
}

/** End the session of a cookie token. */
export function deleteSession(token: string): void {
  db.delete(sessions)
    .where(eq(sessions.id, sessionIdOf(token)))
    .run();
}

/** End every session of a user, or every other one (`except`: the caller's own session id). */
export function endSessions(tx: Tx, userId: number, except?: string | null): void {
  tx.delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
    .run();
}
