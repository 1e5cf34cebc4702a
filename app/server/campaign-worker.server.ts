import { acceptOverdueProofs, completeEndedBriefs } from "~/models/campaign/commands.server";
import { runInvoiceDeadlines } from "~/models/money/money.server";
import { runProviderJobs } from "~/models/money/gateway.server";
import { releaseHeldPayouts } from "~/models/money/payouts.server";
import { sweepUnusedScreenshots } from "~/models/proof-files.server";
import { JobLease } from "./lease-holder.server";
import { retryWhenLocked } from "./lock-wait.server";
import { publishDueReviews } from "~/models/review/writing.server";
import { sendMessageDigests, sweepUnusedMessageImages } from "~/models/storefront/threads.server";
import { onShutdown } from "./shutdown.server";
import { expireBookings } from "~/models/storefront/bookings.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The campaign worker: inside the server process (like the mail worker), once a minute
 * it accepts the proofs nobody answered within 7 days (acceptOverdueProofs), then
 * publishes the reviews of the campaigns completed 14 days ago (publishDueReviews), then
 * completes the briefs whose end date has passed and whose campaigns are all over
 * (completeEndedBriefs), then runs the money's deadlines: unpaid invoices past their due
 * date turn overdue, and void 7 days later (runInvoiceDeadlines), payouts held by a bank
 * account change are due again after 24 hours (releaseHeldPayouts), and with a payment
 * provider the checkouts to open, payouts to send and checkouts to reconcile
 * (runProviderJobs; each try claims its row, so a second process never doubles one). The rules live in the models and each step is its own
 * conditional transaction, so a restart in the middle, or a second process running the
 * same job, accepts each proof, publishes each campaign's reviews and completes each
 * brief once. It also expires the bookings left 3 days without a step (expireBookings,
 * docs/product.md "Bookings"). `now` is injectable so tests control the clock. Once an hour (and at
 * start) it also deletes the screenshot files no proof names any more (proof-files.server.ts),
 * and the conversation images no message names (sweepUnusedMessageImages).
 * Each tick also queues the conversations' e-mails that are due, at most one per thread
 * and reader per 15 minutes (sendMessageDigests, storefront/threads.server.ts).
 * Every server process runs the timer, but a tick does the work only in the process that
 * holds the "campaigns" lease (lease-holder.server.ts), which lasts three intervals: a dead
 * holder's work waits at most that long for another process to take over. A round that
 * finds another process holding the database's write lock waits for it as requests do
 * (retryWhenLocked) instead of failing, and a tick starts no round while one still runs.
 */
export type CampaignWorker = {
  stop(): void;
  /** One round of the auto-accept now, lease or not (the ticks ask the lease first): how many proofs it accepted. */
  runOnce(): Promise<number>;
  /** One round of the review publication, lease or not: how many campaigns' reviews it published. */
  publishOnce(): Promise<number>;
  /** One round of the briefs' completion, lease or not: how many briefs it completed. */
  completeOnce(): Promise<number>;
  /** One round of the money's deadlines, lease or not: how many invoices and payouts moved. */
  moneyOnce(): Promise<number>;
  /** One round of the bookings' expiry, lease or not: how many bookings expired. */
  bookingsOnce(): Promise<number>;
  /** One round of the conversations' e-mail digests, lease or not: how many e-mails it queued. */
  digestOnce(): Promise<number>;
  readonly lease: JobLease;
};

export function startCampaignWorker(options: { intervalMs?: number; now?: () => Date; leaseNow?: () => number } = {}): CampaignWorker {
  const intervalMs = options.intervalMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const lease = new JobLease("campaigns", { ttlMs: 3 * intervalMs, now: options.leaseNow });
  const runOnce = async () => {
    try {
      return await retryWhenLocked(() => acceptOverdueProofs(now()), { write: true });
    } catch (error) {
      // A failed round (the disk full, say) is tried again at the next tick.
      logger.error({ err: error }, "campaign worker: the auto-accept round failed");
      return 0;
    }
  };
  const publishOnce = async () => {
    try {
      return await retryWhenLocked(() => publishDueReviews(now()), { write: true });
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the review publication failed");
      return 0;
    }
  };
  const completeOnce = async () => {
    try {
      return await retryWhenLocked(() => completeEndedBriefs(now()), { write: true });
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the brief completion failed");
      return 0;
    }
  };
  const moneyOnce = async () => {
    let moved = 0;
    try {
      moved += await retryWhenLocked(
        () => {
          const { overdue, voided } = runInvoiceDeadlines(now());
          return overdue.length + voided.length + releaseHeldPayouts(now());
        },
        { write: true },
      );
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the money deadlines failed");
    }
    try {
      // With a payment provider: checkouts to open, payouts to send, checkouts to reconcile.
      moved += await runProviderJobs(now());
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the payment provider round failed");
    }
    return moved;
  };
  const bookingsOnce = async () => {
    try {
      return await retryWhenLocked(() => expireBookings(now()), { write: true });
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the bookings' expiry failed");
      return 0;
    }
  };
  const digestOnce = async () => {
    try {
      return await retryWhenLocked(() => sendMessageDigests(now()), { write: true });
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the conversation e-mails failed");
      return 0;
    }
  };
  const sweepEvery = Math.max(1, Math.round((60 * 60_000) / intervalMs));
  let ticks = 0;
  let running = false;
  const tick = async () => {
    if (running || !lease.hold()) return;
    running = true;
    try {
      await runOnce();
      await publishOnce();
      await completeOnce();
      await moneyOnce();
      await bookingsOnce();
      await digestOnce();
      if (ticks++ % sweepEvery !== 0) return;
      sweepUnusedScreenshots(now().getTime());
      sweepUnusedMessageImages(now().getTime());
    } catch (error) {
      logger.error({ err: error }, "campaign worker: the screenshot sweep failed");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 1_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  const worker: CampaignWorker = {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      lease.release();
    },
    runOnce,
    lease,
    publishOnce,
    completeOnce,
    moneyOnce,
    bookingsOnce,
    digestOnce,
  };
  onShutdown(() => worker.stop());
  return worker;
}
