import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { and, count, desc, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  briefs,
  campaignProofs,
  campaigns,
  communities,
  emailOutbox,
  notifications,
  rateLimitHits,
  users,
  type User,
} from "../../../db/schema";
import { makeBrief, makeCampaign, makeCommunity, makeUser, proofInput } from "../../../tests/factories";
import { expectModelError } from "../../../tests/model-errors";
import { planOf, recordStatements } from "../../../tests/statements";
import { db } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";
import { applyToBrief, decideApplication } from "../application.server";
import { briefInputOf, updateBrief } from "../brief-write.server";
import { acceptOverdueProofs, acceptProof, cancelCampaign, completeEndedBriefs, requestChanges, submitProof } from "./commands.server";
import { campaignCountsOfBriefs, getCampaign, listCampaigns, toPublicCampaign } from "./queries.server";
import { REPORT_CHART_BARS, type BriefReport, type ReportRow, briefReport, openBriefReportCsv } from "./report.server";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_SIDE, proofsFolder, screenshotFileFor } from "./screenshots.server";
import { PROOF_ANSWER_DAYS, allowedMoves, movesFrom } from "./states";
import { IMAGE_JOB_RETRY_AFTER_SECONDS, IMAGE_JOB_TTL_MS } from "../image-store.server";
import { renderNotification } from "../notification.server";
import { sweepUnusedScreenshots, SWEEP_GRACE_MS } from "../proof-files.server";
import { proofUploadLimiter } from "../rate-limit.server";

/*
 * Campaigns (docs/product.md, "Campaigns"), on a real SQLite file: every move and who may
 * make it, the proofs kept with their answers, the history, the notifications and e-mails
 * of each step (in the reader's language, in the step's transaction), the brief's
 * completion, the 7-day auto-accept on a clock the test sets, the private screenshots,
 * the brief report and the lists.
 *
 * Screenshots go to a folder of this file's own: DATABASE_URL names a database in a fresh
 * folder (the connection is still the per-test one of tests/setup/db.ts), and proofs/
 * lives beside it.
 */
const originalUrl = process.env.DATABASE_URL;
const folder = path.resolve(".tmp", `proofs-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);

beforeAll(() => {
  process.env.DATABASE_URL = path.join(folder, "guyub.db");
});

afterAll(() => {
  process.env.DATABASE_URL = originalUrl;
  fs.rmSync(folder, { recursive: true, force: true });
});

const PAGE = { limit: 20, offset: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

function setLang(user: User, lang: "en" | "id") {
  db.update(users).set({ lang }).where(eq(users.id, user.id)).run();
}

/** The campaign notifications of a user (registration, approvals left aside), oldest first. */
function campaignNotes(user: User) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), like(notifications.type, "%campaign%")))
    .orderBy(notifications.id)
    .all();
}

/** The campaign e-mails queued for a user, oldest first. */
function campaignMails(user: User) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), like(emailOutbox.kind, "campaign_%")))
    .orderBy(emailOutbox.id)
    .all();
}

function stateOf(id: number) {
  return db.select().from(campaigns).where(eq(campaigns.id, id)).get()!;
}

function briefStatus(id: number) {
  return db.select({ status: briefs.status }).from(briefs).where(eq(briefs.id, id)).get()!.status;
}

function storedScreenshots(): string[] {
  try {
    return fs.readdirSync(proofsFolder()).sort();
  } catch {
    return [];
  }
}

/** Make the database refuse one kind of write, for real, until the returned function runs. */
function failWrites(table: string, when = "1"): () => void {
  const name = `fail_${crypto.randomBytes(4).toString("hex")}`;
  db.$client.exec(`CREATE TEMP TRIGGER ${name} BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'power cut'); END;`);
  return () => db.$client.exec(`DROP TRIGGER temp.${name}`);
}

describe("a campaign's moves", () => {
  it("approval with a fee waits for payment; once paid it is IN_PROGRESS with the agreed fee; each side reads it with its own moves", async () => {
    const { owner, advertiser, admin, brief, community, application, campaignId } = await makeCampaign({ proposedFee: 2_500_000 });
    const asOwner = getCampaign(owner, campaignId);
    expect(asOwner).toMatchObject({
      id: campaignId,
      applicationId: application.id,
      briefId: brief.id,
      communityId: community.id,
      state: "IN_PROGRESS",
      agreedFee: 2_500_000,
      answerDueAt: null,
      side: "owner",
      moves: ["submit_proof"],
      brief: { id: brief.id, title: brief.title, companyName: brief.companyName },
      community: { id: community.id, name: community.name },
      asks: { scopeOfWork: brief.scopeOfWork, schedulePost: brief.schedulePost, communityGuidelines: brief.communityGuidelines },
      proofs: [],
    });
    expect(asOwner.events.map((e) => [e.kind, e.actorName])).toEqual([
      ["started", admin.fullname],
      ["paid", admin.fullname],
    ]);
    expect(getCampaign(advertiser, campaignId)).toMatchObject({ side: "advertiser", moves: [] });
    expect(getCampaign(admin, campaignId)).toMatchObject({ side: "admin", moves: ["cancel"] });
  });

  it("owner proves, advertiser asks for changes with a reason, owner proves again, advertiser accepts: every proof kept with its answer", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const first = await submitProof(
      owner,
      campaignId,
      proofInput({ links: "https://x.com/guyub/status/1\n\nhttps://x.com/guyub/status/2", attendees: 40 }),
    );
    expect(first).toMatchObject({ state: "PROOF_SUBMITTED", moves: [] });
    expect(first.proofs).toHaveLength(1);
    expect(first.proofs[0]).toMatchObject({
      links: ["https://x.com/guyub/status/1", "https://x.com/guyub/status/2"],
      reach: 1200,
      reactions: 150,
      attendees: 40,
      note: "Unggahan tayang Sabtu pagi.",
      screenshots: [],
      decision: null,
    });
    const due = first.answerDueAt!.getTime() - first.proofs[0].createdAt.getTime();
    expect(due).toBe(PROOF_ANSWER_DAYS * DAY_MS);
    expect(getCampaign(advertiser, campaignId).moves).toEqual(["accept", "request_changes"]);

    const asked = requestChanges(advertiser, campaignId, "  Tolong tambahkan tangkapan layar insight.  ");
    expect(asked).toMatchObject({ state: "CHANGES_REQUESTED", answerDueAt: null, moves: [] });
    expect(asked.proofs[0]).toMatchObject({ decision: "CHANGES_REQUESTED", reason: "Tolong tambahkan tangkapan layar insight." });
    expect(getCampaign(owner, campaignId).moves).toEqual(["submit_proof"]);

    const second = await submitProof(owner, campaignId, proofInput({ reach: 5000, note: "" }));
    expect(second.state).toBe("PROOF_SUBMITTED");
    // Newest first; the first submission and its answer are untouched.
    expect(second.proofs.map((p) => [p.reach, p.note, p.decision, p.reason])).toEqual([
      [5000, null, null, null],
      [1200, "Unggahan tayang Sabtu pagi.", "CHANGES_REQUESTED", "Tolong tambahkan tangkapan layar insight."],
    ]);

    const accepted = acceptProof(advertiser, campaignId);
    expect(accepted).toMatchObject({ state: "COMPLETED", answerDueAt: null, moves: [] });
    expect(accepted.proofs.map((p) => p.decision)).toEqual(["ACCEPTED", "CHANGES_REQUESTED"]);
    expect(stateOf(campaignId).latestProofId).toBe(accepted.proofs[0].id);
    expect(db.select().from(campaignProofs).where(eq(campaignProofs.campaignId, campaignId)).all()).toHaveLength(2);

    const history = getCampaign(admin, campaignId).events;
    expect(history.map((e) => [e.kind, e.actorName, e.note])).toEqual([
      ["started", admin.fullname, null],
      ["proof_submitted", owner.fullname, null],
      ["changes_requested", advertiser.fullname, "Tolong tambahkan tangkapan layar insight."],
      ["proof_submitted", owner.fullname, null],
      ["accepted", advertiser.fullname, null],
    ]);
    expect(getCampaign(admin, campaignId).moves).toEqual([]);
  });

  it("a move not allowed from the state is 409 naming the moves that are; nothing changes", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const early = await expectModelError(() => acceptProof(advertiser, campaignId), "conflict", "campaignMoveNotAllowed");
    expect(early.status).toBe(409);
    expect(early.params).toEqual({ state: "IN_PROGRESS", allowed: "submit_proof, cancel" });
    await expectModelError(() => requestChanges(advertiser, campaignId, "Belum ada bukti"), "conflict", "campaignMoveNotAllowed");

    await submitProof(owner, campaignId, proofInput());
    const twice = await expectModelError(submitProof(owner, campaignId, proofInput()), "conflict", "campaignMoveNotAllowed");
    expect(twice.params).toEqual({ state: "PROOF_SUBMITTED", allowed: "accept, request_changes, cancel" });
    expect(getCampaign(owner, campaignId).proofs).toHaveLength(1);

    acceptProof(advertiser, campaignId);
    for (const move of [
      () => acceptProof(advertiser, campaignId),
      () => requestChanges(advertiser, campaignId, "Lagi"),
      () => cancelCampaign(admin, campaignId, "Terlambat"),
      () => submitProof(owner, campaignId, proofInput()),
    ]) {
      const error = await expectModelError(move, "conflict", "campaignMoveNotAllowed");
      expect(error.params).toEqual({ state: "COMPLETED", allowed: "-" });
    }
    expect(getCampaign(admin, campaignId).events.map((e) => e.kind)).toEqual(["started", "proof_submitted", "accepted"]);
    expect(allowedMoves("CHANGES_REQUESTED")).toEqual(["submit_proof", "cancel"]);
    expect(movesFrom("CHANGES_REQUESTED", "advertiser")).toEqual([]);
  });

  it("strangers get 404 before anything is read (no screenshot decoded, nothing written); the wrong role 403; nobody 401", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const otherOwner = await makeUser();
    makeCommunity(otherOwner);
    const otherAdvertiser = await makeUser({ role: "ADVERTISER" });
    const files = storedScreenshots();

    await expectModelError(() => getCampaign(otherOwner, campaignId), "not_found", "campaignNotFound");
    await expectModelError(() => getCampaign(otherAdvertiser, campaignId), "not_found", "campaignNotFound");
    await expectModelError(() => getCampaign(owner, 999_999), "not_found", "campaignNotFound");
    await expectModelError(() => getCampaign(null, campaignId), "unauthenticated");
    // Not an image either: the stranger hears "not found", not about the file.
    await expectModelError(
      submitProof(otherOwner, campaignId, proofInput(), [Buffer.from("not an image")]),
      "not_found",
      "campaignNotFound",
    );
    await expectModelError(submitProof(owner, 999_999, proofInput()), "not_found", "campaignNotFound");

    await expectModelError(submitProof(advertiser, campaignId, proofInput()), "forbidden", "wrongRole");
    await expectModelError(submitProof(admin, campaignId, proofInput()), "forbidden", "wrongRole");
    await expectModelError(() => cancelCampaign(owner, campaignId, "Saya batal"), "forbidden", "wrongRole");
    await expectModelError(() => cancelCampaign(advertiser, campaignId, "Saya batal"), "forbidden", "wrongRole");
    expect(storedScreenshots()).toEqual(files);

    await submitProof(owner, campaignId, proofInput());
    await expectModelError(() => acceptProof(otherAdvertiser, campaignId), "not_found", "campaignNotFound");
    await expectModelError(() => requestChanges(otherAdvertiser, campaignId, "Bukan milik saya"), "not_found", "campaignNotFound");
    await expectModelError(() => acceptProof(owner, campaignId), "forbidden", "wrongRole");
    await expectModelError(() => acceptProof(admin, campaignId), "forbidden", "wrongRole");
    await expectModelError(() => requestChanges(owner, campaignId, "Sendiri"), "forbidden", "wrongRole");
    await expectModelError(() => acceptProof(null, campaignId), "unauthenticated");
    expect(getCampaign(admin, campaignId).state).toBe("PROOF_SUBMITTED");
    expect(campaignNotes(owner)).toEqual([]);
  });

  it("asking for changes needs a reason; cancelling needs a note (400 on the field)", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    const noReason = await expectModelError(() => requestChanges(advertiser, campaignId, "   "), "invalid");
    expect(noReason.fields).toEqual({ reason: ["reasonRequired"] });
    const noNote = await expectModelError(() => cancelCampaign(admin, campaignId, ""), "invalid");
    expect(noNote.fields).toEqual({ note: ["cancelNoteRequired"] });
    expect(getCampaign(admin, campaignId).state).toBe("PROOF_SUBMITTED");
  });

  it("the admin cancels an open campaign from each open state with a note: both parties told, an audit row", async () => {
    const { owner, advertiser, admin, brief, campaignId } = await makeCampaign();
    const second = (await makeCampaign({ advertiser, brief })).campaignId;
    const third = await makeCampaign({ advertiser, brief });
    await submitProof(owner, campaignId, proofInput());
    await submitProof(third.owner, third.campaignId, proofInput());
    requestChanges(advertiser, third.campaignId, "Kurang lengkap");

    for (const id of [campaignId, second, third.campaignId]) {
      const cancelled = cancelCampaign(admin, id, "  Sengketa: unggahan tidak tayang.  ");
      expect(cancelled).toMatchObject({ state: "CANCELLED", answerDueAt: null, moves: [] });
      expect(cancelled.events.at(-1)).toMatchObject({
        kind: "cancelled",
        actorName: admin.fullname,
        note: "Sengketa: unggahan tidak tayang.",
      });
    }
    const audit = db.select().from(auditEvents).where(eq(auditEvents.action, "campaign_cancelled")).all();
    expect(audit.map((a) => [a.subjectType, a.subjectId, a.note])).toEqual(
      [campaignId, second, third.campaignId].map((id) => ["campaign", id, "Sengketa: unggahan tidak tayang."]),
    );
    expect(campaignNotes(owner).map((n) => n.type)).toEqual(["campaign_cancelled"]);
    expect(campaignNotes(advertiser).filter((n) => n.type === "brief_campaign_cancelled")).toHaveLength(3);
    // A cancelled proof is not accepted later by the job.
    expect(acceptOverdueProofs(new Date(Date.now() + 30 * DAY_MS))).toBe(0);
    expect(stateOf(campaignId).state).toBe("CANCELLED");
  });
});

describe("notifications and e-mails of each step", () => {
  it("go to the party concerned, in its language, with the link where it acts", async () => {
    const { owner, advertiser, admin, brief, community, campaignId } = await makeCampaign();
    setLang(owner, "id");
    setLang(advertiser, "en");
    const report = `/briefs/${brief.id}/report?campaign=${campaignId}#campaign-${campaignId}`;
    const ownerPage = `/community/campaigns/${campaignId}`;

    await submitProof(owner, campaignId, proofInput());
    expect(campaignNotes(owner)).toEqual([]);
    const [proofNote] = campaignNotes(advertiser);
    expect(proofNote).toMatchObject({
      type: "brief_campaign_proof",
      data: { campaignId, briefId: brief.id, brief: brief.title, community: community.name },
    });
    expect(renderNotification(proofNote, "en").href).toBe(report);
    const [proofMail] = campaignMails(advertiser);
    expect(proofMail).toMatchObject({
      kind: "campaign_proof_submitted",
      lang: "en",
      subject: `${community.name} submitted proof for "${brief.title}"`,
    });
    expect(proofMail.textBody).toContain(report);

    requestChanges(advertiser, campaignId, "Tambahkan jumlah peserta.");
    const [asked] = campaignNotes(owner);
    expect(asked).toMatchObject({ type: "campaign_changes_requested", data: { reason: "Tambahkan jumlah peserta." } });
    expect(renderNotification(asked, "id")).toMatchObject({ title: "Perubahan diminta", href: ownerPage });
    const [askedMail] = campaignMails(owner);
    expect(askedMail).toMatchObject({
      kind: "campaign_changes_requested",
      lang: "id",
      subject: `Perubahan diminta untuk "${brief.title}"`,
    });
    expect(askedMail.textBody).toContain("Tambahkan jumlah peserta.");
    expect(askedMail.textBody).toContain(ownerPage);

    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    // The completion also asks both sides to review it (review/review.server.test.ts covers those).
    expect(campaignNotes(owner).map((n) => n.type)).toEqual([
      "campaign_changes_requested",
      "campaign_accepted",
      "campaign_review_requested",
    ]);
    expect(campaignMails(owner).map((m) => [m.kind, m.lang])).toEqual([
      ["campaign_changes_requested", "id"],
      ["campaign_accepted", "id"],
    ]);
    expect(campaignMails(advertiser).map((m) => m.kind)).toEqual(["campaign_proof_submitted", "campaign_proof_submitted"]);
    expect(campaignNotes(admin)).toEqual([]);
  });

  it("the approval tells the owner the agreed fee and links the campaign; the completion e-mail says the fee, or that none was agreed", async () => {
    const { owner, advertiser, brief, community, campaignId } = await makeCampaign({ agreedFee: 2_000_000 });
    const ownerPage = `/community/campaigns/${campaignId}`;
    const approval = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, "application_approved")))
      .get()!;
    expect(renderNotification(approval, "en")).toMatchObject({
      message: `Your application to "${brief.title}" was approved: the brand pays Guyub first, do not start yet: we tell you when it is paid. Agreed fee: Rp 2.000.000.`,
      href: ownerPage,
    });
    expect(renderNotification(approval, "id").message).toBe(
      `Lamaran Anda ke "${brief.title}" disetujui: brand membayar Guyub lebih dulu, jangan mulai dulu: kami kabari setelah dibayar. Biaya yang disepakati: Rp 2.000.000.`,
    );
    const approvalMail = db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, "application_approved")))
      .get()!;
    expect(approvalMail.textBody).toContain("Agreed fee: Rp 2.000.000");
    expect(approvalMail.textBody).toContain("The brand pays Guyub first: do not start yet.");
    expect(approvalMail.textBody).not.toContain("has started");
    expect(approvalMail.textBody).toContain(`Open the campaign: http://localhost:${env.PORT}${ownerPage}`);
    expect(approvalMail.textBody).not.toContain("/community/applications");
    expect(approvalMail.htmlBody).toContain(`href="http://localhost:${env.PORT}${ownerPage}"`);
    expect(approvalMail.htmlBody).toContain("<p>Agreed fee: Rp 2.000.000</p>");

    setLang(owner, "id");
    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    const done = campaignMails(owner).find((m) => m.kind === "campaign_accepted")!;
    expect(done).toMatchObject({ kind: "campaign_accepted", lang: "id" });
    expect(done.textBody).toContain(`Pengiklan menerima bukti ${community.name}`);
    expect(done.textBody).toContain("Biaya yang disepakati: Rp 2.000.000");

    // Nothing proposed, nothing agreed: the e-mails say so; the automatic acceptance tells both sides.
    const none = await makeCampaign();
    const noFee = db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, none.owner.email), eq(emailOutbox.kind, "application_approved")))
      .get()!;
    expect(noFee.textBody).toContain("Agreed fee: none was agreed in Guyub");
    expect(noFee.textBody).toContain("Its campaign has started: do the work the brief asks");
    const submitted = await submitProof(none.owner, none.campaignId, proofInput());
    acceptOverdueProofs(new Date(submitted.answerDueAt!.getTime() + 1));
    for (const user of [none.owner, none.advertiser]) {
      expect(campaignMails(user).find((m) => m.kind === "campaign_auto_accepted")?.textBody).toContain(
        "Agreed fee: none was agreed in Guyub",
      );
    }
  });

  it("are written in the step's transaction: an e-mail that cannot be queued undoes the step", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    const restore = failWrites("email_outbox");
    try {
      expect(() => acceptProof(advertiser, campaignId)).toThrow(/power cut/);
    } finally {
      restore();
    }
    const detail = getCampaign(advertiser, campaignId);
    expect(detail.state).toBe("PROOF_SUBMITTED");
    expect(detail.proofs[0].decision).toBeNull();
    expect(detail.events.map((e) => e.kind)).toEqual(["started", "proof_submitted"]);
    expect(campaignNotes(owner)).toEqual([]);
    expect(acceptProof(advertiser, campaignId).state).toBe("COMPLETED");
    expect(campaignNotes(owner).map((n) => n.type)).toEqual(["campaign_accepted", "campaign_review_requested"]);
  });
});

describe("the brief's completion", () => {
  /** A calendar date `days` from today (in WIB, as briefs' dates are). */
  const wibDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

  it("an accepted proof leaves the brief ACTIVE before its end date: other communities may still apply", async () => {
    const { owner, advertiser, brief, campaignId } = await makeCampaign();
    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    expect(briefStatus(brief.id)).toBe("ACTIVE");
    expect(completeEndedBriefs()).toBe(0);
    const next = await makeUser();
    makeCommunity(next);
    expect(applyToBrief(next, brief.id).status).toBe("PENDING");
  });

  it("after its end date it completes by itself once no campaign is open and no application waits: in the job's round or at the step that closes the last one", async () => {
    const first = await makeCampaign();
    const { advertiser, brief, admin } = first;
    const second = await makeCampaign({ advertiser, brief });
    await submitProof(first.owner, first.campaignId, proofInput());
    acceptProof(advertiser, first.campaignId);
    const waiting = await makeUser();
    makeCommunity(waiting);
    const pending = applyToBrief(waiting, brief.id);

    // The end date passes (30 days ahead): a campaign still open keeps the brief ACTIVE.
    const after = new Date(Date.now() + 40 * DAY_MS);
    expect(completeEndedBriefs(after)).toBe(0);
    cancelCampaign(admin, second.campaignId, "Komunitas mundur.");
    expect(briefStatus(brief.id)).toBe("ACTIVE");
    // An application waiting for the admin too.
    expect(completeEndedBriefs(after)).toBe(0);
    decideApplication(admin, pending.id, { status: "REJECTED" });
    expect(completeEndedBriefs(new Date(Date.now() + 10 * DAY_MS))).toBe(0); // before the end date
    expect(completeEndedBriefs(after)).toBe(1);
    expect(briefStatus(brief.id)).toBe("COMPLETED");
    expect(completeEndedBriefs(after)).toBe(0);

    // A brief whose end date passed while a campaign was open: the step closing it completes it at once.
    const late = await makeCampaign({ advertiser });
    await submitProof(late.owner, late.campaignId, proofInput());
    db.update(briefs)
      .set({ timelineEnd: wibDay(-1) })
      .where(eq(briefs.id, late.brief.id))
      .run();
    expect(briefStatus(late.brief.id)).toBe("ACTIVE");
    acceptProof(advertiser, late.campaignId);
    expect(briefStatus(late.brief.id)).toBe("COMPLETED");
  });

  it("ends with its end date in WIB: the brief completes from midnight WIB after it, whatever the server's clock zone", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { timelineStart: "2026-12-01", timelineEnd: "2026-12-31" });
    expect(completeEndedBriefs(new Date("2026-12-31T16:59:59.000Z"))).toBe(0); // 23:59:59 WIB on the 31st
    expect(briefStatus(brief.id)).toBe("ACTIVE");
    expect(completeEndedBriefs(new Date("2026-12-31T17:00:00.000Z"))).toBe(1); // 00:00 WIB on 1 January
    expect(briefStatus(brief.id)).toBe("COMPLETED");
  });

  it("a brief without an end date completes only when its advertiser completes it", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { timelineStart: null, timelineEnd: null });
    const { owner, campaignId } = await makeCampaign({ advertiser, brief });
    await submitProof(owner, campaignId, proofInput());
    acceptProof(advertiser, campaignId);
    expect(completeEndedBriefs(new Date(Date.now() + 3650 * DAY_MS))).toBe(0);
    expect(briefStatus(brief.id)).toBe("ACTIVE");
    updateBrief(advertiser, brief.id, { ...briefInputOf(brief), status: "COMPLETED" });
    expect(briefStatus(brief.id)).toBe("COMPLETED");
  });

  it("leaves every other status alone, and finds every ended brief however many there are", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const ended = Array.from({ length: 5 }, () => makeBrief(advertiser, { timelineEnd: wibDay(-2) }));
    const others = (["DRAFT", "PENDING_APPROVAL", "CANCELLED"] as const).map((status) =>
      makeBrief(advertiser, { status, timelineEnd: wibDay(-2) }),
    );
    expect(completeEndedBriefs(new Date(), 2)).toBe(5);
    expect(ended.map((b) => briefStatus(b.id))).toEqual(Array(5).fill("COMPLETED"));
    expect(others.map((b) => briefStatus(b.id))).toEqual(["DRAFT", "PENDING_APPROVAL", "CANCELLED"]);
  });
});

describe("the 7-day auto-accept", () => {
  async function proven(count: number) {
    const first = await makeCampaign();
    const ids = [first.campaignId];
    for (let i = 1; i < count; i += 1) ids.push((await makeCampaign({ advertiser: first.advertiser, brief: first.brief })).campaignId);
    for (const id of ids) {
      const owner = db
        .select({ id: communities.ownerId })
        .from(campaigns)
        .innerJoin(communities, eq(communities.id, campaigns.communityId))
        .where(eq(campaigns.id, id))
        .get()!;
      await submitProof(db.select().from(users).where(eq(users.id, owner.id)).get()!, id, proofInput());
    }
    // Due one after the other, a minute apart, oldest first.
    const base = Date.now();
    ids.forEach((id, i) =>
      db
        .update(campaigns)
        .set({ answerDueAt: new Date(base + i * 60_000) })
        .where(eq(campaigns.id, id))
        .run(),
    );
    return { ...first, ids, base, last: base + (ids.length - 1) * 60_000 };
  }

  function autoAccepted(userIds: number[]) {
    return db
      .select()
      .from(notifications)
      .where(like(notifications.type, "%auto_accepted"))
      .all()
      .filter((n) => userIds.includes(n.userId));
  }

  it("accepts nothing before 7 days, then the proof with both parties told; the answer and the history say so", async () => {
    const { owner, advertiser, admin, brief, campaignId } = await makeCampaign();
    setLang(owner, "id");
    const submitted = await submitProof(owner, campaignId, proofInput());
    const due = submitted.answerDueAt!.getTime();
    expect(acceptOverdueProofs(new Date(due - 1))).toBe(0);
    expect(acceptOverdueProofs(new Date(submitted.proofs[0].createdAt.getTime() + 6 * DAY_MS))).toBe(0);
    expect(stateOf(campaignId).state).toBe("PROOF_SUBMITTED");

    expect(acceptOverdueProofs(new Date(due + 1))).toBe(1);
    const detail = getCampaign(admin, campaignId);
    expect(detail).toMatchObject({ state: "COMPLETED", answerDueAt: null });
    expect(detail.proofs[0]).toMatchObject({ decision: "AUTO_ACCEPTED", reason: null });
    expect(detail.events.at(-1)).toMatchObject({ kind: "auto_accepted", actorName: null });
    expect(campaignNotes(owner).map((n) => n.type)).toEqual(["campaign_auto_accepted", "campaign_review_requested"]);
    expect(campaignNotes(advertiser).map((n) => n.type)).toEqual([
      "brief_campaign_proof",
      "brief_campaign_auto_accepted",
      "brief_campaign_review_requested",
    ]);
    expect(campaignMails(owner).map((m) => [m.kind, m.lang])).toEqual([["campaign_auto_accepted", "id"]]);
    expect(campaignMails(advertiser).map((m) => [m.kind, m.lang])).toEqual([
      ["campaign_proof_submitted", "en"],
      ["campaign_auto_accepted", "en"],
    ]);
    // Its end date (30 days ahead) has not passed: the brief stays open.
    expect(briefStatus(brief.id)).toBe("ACTIVE");
    expect(acceptOverdueProofs(new Date(due + DAY_MS))).toBe(0);
  });

  it("a restart in the middle: what was accepted stays accepted once, the next run does the rest", async () => {
    const { ids, last, advertiser } = await proven(4);
    const restore = failWrites("campaign_events", `NEW.kind = 'auto_accepted' AND NEW.campaign_id = ${ids[2]}`);
    try {
      expect(() => acceptOverdueProofs(new Date(last), 2)).toThrow(/power cut/);
    } finally {
      restore();
    }
    expect(ids.map((id) => stateOf(id).state)).toEqual(["COMPLETED", "COMPLETED", "PROOF_SUBMITTED", "PROOF_SUBMITTED"]);
    expect(acceptOverdueProofs(new Date(last), 2)).toBe(2);
    expect(ids.map((id) => stateOf(id).state)).toEqual(Array(4).fill("COMPLETED"));
    expect(acceptOverdueProofs(new Date(last), 2)).toBe(0);
    expect(autoAccepted([advertiser.id])).toHaveLength(4);
  });

  it("only what is due: a later due date waits for its own time", async () => {
    const { ids, base } = await proven(3);
    expect(acceptOverdueProofs(new Date(base + 60_000), 1)).toBe(2);
    expect(ids.map((id) => stateOf(id).state)).toEqual(["COMPLETED", "COMPLETED", "PROOF_SUBMITTED"]);
  });

  it("two processes running the job at once accept each proof once and notify once", async () => {
    const { ids, last, advertiser } = await proven(6);
    const script = path.join(folder, `auto-accept-${crypto.randomBytes(4).toString("hex")}.ts`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      script,
      [
        `import { acceptOverdueProofs } from ${JSON.stringify(path.resolve("app/models/campaign/commands.server.ts"))};`,
        // A server process waits for the other's write lock outside SQLite and runs the
        // round again (app/server/lock-wait.server.ts); this bare one waits inside it.
        `import { db } from ${JSON.stringify(path.resolve("app/lib/server/db.server.ts"))};`,
        'db.$client.pragma("busy_timeout = 5000");',
        "while (Date.now() < Number(process.env.START_AT)) {}",
        "console.log(JSON.stringify(acceptOverdueProofs(new Date(Number(process.env.NOW)), 1)));",
      ].join("\n"),
    );
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: db.$client.name, NOW: String(last), START_AT: String(Date.now() + 4000) };
    const tsx = path.resolve("node_modules/.bin/tsx");
    const results = await Promise.all([run(tsx, [script], { env }), run(tsx, [script], { env })]);
    const accepted = results.map((r) => Number(r.stdout.trim().split("\n").at(-1)));
    expect(accepted[0] + accepted[1]).toBe(6);
    expect(ids.map((id) => stateOf(id).state)).toEqual(Array(6).fill("COMPLETED"));
    expect(autoAccepted([advertiser.id])).toHaveLength(6);
    const owners = db
      .select({ id: communities.ownerId })
      .from(campaigns)
      .innerJoin(communities, eq(communities.id, campaigns.communityId))
      .all()
      .map((r) => r.id);
    expect(autoAccepted(owners)).toHaveLength(6);
    expect(
      db
        .select()
        .from(campaignProofs)
        .all()
        .filter((p) => p.decision === "AUTO_ACCEPTED"),
    ).toHaveLength(6);
  }, 60_000);
});

describe("private screenshots", () => {
  /** A photo as a phone makes it: large, with EXIF (camera, place) and an orientation. */
  async function phonePhoto(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: "#2d6a4f" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Guyub Phone", Copyright: "Rahasia", ImageDescription: "Jl. Sudirman 1, Jakarta" } })
      .toBuffer();
  }

  it("are re-encoded to WebP of at most 1280 px without metadata; only the parties and the admin get the file", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const photo = await phonePhoto(3000, 2000);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const small = await sharp({ create: { width: 400, height: 300, channels: 4, background: "#ffffff" } })
      .png()
      .toBuffer();

    const detail = await submitProof(owner, campaignId, proofInput(), [photo, small]);
    const names = detail.proofs[0].screenshots;
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    for (const name of names) expect(storedScreenshots()).toContain(name);

    const big = await sharp(fs.readFileSync(screenshotFileFor(owner, names[0]))).metadata();
    expect(big).toMatchObject({ format: "webp", width: SCREENSHOT_SIDE, height: 853 });
    expect(big.exif).toBeUndefined();
    expect(big.xmp).toBeUndefined();
    expect(big.icc).toBeUndefined();
    const little = await sharp(fs.readFileSync(screenshotFileFor(owner, names[1]))).metadata();
    expect(little).toMatchObject({ format: "webp", width: 400, height: 300 });
    expect(fs.readFileSync(screenshotFileFor(owner, names[0])).includes("Sudirman")).toBe(false);

    for (const reader of [owner, advertiser, admin]) expect(screenshotFileFor(reader, names[0])).toBe(path.join(proofsFolder(), names[0]));
    const otherOwner = await makeUser();
    makeCommunity(otherOwner);
    const otherAdvertiser = await makeUser({ role: "ADVERTISER" });
    for (const stranger of [otherOwner, otherAdvertiser]) {
      await expectModelError(() => screenshotFileFor(stranger, names[0]), "not_found", "screenshotNotFound");
    }
    await expectModelError(() => screenshotFileFor(owner, "../guyub.db"), "not_found", "screenshotNotFound");
    await expectModelError(() => screenshotFileFor(owner, `${"0".repeat(32)}.webp`), "not_found", "screenshotNotFound");
    await expectModelError(() => screenshotFileFor(null, names[0]), "unauthenticated");
  });

  it("refuses, on the screenshots field, a file that is not a PNG, JPEG or WebP, more than 5, or one over 2 MB: nothing written", async () => {
    const { owner, campaignId } = await makeCampaign();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000000" } })
      .gif()
      .toBuffer();
    const files = storedScreenshots();

    for (const [files, key] of [
      [[png, Buffer.from("%PDF-1.7 not an image")], "screenshotNotImage"],
      [[gif], "screenshotNotImage"],
      [[png.subarray(0, 40)], "screenshotNotImage"],
      [Array(6).fill(png), "screenshotsTooMany"],
      [[new Uint8Array(SCREENSHOT_MAX_BYTES + 1)], "screenshotTooLarge"],
    ] as const) {
      const error = await expectModelError(submitProof(owner, campaignId, proofInput(), [...files]), "invalid", key);
      expect(error.fields).toEqual({ screenshots: [key] });
    }
    expect(storedScreenshots()).toEqual(files);
    expect(getCampaign(owner, campaignId)).toMatchObject({ state: "IN_PROGRESS", proofs: [] });
    // Five are fine.
    const five = await submitProof(owner, campaignId, proofInput(), Array(5).fill(png));
    expect(five.proofs[0].screenshots).toHaveLength(5);
  });

  it("a step that fails after the files were written removes them again", async () => {
    const { owner, campaignId } = await makeCampaign();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const files = storedScreenshots();
    const restore = failWrites("campaign_events");
    try {
      await expect(submitProof(owner, campaignId, proofInput(), [png])).rejects.toThrow(/power cut/);
    } finally {
      restore();
    }
    expect(storedScreenshots()).toEqual(files);
    expect(getCampaign(owner, campaignId).proofs).toEqual([]);
  });
});

describe("what a proof needs, and a proof after changes", () => {
  const png = (colour: string) =>
    sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it("needs a link or a screenshot: screenshots alone are a proof (a WhatsApp broadcast, a meet-up); nothing at all is refused on links", async () => {
    const { owner, campaignId } = await makeCampaign();
    const files = storedScreenshots();
    const none = await expectModelError(submitProof(owner, campaignId, proofInput({ links: "  \n " })), "invalid", "invalidInput");
    expect(none.fields).toEqual({ links: ["proofLinkOrScreenshot"] });
    expect(storedScreenshots()).toEqual(files);
    expect(getCampaign(owner, campaignId)).toMatchObject({ state: "IN_PROGRESS", proofs: [] });

    const shots = await submitProof(
      owner,
      campaignId,
      proofInput({ links: [], reach: "2.350", note: "Siaran di grup WhatsApp dan kopdar Sabtu." }),
      [await png("#225588"), await png("#882255")],
    );
    expect(shots.state).toBe("PROOF_SUBMITTED");
    expect(shots.proofs[0]).toMatchObject({ links: [], reach: 2350, note: "Siaran di grup WhatsApp dan kopdar Sabtu." });
    expect(shots.proofs[0].screenshots).toHaveLength(2);
  });

  it("keeps the latest proof's screenshots it names: the same files, read by the parties only; one left out stays with the older proof and is never swept", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const first = await submitProof(owner, campaignId, proofInput(), [await png("#111111"), await png("#222222"), await png("#333333")]);
    const [a, b, c] = first.proofs[0].screenshots;
    requestChanges(advertiser, campaignId, "Tambahkan insight jangkauan.");

    // The form sends every one and ticks those to leave out; the API may name them by address.
    const second = await submitProof(
      owner,
      campaignId,
      proofInput({ keep_screenshots: [a, `/proofs/${b}`, c, a], remove_screenshots: [b] }),
      [await png("#444444")],
    );
    const [d] = second.proofs[0].screenshots.slice(2);
    expect(second.proofs[0].screenshots).toEqual([a, c, d]);
    expect(second.proofs[1].screenshots).toEqual([a, b, c]);
    // One file each: nothing copied, nothing new for the kept ones.
    expect(
      storedScreenshots()
        .filter((name) => [a, b, c, d].includes(name))
        .sort(),
    ).toEqual([a, b, c, d].sort());
    for (const reader of [owner, advertiser, admin])
      for (const name of [a, b, c, d]) expect(screenshotFileFor(reader, name)).toBe(path.join(proofsFolder(), name));
    const stranger = await makeUser({ role: "ADVERTISER" });
    for (const name of [a, c]) await expectModelError(() => screenshotFileFor(stranger, name), "not_found", "screenshotNotFound");

    // The one left out still shows in the older proof: the sweep keeps its file, and every kept one.
    const old = new Date(Date.now() - 2 * SWEEP_GRACE_MS);
    for (const name of [a, b, c, d]) fs.utimesSync(path.join(proofsFolder(), name), old, old);
    sweepUnusedScreenshots(Date.now(), 0);
    for (const name of [a, b, c, d]) expect(fs.existsSync(path.join(proofsFolder(), name))).toBe(true);

    // Kept screenshots alone are a proof too (no link).
    requestChanges(advertiser, campaignId, "Cukup tangkapan layar saja.");
    const third = await submitProof(owner, campaignId, proofInput({ links: [], keep_screenshots: [c] }));
    expect(third.proofs[0]).toMatchObject({ links: [], screenshots: [c] });
  });

  it("refuses, on the screenshots field, a name that is not of the latest proof (an older one, another campaign's) and more than 5 in all", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    const first = await submitProof(owner, campaignId, proofInput(), [await png("#101010"), await png("#202020"), await png("#303030")]);
    const [a, b] = first.proofs[0].screenshots;
    requestChanges(advertiser, campaignId, "Perlu perbaikan.");
    await submitProof(owner, campaignId, proofInput({ keep_screenshots: [a] }));
    requestChanges(advertiser, campaignId, "Masih perlu perbaikan.");

    // b is only in the first proof, no longer the latest.
    const older = await expectModelError(
      submitProof(owner, campaignId, proofInput({ keep_screenshots: [a, b] })),
      "invalid",
      "screenshotNotKept",
    );
    expect(older.fields).toEqual({ screenshots: ["screenshotNotKept"] });
    const other = await makeCampaign({ owner });
    const foreign = (await submitProof(owner, other.campaignId, proofInput(), [await png("#404040")])).proofs[0].screenshots[0];
    await expectModelError(submitProof(owner, campaignId, proofInput({ keep_screenshots: [foreign] })), "invalid", "screenshotNotKept");
    const files = storedScreenshots();
    const many = await expectModelError(
      submitProof(
        owner,
        campaignId,
        proofInput({ keep_screenshots: [a] }),
        await Promise.all(["#1", "#2", "#3", "#4", "#5"].map((x) => png(`${x}${x.slice(1)}${x.slice(1)}`))),
      ),
      "invalid",
      "screenshotsTooMany",
    );
    expect(many.fields).toEqual({ screenshots: ["screenshotsTooMany"] });
    expect(storedScreenshots()).toEqual(files);
    expect(getCampaign(owner, campaignId).state).toBe("CHANGES_REQUESTED");
  });
});

describe("the cost of screenshot uploads", () => {
  /** A PNG of one colour at 1 bit per pixel: a few KB for millions of pixels. */
  function flatPng(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
  }

  /** The first half of a PNG: its header says the size, its pixels cannot be decoded. */
  const firstHalf = (png: Buffer) => png.subarray(0, Math.floor(png.length / 2));

  const proofUploadsCounted = () => db.select().from(rateLimitHits).where(eq(rateLimitHits.limiter, proofUploadLimiter.name)).all().length;

  /** Another server process's connection to the same database file. */
  function otherProcess() {
    return new Database(db.$client.name);
  }

  it("reads the size from the header and refuses an image over 12 megapixels before decoding it, on the screenshots field", async () => {
    const { owner, campaignId } = await makeCampaign();
    const poster = await flatPng(4000, 4000); // 16 megapixels in about 2 KB
    expect(poster.length).toBeLessThan(10_000);
    expect((await sharp(poster).metadata()).bitsPerSample).toBe(1);
    const files = storedScreenshots();
    const small = await flatPng(20, 20);
    for (const upload of [[poster], [small, poster], [small, firstHalf(poster)]]) {
      const error = await expectModelError(submitProof(owner, campaignId, proofInput(), upload), "invalid", "imageTooLarge");
      expect(error.fields).toEqual({ screenshots: ["imageTooLarge"] });
    }
    // Refused before it counted against the hourly limit, and nothing was written.
    expect(proofUploadsCounted()).toBe(0);
    expect(storedScreenshots()).toEqual(files);
    expect(getCampaign(owner, campaignId)).toMatchObject({ state: "IN_PROGRESS", proofs: [] });
    // 4000 x 3000 is exactly 12 megapixels: taken (and the user's image job is free again).
    const detail = await submitProof(owner, campaignId, proofInput(), [await flatPng(4000, 3000)]);
    const stored = await sharp(fs.readFileSync(screenshotFileFor(owner, detail.proofs[0].screenshots[0]))).metadata();
    expect(stored).toMatchObject({ format: "webp", width: SCREENSHOT_SIDE, height: 960 });
  });

  it("runs one image job per user: a second proof while the first decodes answers 429 with Retry-After before decoding anything", async () => {
    const { owner, campaignId } = await makeCampaign();
    const second = await makeCampaign({ owner });
    const other = await makeCampaign();
    const image = await flatPng(4000, 3000);
    const first = submitProof(owner, campaignId, proofInput(), [image, image]);
    // The same owner, another campaign, a file that would be refused once decoded: refused as busy instead.
    const busy = await expectModelError(
      submitProof(owner, second.campaignId, proofInput(), [firstHalf(image)]),
      "too_many",
      "imageJobRunning",
    );
    expect(busy.retryAfterSeconds).toBe(IMAGE_JOB_RETRY_AFTER_SECONDS);
    // Another user is not held up; a proof without screenshots decodes nothing and is not held up either.
    await expect(submitProof(other.owner, other.campaignId, proofInput(), [image])).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
    const thirdCampaign = await makeCampaign({ owner });
    const concurrentText = submitProof(owner, thirdCampaign.campaignId, proofInput());
    await expect(first).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
    await expect(concurrentText).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
    // Once the first is done the owner's next upload goes through.
    await expect(submitProof(owner, second.campaignId, proofInput(), [image])).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
  });

  it("a proof the campaign cannot take now is refused before the image job starts: it holds nobody up", async () => {
    const { owner, campaignId } = await makeCampaign();
    const second = await makeCampaign({ owner });
    const image = await flatPng(1000, 1000);
    await submitProof(owner, campaignId, proofInput());
    const late = expectModelError(submitProof(owner, campaignId, proofInput(), [image]), "conflict", "campaignMoveNotAllowed");
    await expect(submitProof(owner, second.campaignId, proofInput(), [image])).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
    await late;
    expect(proofUploadsCounted()).toBe(1);
  });

  it("keeps the user's image job in the database: another process's job refuses this one until it ends or lapses (a dead worker)", async () => {
    const { owner, campaignId } = await makeCampaign();
    const image = await flatPng(200, 100);
    const other = otherProcess();
    try {
      const hold = other.prepare("INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)");
      hold.run(`image_job:${owner.id}`, "4242:a-worker-that-died", Date.now() + IMAGE_JOB_TTL_MS);
      await expectModelError(submitProof(owner, campaignId, proofInput(), [image]), "too_many", "imageJobRunning");
      // Its worker died: once its lease has lapsed the user's job goes through.
      other.prepare("UPDATE job_leases SET expires_at = ? WHERE name = ?").run(Date.now() - 1, `image_job:${owner.id}`);
      await expect(submitProof(owner, campaignId, proofInput(), [image])).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
      // Ended, the job leaves no lease behind.
      expect(other.prepare("SELECT count(*) AS n FROM job_leases WHERE name = ?").get(`image_job:${owner.id}`)).toEqual({ n: 0 });
    } finally {
      other.close();
    }
  });

  it("limits proofs with screenshots per user an hour (429 with Retry-After), counted in the database before decoding; proofs without screenshots are not", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    const second = await makeCampaign({ owner });
    const image = await flatPng(300, 200);
    const key = `user:${owner.id}`;
    const now = Date.now();
    // Another process counted all but one of the hour's proofs.
    const other = otherProcess();
    try {
      const count = other.prepare("INSERT INTO rate_limit_hits (limiter, key, expires_at) VALUES (?, ?, ?)");
      for (let i = 0; i < proofUploadLimiter.limit - 1; i++) count.run(proofUploadLimiter.name, key, now + 60 * 60 * 1000 - i * 1000);
    } finally {
      other.close();
    }
    await submitProof(owner, campaignId, proofInput(), [image]);
    requestChanges(advertiser, campaignId, "Tambah tangkapan layar");
    // The limit is reached: refused before decoding (a file that decoding would refuse says so).
    const files = storedScreenshots();
    const error = await expectModelError(
      submitProof(owner, campaignId, proofInput(), [firstHalf(await flatPng(3000, 3000))]),
      "too_many",
      "tooManyProofUploads",
    );
    expect(error.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(error.params).toEqual({ minutes: 60 });
    expect(storedScreenshots()).toEqual(files);
    expect(proofUploadsCounted()).toBe(proofUploadLimiter.limit);
    // Without screenshots the proof goes through; another user's upload too.
    await expect(submitProof(owner, campaignId, proofInput())).resolves.toMatchObject({ state: "PROOF_SUBMITTED" });
    await expectModelError(submitProof(owner, second.campaignId, proofInput(), [image]), "too_many", "tooManyProofUploads");
    const stranger = await makeCampaign();
    await expect(submitProof(stranger.owner, stranger.campaignId, proofInput(), [image])).resolves.toMatchObject({
      state: "PROOF_SUBMITTED",
    });
  });
});

describe("briefReport", () => {
  it("totals every campaign that is not cancelled with its latest proof; pages the rows; the chart leaves cancelled out", async () => {
    const first = await makeCampaign({ agreedFee: 1_000_000 });
    const { advertiser, admin, brief } = first;
    const second = await makeCampaign({ advertiser, brief, agreedFee: 250_000 });
    const third = await makeCampaign({ advertiser, brief, agreedFee: 5_000_000 });
    const fourth = await makeCampaign({ advertiser, brief });
    await submitProof(first.owner, first.campaignId, proofInput({ reach: 100, reactions: 10, attendees: 5 }));
    requestChanges(advertiser, first.campaignId, "Tambah bukti");
    await submitProof(first.owner, first.campaignId, proofInput({ reach: 300, reactions: 30, attendees: 7 }));
    acceptProof(advertiser, first.campaignId);
    await submitProof(second.owner, second.campaignId, proofInput({ reach: 50, reactions: null, attendees: null }));
    await submitProof(third.owner, third.campaignId, proofInput({ reach: 9_999, reactions: 999, attendees: 99 }));
    cancelCampaign(admin, third.campaignId, "Sengketa");

    const report = briefReport(advertiser, { kind: "brief", id: brief.id }, { limit: 2, offset: 0 });
    expect(report.brief).toMatchObject({ id: brief.id, title: brief.title, status: "ACTIVE" });
    expect(report.total).toBe(4);
    // The spend: the agreed fees of the campaigns not cancelled (the fourth has none).
    expect(report.totals).toEqual({
      reach: 350,
      reactions: 30,
      attendees: 7,
      completed: 1,
      cancelled: 1,
      in_progress: 2,
      campaigns: 4,
      proofs_waiting: 1,
      spend: 1_250_000,
    });
    expect(report.items.map((r) => [r.campaignId, r.state, r.reach, r.decision])).toEqual([
      [first.campaignId, "COMPLETED", 300, "ACCEPTED"],
      [second.campaignId, "PROOF_SUBMITTED", 50, null],
    ]);
    expect(report.items[0]).toMatchObject({
      agreedFee: 1_000_000,
      communityName: first.community.name,
      links: ["https://www.instagram.com/p/guyub-demo/"],
    });
    expect(report.chart).toEqual([
      { campaignId: first.campaignId, name: first.community.name, reach: 300 },
      { campaignId: second.campaignId, name: second.community.name, reach: 50 },
    ]);
    const next = briefReport(advertiser, { kind: "brief", id: brief.id }, { limit: 2, offset: 2 });
    expect(next.items.map((r) => [r.campaignId, r.state, r.links])).toEqual([
      [third.campaignId, "CANCELLED", ["https://www.instagram.com/p/guyub-demo/"]],
      [fourth.campaignId, "IN_PROGRESS", []],
    ]);
    expect(briefReport(advertiser, { kind: "brief", id: brief.id }, { limit: 2, offset: 10 }).items).toEqual([]);
    expect(briefReport(admin, { kind: "brief", id: brief.id }, PAGE).totals).toEqual(report.totals);
  });

  it("totals and charts in SQL what the rows hold: the sums over every row read page by page, the 20 largest reaches", async () => {
    const first = await makeCampaign();
    const { advertiser, admin, brief } = first;
    const made = [first];
    // Fees on two campaigns of three (one in seven is cancelled): the spend leaves those out.
    for (let i = 1; i < 27; i++) made.push(await makeCampaign({ advertiser, brief, agreedFee: i % 3 ? 100_000 * i : undefined }));
    for (const [i, c] of made.entries()) {
      if (i % 6 === 5) continue; // no proof yet
      const reach = i === 8 ? null : 100 * ((i * 7) % 23) + i + 1;
      await submitProof(c.owner, c.campaignId, proofInput({ reach, reactions: i % 4 ? i * 3 : null, attendees: i % 3 ? i : null }));
      if (i % 5 === 0) acceptProof(advertiser, c.campaignId);
      else if (i % 7 === 3) cancelCampaign(admin, c.campaignId, "Sengketa");
    }
    // Every page of 7, then the one past the end.
    const rows: ReportRow[] = [];
    let report: BriefReport;
    for (let offset = 0; ; offset += 7) {
      report = briefReport(advertiser, { kind: "brief", id: brief.id }, { limit: 7, offset });
      if (!report.items.length) break;
      expect(report.items.length).toBe(Math.min(7, made.length - offset));
      rows.push(...report.items);
    }
    expect(rows.map((r) => r.campaignId)).toEqual(made.map((c) => c.campaignId));
    expect(report.total).toBe(27);
    const live = rows.filter((r) => r.state !== "CANCELLED");
    const sum = (key: "reach" | "reactions" | "attendees") => live.reduce((n, r) => n + (r[key] ?? 0), 0);
    const inState = (...states: string[]) => rows.filter((r) => states.includes(r.state)).length;
    expect(report.totals).toEqual({
      reach: sum("reach"),
      reactions: sum("reactions"),
      attendees: sum("attendees"),
      completed: inState("COMPLETED"),
      cancelled: inState("CANCELLED"),
      in_progress: inState("IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED"),
      campaigns: 27,
      proofs_waiting: inState("PROOF_SUBMITTED"),
      spend: live.reduce((n, r) => n + (r.agreedFee ?? 0), 0),
    });
    expect(report.totals.spend).toBeGreaterThan(0);
    expect(report.totals.cancelled).toBeGreaterThan(0);
    expect(report.totals.completed).toBeGreaterThan(0);
    // The chart: the campaigns with proof that were not cancelled, the largest reach first (ties by campaign).
    const bars = live
      .filter((r) => r.proofAt !== null)
      .map((r) => ({ campaignId: r.campaignId, name: r.communityName, reach: r.reach ?? 0 }))
      .sort((a, b) => b.reach - a.reach || a.campaignId - b.campaignId);
    expect(bars.length).toBeGreaterThan(REPORT_CHART_BARS);
    expect(report.chart).toEqual(bars.slice(0, REPORT_CHART_BARS));
  });

  it("is its advertiser's and the admin's only: another advertiser 404, an owner 403", async () => {
    const { owner, brief } = await makeCampaign();
    const other = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => briefReport(other, { kind: "brief", id: brief.id }, PAGE), "not_found", "briefNotFound");
    await expectModelError(() => openBriefReportCsv(other, { kind: "brief", id: brief.id }), "not_found", "briefNotFound");
    await expectModelError(() => openBriefReportCsv(owner, { kind: "brief", id: brief.id }), "forbidden", "wrongRole");
    await expectModelError(() => briefReport(owner, { kind: "brief", id: brief.id }, PAGE), "forbidden", "wrongRole");
    await expectModelError(() => briefReport(other, { kind: "brief", id: 999_999 }, PAGE), "not_found", "briefNotFound");
    const empty = briefReport(other, { kind: "brief", id: makeBrief(other).id }, PAGE);
    expect(empty).toMatchObject({ items: [], total: 0, chart: [], totals: { reach: 0, campaigns: 0, in_progress: 0 } });
  });
});

describe("openBriefReportCsv", () => {
  it("gives every row once, in the report's order, a batch at a time after the last one given; a row is as it is when its batch is read", async () => {
    const first = await makeCampaign();
    const { advertiser, brief } = first;
    const made = [first];
    for (let i = 1; i < 5; i++) made.push(await makeCampaign({ advertiser, brief }));
    await submitProof(made[4].owner, made[4].campaignId, proofInput({ reach: 10 }));
    const csv = openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }, 2);
    expect(csv.brief).toMatchObject({ id: brief.id, title: brief.title });
    const batches = [csv.nextRows()];
    // After the first batch: a new campaign, and a new proof on one not read yet.
    const late = await makeCampaign({ advertiser, brief });
    await submitProof(made[3].owner, made[3].campaignId, proofInput({ reach: 4_321 }));
    for (let rows = csv.nextRows(); rows.length; rows = csv.nextRows()) batches.push(rows);
    csv.close();
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
    const rows = batches.flat();
    expect(rows.map((r) => r.campaignId)).toEqual([...made, late].map((c) => c.campaignId));
    expect(rows[3]).toMatchObject({ state: "PROOF_SUBMITTED", reach: 4_321 });
    expect(rows[4]).toMatchObject({ reach: 10, links: ["https://www.instagram.com/p/guyub-demo/"] });
    expect(csv.nextRows()).toEqual([]);
    // The totals row's figures: counted by the database when asked, over all six campaigns.
    expect(csv.totals()).toMatchObject({ campaigns: 6, reach: 4_331, spend: 0, proofs_waiting: 2 });
  });

  it("runs at most REPORT_CSV_STREAMS_PER_USER downloads of a user at once: 429 with Retry-After until one ends", async () => {
    const { advertiser, admin, brief } = await makeCampaign();
    const open = Array.from({ length: env.REPORT_CSV_STREAMS_PER_USER }, () =>
      openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }),
    );
    const refused = await expectModelError(
      () => openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }),
      "too_many",
      "reportDownloadsRunning",
    );
    expect(refused.retryAfterSeconds).toBe(5);
    // Another reader has slots of its own.
    const byAdmin = openBriefReportCsv(admin, { kind: "brief", id: brief.id });
    byAdmin.close();
    // A download that ended frees its slot, once, however often it is closed.
    open[0].close();
    open[0].close();
    const again = openBriefReportCsv(advertiser, { kind: "brief", id: brief.id });
    await expectModelError(() => openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }), "too_many", "reportDownloadsRunning");
    for (const csv of [again, ...open.slice(1)]) csv.close();
    openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }).close();
  });
});

describe("reads of a report", () => {
  it("are REPORT_REQUESTS_PER_MINUTE a minute per user (page, JSON and CSV alike), then 429 with the seconds to wait", async () => {
    const { advertiser, admin, brief } = await makeCampaign();
    const other = await makeUser({ role: "ADVERTISER" });
    const limit = env.REPORT_REQUESTS_PER_MINUTE;
    expect(limit).toBe(60);
    for (let i = 0; i < limit - 2; i++) briefReport(advertiser, { kind: "brief", id: brief.id }, PAGE);
    openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }).close();
    // A brief that is not the reader's counts too: a read was asked for.
    await expectModelError(() => briefReport(advertiser, { kind: "brief", id: 999_999 }, PAGE), "not_found", "briefNotFound");
    const refused = await expectModelError(
      () => briefReport(advertiser, { kind: "brief", id: brief.id }, PAGE),
      "too_many",
      "tooManyReportReads",
    );
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.params).toEqual({ seconds: refused.retryAfterSeconds });
    await expectModelError(() => openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }), "too_many", "tooManyReportReads");
    // Others read on.
    expect(briefReport(admin, { kind: "brief", id: brief.id }, PAGE).total).toBe(1);
    expect(briefReport(other, { kind: "brief", id: makeBrief(other).id }, PAGE).total).toBe(0);
  });
});

describe("listCampaigns", () => {
  it("gives each side its own campaigns, newest first, with a count per state", async () => {
    const first = await makeCampaign();
    const { advertiser, owner, admin } = first;
    const second = await makeCampaign({ owner, advertiser });
    const elsewhere = await makeCampaign();
    await submitProof(owner, second.campaignId, proofInput());

    const mine = listCampaigns(owner, {}, PAGE);
    expect(mine.items.map((c) => c.id)).toEqual([second.campaignId, first.campaignId]);
    expect(mine.total).toBe(2);
    expect(mine.counts).toEqual({
      AWAITING_PAYMENT: 0,
      IN_PROGRESS: 1,
      PROOF_SUBMITTED: 1,
      CHANGES_REQUESTED: 0,
      COMPLETED: 0,
      CANCELLED: 0,
      all: 2,
    });
    const waiting = listCampaigns(advertiser, { state: "PROOF_SUBMITTED" }, PAGE);
    expect(waiting.items.map((c) => c.id)).toEqual([second.campaignId]);
    expect(waiting.total).toBe(1);
    expect(listCampaigns(advertiser, { briefId: first.brief.id }, PAGE).items.map((c) => c.id)).toEqual([first.campaignId]);
    expect(listCampaigns(elsewhere.owner, {}, PAGE).items.map((c) => c.id)).toEqual([elsewhere.campaignId]);
    expect(listCampaigns(elsewhere.advertiser, { briefId: first.brief.id }, PAGE).total).toBe(0);

    const all = listCampaigns(admin, {}, { limit: 2, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.id)).toEqual([elsewhere.campaignId, second.campaignId]);
    expect(listCampaigns(admin, {}, { limit: 2, offset: 2 }).items.map((c) => c.id)).toEqual([first.campaignId]);
    expect(listCampaigns(admin, {}, { limit: 2, offset: 4 })).toMatchObject({ items: [], total: 3 });
    await expectModelError(() => listCampaigns(null, {}, PAGE), "unauthenticated");
  });

  it("the admin searches by brief title or community name, short or long; renames are found at once", async () => {
    const { admin, brief, community, owner, campaignId } = await makeCampaign();
    const other = await makeCampaign();
    db.update(briefs).set({ title: "Festival Kopi Nusantara" }).where(eq(briefs.id, brief.id)).run();
    db.update(communities).set({ name: "Pecinta Kopi Bogor" }).where(eq(communities.id, community.id)).run();
    const ids = (q: string) => listCampaigns(admin, { q }, PAGE).items.map((c) => c.id);

    expect(ids("kopi nusantara")).toEqual([campaignId]);
    expect(ids("Bogor")).toEqual([campaignId]);
    expect(ids("KOPI")).toEqual([campaignId]);
    expect(ids("Bo")).toEqual([campaignId]);
    expect(ids(other.community.name)).toEqual([other.campaignId]);
    // The old names are gone from the search.
    expect(ids(brief.title)).toEqual([]);
    expect(ids(community.name)).toEqual([]);
    // Quotes, wildcards and FTS syntax are plain text.
    expect(ids('"kopi" OR *')).toEqual([]);
    expect(ids("%")).toEqual([]);
    expect(ids("_")).toEqual([]);
    expect(listCampaigns(admin, { q: "   " }, PAGE).total).toBe(2);
    // Counts follow the search.
    expect(listCampaigns(admin, { q: "Bogor" }, PAGE).counts.all).toBe(1);
    // Only the admin searches: for a party the text is ignored.
    expect(listCampaigns(owner, { q: "no such thing" }, PAGE).items.map((c) => c.id)).toEqual([campaignId]);
  });
});

describe("the admin's campaigns at scale", () => {
  /*
   * 24,000 campaigns over one brief and one community (the list joins them), a sixth of
   * them "Jakarta", the states in turn, the newest CANCELLED ones rare: every list of the
   * admin must read its counts from status_counts (or, for a search, once per data version)
   * and its page from an index range or campaigns_fts walked newest first, never counting,
   * sorting or walking the whole table again.
   */
  it("reads the counts from status_counts, a search's counts once, and each page without a sort; the rows are a plain query's", async () => {
    const { admin, brief, community } = await makeCampaign();
    const insert = db.$client.prepare(
      "INSERT INTO campaigns (application_id, brief_id, advertiser_id, community_id, state, search_text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const states = ["IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED", "COMPLETED", "COMPLETED", "CANCELLED"] as const;
    db.$client.pragma("foreign_keys = OFF"); // the campaigns share one real application's brief and community
    db.$client.transaction(() => {
      for (let i = 0; i < 24_000; i++) {
        const state = i > 20_000 && states[i % 6] === "CANCELLED" ? "COMPLETED" : states[i % 6];
        insert.run(
          1_000_000 + i,
          brief.id,
          brief.advertiserId,
          community.id,
          state,
          `${i % 6 === 1 ? "Festival Jakarta" : "Kelas Bandung"} ${i} · ${community.name}`,
          Date.now(),
          Date.now(),
        );
      }
    })();
    db.$client.pragma("foreign_keys = ON");
    db.$client.exec("ANALYZE");

    const plain = (filters: { state?: (typeof states)[number]; q?: string }, page: { limit: number; offset: number }) => {
      const where = and(
        filters.state ? eq(campaigns.state, filters.state) : undefined,
        filters.q ? like(campaigns.searchText, `%${filters.q}%`) : undefined,
      );
      const ids = db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.id))
        .limit(page.limit)
        .offset(page.offset)
        .all();
      return { ids: ids.map((r) => r.id), total: db.select({ n: count() }).from(campaigns).where(where).get()!.n };
    };
    const cases = [
      {},
      { state: "PROOF_SUBMITTED" as const },
      { state: "CANCELLED" as const },
      { q: "jakarta" },
      { q: "jakarta", state: "PROOF_SUBMITTED" as const },
      { q: "Bandung", state: "CANCELLED" as const },
      { q: "Bandung 2300", state: "COMPLETED" as const },
      { q: "ja" },
    ];
    for (const filters of cases) {
      for (const page of [
        { limit: 20, offset: 0 },
        { limit: 20, offset: 980 },
      ]) {
        const now = listCampaigns(admin, filters, page);
        expect({ ids: now.items.map((c) => c.id), total: now.total }, JSON.stringify({ filters, page })).toEqual(plain(filters, page));
      }
    }
    expect(listCampaigns(admin, { q: "jakarta" }, PAGE).counts).toMatchObject({ PROOF_SUBMITTED: 4_000, all: 4_000 });

    const statements = recordStatements(() => {
      listCampaigns(admin, {}, { limit: 20, offset: 0 });
      listCampaigns(admin, { state: "PROOF_SUBMITTED" }, { limit: 20, offset: 400 });
      listCampaigns(admin, { q: "jakarta" }, { limit: 20, offset: 0 }); // counted above: cached
      listCampaigns(admin, { q: "jakarta", state: "PROOF_SUBMITTED" }, { limit: 20, offset: 0 });
    });
    // No count over the campaigns: the states from status_counts, the search's from the cache.
    expect(statements.filter((st) => /count\(/i.test(st.sql) && /campaigns/.test(st.sql))).toEqual([]);
    expect(statements.some((st) => /from "status_counts"/i.test(st.sql))).toBe(true);
    // (A statement prepared again is recorded once more per call after: keep the first of each.)
    const pages = statements.filter(
      (st, i) =>
        /limit/i.test(st.sql) &&
        statements.findIndex((o) => o.sql === st.sql && JSON.stringify(o.params) === JSON.stringify(st.params)) === i,
    );
    expect(pages).toHaveLength(4);
    for (const st of pages) {
      const plan = planOf(st);
      expect(plan, st.sql).not.toMatch(/TEMP B-TREE/);
      expect(plan, st.sql).not.toMatch(/LIST SUBQUERY/);
    }
    expect(planOf(pages[0])).toMatch(/^SCAN campaigns$/m);
    expect(planOf(pages[1])).toMatch(/SEARCH campaigns USING (COVERING )?INDEX campaigns_state_idx \(state=\?\)/);
    for (const st of pages.slice(2)) expect(planOf(st), st.sql).toMatch(/^SCAN campaigns_fts VIRTUAL TABLE/m);
    // A new campaign is a new data version: the search counts again, and finds it.
    const more = await makeCampaign({ brief });
    db.update(campaigns).set({ searchText: "Jakarta Baru" }).where(eq(campaigns.id, more.campaignId)).run();
    const found = listCampaigns(admin, { q: "jakarta" }, PAGE);
    expect([found.total, found.items[0].id]).toEqual([4_001, more.campaignId]);
  });
});

describe("campaignCountsOfBriefs", () => {
  it("counts each brief's campaigns and the proofs waiting for the advertiser's answer, for its advertiser and the admin only", async () => {
    const first = await makeCampaign();
    const { advertiser, admin, brief } = first;
    const second = await makeCampaign({ advertiser, brief });
    await makeCampaign({ advertiser, brief });
    await submitProof(first.owner, first.campaignId, proofInput());
    await submitProof(second.owner, second.campaignId, proofInput());
    acceptProof(advertiser, second.campaignId);
    const quiet = makeBrief(advertiser);
    const other = await makeCampaign();

    const ids = [brief.id, quiet.id, other.brief.id];
    expect(campaignCountsOfBriefs(advertiser, ids)).toEqual(new Map([[brief.id, { campaigns: 3, proofsWaiting: 1 }]]));
    expect(campaignCountsOfBriefs(admin, ids)).toEqual(
      new Map([
        [brief.id, { campaigns: 3, proofsWaiting: 1 }],
        [other.brief.id, { campaigns: 1, proofsWaiting: 0 }],
      ]),
    );
    expect(campaignCountsOfBriefs(advertiser, [])).toEqual(new Map());
    await expectModelError(() => campaignCountsOfBriefs(first.owner, ids), "forbidden");
  });
});

describe("toPublicCampaign", () => {
  it("is the API's campaign object with its proofs, newest first, and screenshot URLs", async () => {
    const { owner, advertiser, campaignId, brief, community, application } = await makeCampaign({ proposedFee: 750_000 });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    await submitProof(owner, campaignId, proofInput(), [png]);
    const detail = requestChanges(advertiser, campaignId, "Lagi");
    const json = toPublicCampaign(detail);
    expect(json).toMatchObject({
      id: campaignId,
      application_id: application.id,
      brief_id: brief.id,
      community_id: community.id,
      state: "CHANGES_REQUESTED",
      agreed_fee: 750_000,
      brief: { id: brief.id, title: brief.title, company_name: brief.companyName },
      community: { id: community.id, name: community.name },
    });
    expect(json.proofs).toEqual([
      {
        id: detail.proofs[0].id,
        links: ["https://www.instagram.com/p/guyub-demo/"],
        reach: 1200,
        reactions: 150,
        attendees: null,
        note: "Unggahan tayang Sabtu pagi.",
        screenshots: [`/proofs/${detail.proofs[0].screenshots[0]}`],
        created_at: detail.proofs[0].createdAt.toISOString(),
        decision: "changes_requested",
        reason: "Lagi",
      },
    ]);
    expect("proofs" in toPublicCampaign(listCampaigns(owner, {}, PAGE).items[0])).toBe(false);
  });
});
