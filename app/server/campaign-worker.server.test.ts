import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/connection";
import { briefs, campaigns, emailOutbox, invoices, notifications, reviews } from "../../db/schema";
import { makeCampaign, proofInput } from "../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { leaseHolder } from "~/models/job-lease.server";
import { writeReview } from "~/models/review/writing.server";
import { DIGEST_GRACE_MS, postMessage } from "~/models/storefront/threads.server";
import { db } from "~/lib/server/db.server";
import { startCampaignWorker } from "./campaign-worker.server";
import { captureLogs } from "~/lib/server/logger.server";

/*
 * The campaign worker (the 7-day auto-accept in the server process) on a real SQLite
 * file, with the clock the test gives it: a round accepts what is due by that clock and
 * nothing else; a failed round is logged and the next one does the work; stop() stops it;
 * the review publication round publishes what is due by the same clock, and the briefs'
 * round completes the briefs whose end date passed by it.
 */

/** `count` campaigns with a proof, due one minute apart from `base`. */
async function proofsDue(count: number, base: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { owner, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    db.update(campaigns)
      .set({ answerDueAt: new Date(base + i * 60_000) })
      .where(eq(campaigns.id, campaignId))
      .run();
    ids.push(campaignId);
  }
  return ids;
}

const statesOf = (ids: number[]) =>
  ids.map((id) => db.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, id)).get()!.state);

/** Make every auto-accept fail for real (the database refuses its history row) until undone. */
function refuseAutoAccept(): () => void {
  db.$client.exec(
    "CREATE TEMP TRIGGER refuse_auto_accept BEFORE INSERT ON campaign_events WHEN NEW.kind = 'auto_accepted' BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
  );
  return () => db.$client.exec("DROP TRIGGER temp.refuse_auto_accept");
}

describe("startCampaignWorker", () => {
  it("runOnce accepts what is due by the worker's clock, once; a failed round is logged and the next does the work", async () => {
    const base = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const ids = await proofsDue(2, base);
    let clock = base - 1;
    const worker = startCampaignWorker({ intervalMs: 3_600_000, now: () => new Date(clock) });
    const logged = captureLogs("error");
    try {
      expect(await worker.runOnce()).toBe(0);
      clock = base;
      expect(await worker.runOnce()).toBe(1);
      expect(statesOf(ids)).toEqual(["COMPLETED", "PROOF_SUBMITTED"]);

      clock = base + 60_000;
      const undo = refuseAutoAccept();
      try {
        expect(await worker.runOnce()).toBe(0);
      } finally {
        undo();
      }
      expect(logged.lines).toEqual([
        expect.objectContaining({
          level: "error",
          msg: "campaign worker: the auto-accept round failed",
          err: expect.objectContaining({ message: expect.stringContaining("disk full") }),
        }),
      ]);
      expect(statesOf(ids)).toEqual(["COMPLETED", "PROOF_SUBMITTED"]);

      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(statesOf(ids)).toEqual(["COMPLETED", "COMPLETED"]);
      const told = db.select().from(notifications).where(like(notifications.type, "%auto_accepted")).all();
      expect(told).toHaveLength(4);
    } finally {
      worker.stop();
      logged.stop();
    }
  });

  it("runs on its own every interval until stopped", async () => {
    const base = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const [first, second] = await proofsDue(2, base);
    let clock = base;
    const worker = startCampaignWorker({ intervalMs: 20, now: () => new Date(clock) });
    try {
      await vi.waitFor(() => expect(statesOf([first])).toEqual(["COMPLETED"]), { timeout: 5_000, interval: 20 });
    } finally {
      worker.stop();
    }
    clock = base + 60_000;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(statesOf([second])).toEqual(["PROOF_SUBMITTED"]);
  });

  it("works in one process at a time: the lease's holder; when it stops, another takes over", async () => {
    // The leases' clock stands still: whatever the ticks' timing, a lease never expires here.
    const leaseNow = () => 2_000_000_000_000;
    const a = startCampaignWorker({ intervalMs: 20, leaseNow });
    const b = startCampaignWorker({ intervalMs: 20, leaseNow });
    const holding = () => [a, b].filter((w) => leaseHolder("campaigns", leaseNow()) === w.lease.holder);
    try {
      await vi.waitFor(() => expect(holding()).toHaveLength(1), { timeout: 5_000, interval: 10 });
      // Many ticks of both later, still the same one.
      const [first] = holding();
      await new Promise((r) => setTimeout(r, 200));
      expect(holding()).toEqual([first]);
      first.stop();
      const other = first === a ? b : a;
      await vi.waitFor(() => expect(holding()).toEqual([other]), { timeout: 5_000, interval: 10 });
    } finally {
      a.stop();
      b.stop();
    }
  });

  it("publishOnce publishes the reviews whose 14 days ended by the worker's clock, once", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    const due = db.select({ at: campaigns.reviewsDueAt }).from(campaigns).where(eq(campaigns.id, campaignId)).get()!.at!;
    writeReview(owner, campaignId, { rating: 4 }, new Date(due.getTime() - 60_000));
    let clock = due.getTime() - 1;
    const worker = startCampaignWorker({ intervalMs: 3_600_000, now: () => new Date(clock) });
    try {
      expect(await worker.publishOnce()).toBe(0);
      clock = due.getTime();
      expect(await worker.publishOnce()).toBe(1);
      expect(await worker.publishOnce()).toBe(0);
      expect(db.select({ at: reviews.publishedAt }).from(reviews).where(eq(reviews.campaignId, campaignId)).get()!.at).toEqual(due);
    } finally {
      worker.stop();
    }
  });

  it("completeOnce completes the briefs whose end date passed by the worker's clock, once their campaigns are over; and so does a tick", async () => {
    const { owner, advertiser, brief, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    const statusOf = () => db.select({ status: briefs.status }).from(briefs).where(eq(briefs.id, brief.id)).get()!.status;
    // The brief ends in 30 days (tests/factories.ts): the day after, in WIB.
    const ended = new Date(`${brief.timelineEnd}T17:00:00.000Z`);
    let clock = ended.getTime() - 1;
    const worker = startCampaignWorker({ intervalMs: 20, now: () => new Date(clock) });
    try {
      expect(await worker.completeOnce()).toBe(0);
      expect(statusOf()).toBe("ACTIVE");
      clock = ended.getTime();
      await vi.waitFor(() => expect(statusOf()).toBe("COMPLETED"), { timeout: 5_000, interval: 20 });
      expect(await worker.completeOnce()).toBe(0);
    } finally {
      worker.stop();
    }
  });

  it("moneyOnce voids an invoice not paid 7 days after its due date by the worker's clock, once; and so does a tick", async () => {
    const { campaignId, invoiceId } = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const due = db.select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, invoiceId!)).get()!.dueDate;
    const stateOf = () => db.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, invoiceId!)).get()!.state;
    // The due date's calendar day in WIB begins at 17:00 UTC the day before.
    const dayStart = (date: string, plus: number) => new Date(Date.parse(`${date}T00:00:00+07:00`) + plus * 86_400_000);
    let clock = dayStart(due, 0).getTime();
    const worker = startCampaignWorker({ intervalMs: 20, now: () => new Date(clock) });
    try {
      expect(await worker.moneyOnce()).toBe(1); // overdue on its due date
      expect(stateOf()).toBe("OVERDUE");
      clock = dayStart(due, 8).getTime() - 1;
      expect(await worker.moneyOnce()).toBe(0);
      clock = dayStart(due, 8).getTime();
      await vi.waitFor(() => expect(stateOf()).toBe("VOID"), { timeout: 5_000, interval: 20 });
      expect(db.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, campaignId)).get()!.state).toBe("CANCELLED");
      expect(await worker.moneyOnce()).toBe(0);
    } finally {
      worker.stop();
    }
  });

  it("digestOnce queues a conversation's e-mail once it is due by the worker's clock, once; and so does a tick", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    const t0 = Date.now() + 20 * 24 * 60 * 60 * 1000;
    await postMessage(owner, { kind: "campaign", id: campaignId }, { text: "Materi sudah kami terima." }, [], new Date(t0));
    const mails = () =>
      db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, advertiser.email))
        .all()
        .filter((m) => m.kind === "thread_digest");
    let clock = t0 + DIGEST_GRACE_MS - 1;
    const worker = startCampaignWorker({ intervalMs: 20, now: () => new Date(clock) });
    try {
      expect(await worker.digestOnce()).toBe(0);
      clock = t0 + DIGEST_GRACE_MS;
      await vi.waitFor(() => expect(mails()).toHaveLength(1), { timeout: 5_000, interval: 20 });
      expect(await worker.digestOnce()).toBe(0);
    } finally {
      worker.stop();
    }
  });

  it("a round that finds another process holding the write lock waits for it and does the work, instead of failing", async () => {
    const base = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const ids = await proofsDue(1, base);
    const worker = startCampaignWorker({ intervalMs: 3_600_000, now: () => new Date(base) });
    const other = openDatabase(db.$client.name);
    const logged = captureLogs("error");
    try {
      other.$client.exec("BEGIN IMMEDIATE");
      setTimeout(() => other.$client.exec("COMMIT"), 300);
      expect(await worker.runOnce()).toBe(1);
      expect(statesOf(ids)).toEqual(["COMPLETED"]);
      expect(logged.lines).toEqual([]);
    } finally {
      worker.stop();
      logged.stop();
      if (other.$client.inTransaction) other.$client.exec("ROLLBACK");
      other.$client.close();
    }
  });
});
