import { and, desc, eq, gt, lte } from "drizzle-orm";
import { rateLimitHits } from "../../db/schema";
import { db, type DB } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";
import { writeOncePerRequest } from "~/lib/server/client-address.server";

/*
 * Rate limits kept in SQLite, so that every server process (npm start runs several on
 * one database file) sees the same counts: a failure counted by one process blocks the
 * next attempt in any other. Each counted attempt is one row that expires at the end of
 * its window; a key is blocked while `limit` of its rows have not expired. The check is
 * one indexed read, a failure one small insert (with a sweep of the rows that expired);
 * see docs/decisions/024-shared-limits-and-lock-waits.md.
 */

/**
 * A sliding window of failures per key: after `limit` failures within `windowMs` the key
 * waits until the oldest of them leaves the window. `name` tells the limits apart in the
 * shared table; `connection` is the database it counts in (the process's own by default).
 */
export class FailureLimiter {
  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly connection: () => DB = () => db,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now = Date.now()): number {
    // The limit-th newest unexpired failure: while it counts, the key is blocked.
    const blocking = this.connection()
      .select({ expiresAt: rateLimitHits.expiresAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.limiter, this.name), eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, now)))
      .orderBy(desc(rateLimitHits.expiresAt))
      .limit(1)
      .offset(this.limit - 1)
      .get();
    return blocking ? Math.max(1, Math.ceil((blocking.expiresAt - now) / 1000)) : 0;
  }

  /** Count a failure of the key at `now`; failures that left every window are swept. */
  fail(key: string, now = Date.now()): void {
    const conn = this.connection();
    conn.transaction((tx) => {
      tx.insert(rateLimitHits)
        .values({ limiter: this.name, key, expiresAt: now + this.windowMs })
        .run();
      // On the expiry index: only the rows that expired since the last failure anywhere.
      tx.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now)).run();
    });
  }

  /**
   * Check the key and, when it may go on, count this attempt: the seconds to wait
   * (nothing counted), or 0 (counted). Once per request and key: when the request runs
   * again after a lock wait, its attempt is already in, so it is neither counted again
   * nor refused by its own count (`writeOncePerRequest`).
   */
  take(key: string, now = Date.now()): number {
    const conn = this.connection();
    let counted = false;
    const run = writeOncePerRequest(
      `${this.name}\u0000${key}`,
      () => {
        const wait = this.retryAfter(key, now);
        if (wait === 0) {
          this.fail(key, now);
          counted = true;
        }
        return wait;
      },
      () => counted && !conn.$client.inTransaction,
    );
    return run.done ? 0 : run.result;
  }

  /** Forget the key's failures (a successful sign-in). */
  reset(key: string): void {
    this.connection()
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.limiter, this.name), eq(rateLimitHits.key, key)))
      .run();
  }

  /** Forget every key's failures of this limit. */
  clear(): void {
    this.connection().delete(rateLimitHits).where(eq(rateLimitHits.limiter, this.name)).run();
  }
}

/**
 * Work a key may have running at once in this process (a download being streamed): a
 * slot is taken before the work starts and given back when it ends, however it ends.
 * Kept in memory, per process: what it bounds (the process's event loop) is per process.
 */
export class InFlightLimit {
  private readonly running = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** A slot for the key, or null when it has `limit` running; the release is idempotent. */
  acquire(key: string): (() => void) | null {
    const now = this.running.get(key) ?? 0;
    if (now >= this.limit) return null;
    this.running.set(key, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
  }

  /** How many the key has running. */
  count(key: string): number {
    return this.running.get(key) ?? 0;
  }
}

const MINUTE = 60 * 1000;
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Failed sign-ins: 5 per e-mail from one address, and (loosely: carriers share
 * addresses) 100 per address. The per-e-mail count is per address too, so failures
 * from elsewhere never lock the owner of the account out.
 */
export const loginLimits = {
  perEmail: new FailureLimiter("sign_in_email", 5, QUARTER_HOUR),
  perAddress: new FailureLimiter("sign_in_address", 100, QUARTER_HOUR),
};

/**
 * Registrations per client address an hour (REGISTRATIONS_PER_HOUR, default 20): a
 * busy carrier address stays below it, a script does not.
 */
export const registrationLimiter = new FailureLimiter("registration", env.REGISTRATIONS_PER_HOUR, HOUR);

/**
 * Contact messages per client address: 5 an hour. Enough for a person with a follow-up
 * question, few enough that a script cannot flood the admins' inbox.
 */
export const contactLimiter = new FailureLimiter("contact", 5, HOUR);

/**
 * Proofs with screenshots per user an hour (PROOF_UPLOADS_PER_HOUR, default 30): every
 * such proof decodes up to 5 images. An owner sends one proof per campaign, again after
 * a request for changes, and may fix a wrong file: far below 30. Proofs without
 * screenshots decode nothing and are not counted.
 */
export const proofUploadLimiter = new FailureLimiter("proof_upload", env.PROOF_UPLOADS_PER_HOUR, HOUR);

/**
 * Transfer receipts per brand an hour: the same budget as proofs with screenshots
 * (PROOF_UPLOADS_PER_HOUR), each decodes one image. A brand uploads one per invoice, and
 * again to fix a wrong file.
 */
export const receiptUploadLimiter = new FailureLimiter("receipt_upload", env.PROOF_UPLOADS_PER_HOUR, HOUR);

/**
 * Messages with images per user an hour (docs/product.md, "Conversations"): the same
 * budget as proofs with screenshots (PROOF_UPLOADS_PER_HOUR), each decodes up to 3
 * images. Messages without images decode nothing and are not counted.
 */
export const messageImageLimiter = new FailureLimiter("message_images", env.PROOF_UPLOADS_PER_HOUR, HOUR);

/**
 * A brief's report (docs/product.md, "Safety limits"): each read of it by a user, the
 * page, the JSON or a CSV download, counts; REPORT_REQUESTS_PER_MINUTE (default 60) a
 * minute per user across every process, and REPORT_CSV_STREAMS_PER_USER (default 2) CSV
 * downloads running at once per user in a process. One user's script cannot keep a
 * worker busy building reports for everyone else.
 */
export const reportLimits = {
  reads: new FailureLimiter("report_read", env.REPORT_REQUESTS_PER_MINUTE, MINUTE),
  csvStreams: new InFlightLimit(env.REPORT_CSV_STREAMS_PER_USER),
};
