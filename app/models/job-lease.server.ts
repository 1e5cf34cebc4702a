import { and, eq, gt, or, sql } from "drizzle-orm";
import { jobLeases } from "../../db/schema";
import { db } from "~/lib/server/db.server";

/*
 * Job leases: a background job (the mail worker, the campaign worker) runs in exactly one
 * of the server's processes at a time. Its lease is one row (name, holder, expires_at):
 * - a holder claims it when there is no row, when the row is its own (a renewal), or when
 *   the row has expired (the holder died or hung: a takeover);
 * - the claim is one conditional upsert, so of two processes claiming at once exactly one
 *   gets it, whatever their timing (SQLite runs one write at a time);
 * - a holder that stops releases it, so another process takes over at its next try, not
 *   only at the expiry;
 * - a claim may name a holder it replaces (one its caller knows is dead): that holder's
 *   lease is taken over before it expires.
 * Times are milliseconds given by the caller (tests inject the clock).
 * See docs/decisions/023-process-model.md.
 */

export type LeaseClaim = { name: string; holder: string; now: number; ttlMs: number; replacing?: string };

/**
 * Take or renew the lease `name` for `holder` until `now + ttlMs`. True when `holder`
 * holds it now; false when another holder's lease (not `replacing`'s) has not expired.
 */
export function claimLease({ name, holder, now, ttlMs, replacing }: LeaseClaim): boolean {
  if (!(ttlMs > 0)) throw new Error("a lease needs a positive duration");
  // Most tries come from the processes that do not hold the lease: a read (which never
  // waits for the write lock in WAL mode) answers them without a write.
  const current = db
    .select({ holder: jobLeases.holder, expiresAt: jobLeases.expiresAt })
    .from(jobLeases)
    .where(eq(jobLeases.name, name))
    .get();
  if (current && current.holder !== holder && current.holder !== replacing && current.expiresAt.getTime() > now) return false;
  const expiresAt = new Date(now + ttlMs);
  const result = db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      // Decided again inside the write: another process may have claimed it since the read.
      setWhere: or(
        eq(jobLeases.holder, holder),
        sql`${jobLeases.expiresAt} <= ${now}`,
        replacing === undefined ? undefined : eq(jobLeases.holder, replacing),
      ),
    })
    .run();
  return result.changes === 1;
}

/** Give the lease up (a graceful stop): only when `holder` still holds it. */
export function releaseLease(name: string, holder: string): void {
  db.delete(jobLeases)
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .run();
}

/** Who holds `name` at `now`, or null (the operator's question, and the tests'). */
export function leaseHolder(name: string, now: number): string | null {
  const row = db
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(and(eq(jobLeases.name, name), gt(jobLeases.expiresAt, new Date(now))))
    .get();
  return row?.holder ?? null;
}
