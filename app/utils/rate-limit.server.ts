import { env } from "./env.server";

/**
 * A sliding-window counter of failures per key, in memory (one server process; a
 * restart forgets it, which only ever helps the user). Used for failed sign-ins.
 */
export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    const oldestThatCounts = list[list.length - this.limit];
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  clear(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    for (const key of this.hits.keys()) this.recent(key, now);
  }
}

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Failed sign-ins: 5 per e-mail from one address, and (loosely: carriers share
 * addresses) 100 per address. The per-e-mail count is per address too, so failures
 * from elsewhere never lock the owner of the account out.
 */
export const loginLimits = {
  perEmail: new FailureLimiter(5, QUARTER_HOUR),
  perAddress: new FailureLimiter(100, QUARTER_HOUR),
};

/**
 * Registrations per client address an hour (REGISTRATIONS_PER_HOUR, default 20): a
 * busy carrier address stays below it, a script does not.
 */
export const registrationLimiter = new FailureLimiter(env.REGISTRATIONS_PER_HOUR, 60 * 60 * 1000);
