import crypto from "node:crypto";
import os from "node:os";
import { claimLease, leaseHolder, releaseLease } from "~/models/job-lease.server";
import { logger } from "~/lib/server/logger.server";

/*
 * One process's hold on a background job's lease (app/models/job-lease.server.ts): every
 * server process starts the job's timer, and each round runs only where hold() is true.
 * - The holder renews the lease once a third of its time has passed (so a holder that
 *   asks at least that often keeps it), and on a timer while a long round runs.
 * - The others try at each of their ticks (a read, no write, while the lease is taken)
 *   and take it over once it has expired, or at once when its holder is a process of
 *   this machine that is gone (a killed worker, a crashed server started again): a
 *   holder that died elsewhere stops the job for at most the lease's duration.
 * - A graceful stop releases it: another process takes over at its next tick.
 * See docs/decisions/023-process-model.md.
 */
export type JobLeaseOptions = {
  /** How long a claim holds without renewal: longer than the job's interval. */
  ttlMs: number;
  now?: () => number;
};

/** `host:pid:random`, as JobLease names its holders. */
function holderName(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
}

/**
 * A holder named by a process of this machine that no longer runs. A process of another
 * machine, or one that still runs (or whose pid was reused), is not: its lease expires.
 */
export function isDeadLocalHolder(holder: string): boolean {
  const parts = holder.split(":");
  if (parts.length < 3) return false;
  const pid = Number(parts[parts.length - 2]);
  const host = parts.slice(0, -2).join(":");
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

export class JobLease {
  /** This holder: the host, the process and a random part (two leases in one process differ). */
  readonly holder = holderName();
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
      let held = claimLease({ name: this.name, holder: this.holder, now, ttlMs });
      if (!held) {
        const current = leaseHolder(this.name, now);
        if (current && isDeadLocalHolder(current)) {
          held = claimLease({ name: this.name, holder: this.holder, now, ttlMs, replacing: current });
        }
      }
      this.expiresAt = held ? now + ttlMs : 0;
      if (this.failing) logger.info(`${this.name} lease: the database answers again`);
      this.failing = false;
      return held;
    } catch (error) {
      // The database did not answer (locked, disk full): a lease held stays held until it
      // expires, as it does for every other process; one line when this starts.
      if (!this.failing) logger.error(`${this.name} lease: cannot claim it (${String(error)})`);
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
      logger.warn(`${this.name} lease: cannot release it (${String(error)})`);
    }
  }
}
