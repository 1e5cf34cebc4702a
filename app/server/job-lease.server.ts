import crypto from "node:crypto";
import os from "node:os";
import { claimLease, releaseLease } from "~/models/job-lease.server";

/*
 * One process's hold on a background job's lease (app/models/job-lease.server.ts): every
 * server process starts the job's timer, and each round runs only where hold() is true.
 * - The holder renews the lease once a third of its time has passed (so a holder that
 *   asks at least that often keeps it), and on a timer while a long round runs.
 * - The others try at each of their ticks (a read, no write, while the lease is taken)
 *   and take it over once it has expired: a holder that died stops the job for at most
 *   the lease's duration.
 * - A graceful stop releases it: another process takes over at its next tick.
 * See docs/decisions/023-process-model.md.
 */
export type JobLeaseOptions = {
  /** How long a claim holds without renewal: longer than the job's interval. */
  ttlMs: number;
  now?: () => number;
};

export class JobLease {
  /** This holder: the host, the process and a random part (two leases in one process differ). */
  readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  private expiresAt = 0;
  private failing = false;
  private readonly now: () => number;

  constructor(
    readonly name: string,
    private readonly options: JobLeaseOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Whether this process may run the job now: it holds the lease, renewed or just taken. */
  hold(): boolean {
    const now = this.now();
    const { ttlMs } = this.options;
    if (this.expiresAt - now > (ttlMs * 2) / 3) return true;
    try {
      const held = claimLease({ name: this.name, holder: this.holder, now, ttlMs });
      this.expiresAt = held ? now + ttlMs : 0;
      if (this.failing) console.error(`[guyub] ${this.name} lease: the database answers again`);
      this.failing = false;
      return held;
    } catch (error) {
      // The database did not answer (locked, disk full): a lease held stays held until it
      // expires, as it does for every other process; one line when this starts.
      if (!this.failing) console.error(`[guyub] ${this.name} lease: cannot claim it (${String(error)})`);
      this.failing = true;
      return this.expiresAt > now;
    }
  }

  /** Run `work` (after hold() said yes), renewing the lease on a timer until it ends. */
  async renewWhile<T>(work: () => Promise<T>): Promise<T> {
    const timer = setInterval(() => this.hold(), Math.max(1, Math.floor(this.options.ttlMs / 3)));
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Give the lease up, when held (a graceful stop). */
  release(): void {
    if (this.expiresAt === 0) return;
    this.expiresAt = 0;
    try {
      releaseLease(this.name, this.holder);
    } catch (error) {
      // It then expires on its own.
      console.error(`[guyub] ${this.name} lease: cannot release it (${String(error)})`);
    }
  }
}
