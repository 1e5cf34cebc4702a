import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, lt, sql } from "drizzle-orm";
import { submissionKeys } from "../../db/schema";
import { db } from "~/lib/server/db.server";

/*
 * One-time submission keys: a submission that creates something is done once, however
 * often it is sent (a double tap, a retry after a dropped connection).
 *
 * The HTTP layer runs the submission inside `runSubmission` with its key. Every model
 * function that creates something calls `claimSubmission(tx)` first thing in its write
 * transaction: the key's row goes in with the write, atomically. The same key again
 * finds the row (before anything runs, or at the latest in its own transaction, where
 * the insert conflicts and the whole transaction rolls back): it writes nothing and
 * answers with the first result, stored on the row as soon as it was made. Keys expire
 * after 24 hours. See docs/product.md ("Flaky networks").
 */

export const SUBMISSION_TTL_MS = 24 * 60 * 60 * 1000;

export type SubmissionKey = {
  /** Whose key: "user:<id>", or "anon:<client address>". */
  scope: string;
  key: string;
  /** A digest of what was sent with the key. */
  fingerprint: string;
};

type Context = SubmissionKey & { claimed: boolean; now: () => Date };

const current = new AsyncLocalStorage<Context>();

/** Thrown inside a write transaction when the same key was claimed first by another request. */
export class DuplicateSubmission extends Error {
  constructor() {
    super("duplicate submission");
    this.name = "DuplicateSubmission";
  }
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Inside a creating write transaction: record the running submission's key with the
 * write. No-op outside a keyed submission, and after the first claim of one. Throws
 * DuplicateSubmission (which rolls the transaction back) when the key is taken.
 */
export function claimSubmission(tx: Tx): void {
  const context = current.getStore();
  if (!context || context.claimed) return;
  const now = context.now();
  // An expired row of the same key no longer counts.
  tx.delete(submissionKeys)
    .where(
      and(
        eq(submissionKeys.scope, context.scope),
        eq(submissionKeys.key, context.key),
        lt(submissionKeys.createdAt, new Date(now.getTime() - SUBMISSION_TTL_MS)),
      ),
    )
    .run();
  const inserted = tx
    .insert(submissionKeys)
    .values({ scope: context.scope, key: context.key, fingerprint: context.fingerprint, createdAt: now })
    .onConflictDoNothing()
    .run();
  if (inserted.changes === 0) throw new DuplicateSubmission();
  context.claimed = true;
}

export type PriorSubmission = {
  fingerprint: string;
  /** The first answer as stored by `finishSubmission`; null while it is being made. */
  response: string | null;
};

/** The unexpired record of a key, if any. */
export function findSubmission(key: Pick<SubmissionKey, "scope" | "key">, now = new Date()): PriorSubmission | null {
  const row = db
    .select({ fingerprint: submissionKeys.fingerprint, response: submissionKeys.response, createdAt: submissionKeys.createdAt })
    .from(submissionKeys)
    .where(and(eq(submissionKeys.scope, key.scope), eq(submissionKeys.key, key.key)))
    .get();
  if (!row || row.createdAt.getTime() < now.getTime() - SUBMISSION_TTL_MS) return null;
  return { fingerprint: row.fingerprint, response: row.response };
}

/**
 * Run `fn` as the submission `key`. Returns its result and whether it claimed the key
 * (a creating write happened under it); DuplicateSubmission from a losing transaction
 * goes on to the caller.
 */
export async function runSubmission<T>(
  key: SubmissionKey,
  fn: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<{ result: T; claimed: boolean }> {
  const context: Context = { ...key, claimed: false, now };
  const result = await current.run(context, fn);
  return { result, claimed: context.claimed };
}

/** Store the first answer of a claimed key. */
export function finishSubmission(key: Pick<SubmissionKey, "scope" | "key">, response: string): void {
  db.update(submissionKeys)
    .set({ response })
    .where(and(eq(submissionKeys.scope, key.scope), eq(submissionKeys.key, key.key)))
    .run();
}

/** Delete keys older than 24 hours, a batch at a time (on the created_at index). */
export function deleteExpiredSubmissions(now = new Date(), batch = 500): number {
  const cutoff = now.getTime() - SUBMISSION_TTL_MS;
  return db.run(
    sql`DELETE FROM submission_keys WHERE rowid IN (SELECT rowid FROM submission_keys WHERE created_at < ${cutoff} LIMIT ${batch})`,
  ).changes;
}
