import crypto from "node:crypto";
import { and, asc, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import {
  applications,
  bookings,
  briefs,
  campaignEvents,
  campaignProofs,
  campaigns,
  communities,
  proofScreenshots,
  threads,
  type CampaignEvent,
  type User,
} from "../../../db/schema";
import { toWibDate } from "~/i18n/format";
import { db } from "~/lib/server/db.server";
import type { CampaignState, ProofDecision } from "~/utils/enums";
import { keptScreenshots, type ProofInput } from "~/validation/campaign";
import { recordAudit } from "../audit.server";
import { campaignParams, findParties, type CampaignParties } from "../campaign-parties.server";
import { openCampaignMoney, releaseCampaignMoney, settleCancelledCampaignMoney } from "../money/money.server";
import { ModelError } from "../errors";
import { tellParty } from "../events/tell.server";
import { removeImageFile, withImageJob, writeImageFile } from "../image-store.server";
import { assertRole } from "../permissions.server";
import { proofUploadLimiter } from "../rate-limit.server";
import { requestReviews, reviewWindow } from "../review/writing.server";
import { claimSubmission } from "../submission-claim.server";
import { loadDetail, partyWhere, type CampaignDetail, type Reader, type Tx } from "./queries.server";
import {
  encodeScreenshots,
  proofsFolder,
  proofUploadKey,
  SCREENSHOT_FIELD,
  SCREENSHOT_MAX_BYTES,
  screenshotRefused,
  SCREENSHOTS_MAX,
  tooManyProofUploads,
} from "./screenshots.server";
import { isMoveOf, moveAllowed, moveRefused, OPEN_STATES, PROOF_ANSWER_DAYS, sideOf, type CampaignMove } from "./states";

/*
 * The moves of a campaign (the state machine: ./states.ts), each in its own transaction:
 * the state change, its history row, its notifications and e-mails (the event registry,
 * app/models/events/registry.server.ts), so that a step and what it tells exist together.
 * A move not allowed from the current state answers 409 naming the moves that are; a
 * stranger's campaign is "not found" before anything of it is read.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Start the campaign of an application the admin approves (inside the approval's
 * transaction): IN_PROGRESS, with the agreed fee, and its first history row.
 */
export function startCampaign(
  tx: Tx,
  input: {
    applicationId: number;
    briefId: number;
    communityId: number;
    briefTitle: string;
    communityName: string;
    agreedFee: number | null;
    actorId: number;
  },
): number {
  const brief = tx.select({ advertiserId: briefs.advertiserId }).from(briefs).where(eq(briefs.id, input.briefId)).get()!;
  const created = tx
    .insert(campaigns)
    .values({
      applicationId: input.applicationId,
      briefId: input.briefId,
      advertiserId: brief.advertiserId,
      communityId: input.communityId,
      state: "IN_PROGRESS",
      agreedFee: input.agreedFee,
      searchText: `${input.briefTitle} · ${input.communityName}`,
    })
    .returning({ id: campaigns.id })
    .get();
  tx.insert(campaignEvents).values({ campaignId: created.id, kind: "started", actorId: input.actorId }).run();
  // With a fee and payments on, the work waits for the brand's payment (docs/product.md, "Money").
  openCampaignMoney(tx, {
    campaignId: created.id,
    advertiserId: brief.advertiserId,
    fee: input.agreedFee,
    description: `${input.briefTitle} · ${input.communityName}`,
    now: new Date(),
  });
  return created.id;
}

/**
 * Start the campaign of a booking the owner (or, for a counter-offer, the brand) accepts,
 * inside the acceptance's transaction (docs/product.md, "Bookings"): no brief and no
 * admin approval; the accepted price is the agreed fee, and the money opens as for an
 * approved application (an invoice, AWAITING_PAYMENT while payments are on). The
 * booking's conversation becomes the campaign's. Returns the campaign's id.
 */
export function startBookingCampaign(tx: Tx, input: { bookingId: number; actorId: number; now?: Date }): number {
  const now = input.now ?? new Date();
  const booking = tx
    .select({
      id: bookings.id,
      advertiserId: bookings.advertiserId,
      communityId: bookings.communityId,
      title: bookings.title,
      price: bookings.price,
      community: communities.name,
    })
    .from(bookings)
    .innerJoin(communities, eq(communities.id, bookings.communityId))
    .where(eq(bookings.id, input.bookingId))
    .get();
  if (!booking) throw new ModelError("not_found", "notFound");
  const title = `${booking.title} · ${booking.community}`;
  const created = tx
    .insert(campaigns)
    .values({
      bookingId: booking.id,
      advertiserId: booking.advertiserId,
      communityId: booking.communityId,
      state: "IN_PROGRESS",
      agreedFee: booking.price,
      searchText: title,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: campaigns.id })
    .get();
  recordEvent(tx, created.id, "started", input.actorId, now);
  tx.update(threads).set({ campaignId: created.id }).where(eq(threads.bookingId, booking.id)).run();
  openCampaignMoney(tx, { campaignId: created.id, advertiserId: booking.advertiserId, fee: booking.price, description: title, now });
  return created.id;
}

/** The two parties of a campaign, for notifications and e-mails. */
function partiesOf(tx: Reader, id: number): CampaignParties {
  const parties = findParties(tx, id);
  if (!parties) throw new ModelError("not_found", "campaignNotFound");
  return parties;
}

function recordEvent(tx: Tx, id: number, kind: CampaignEvent["kind"], actorId: number | null, now: Date, note: string | null = null): void {
  tx.insert(campaignEvents).values({ campaignId: id, kind, actorId, note, createdAt: now }).run();
}

/**
 * Load the campaign for a move by `user` (not found unless a party) and check the move is
 * allowed from its state now (409 naming the allowed moves otherwise).
 */
function campaignForMove(tx: Reader, user: User, id: number, move: CampaignMove) {
  const row = tx
    .select({ id: campaigns.id, state: campaigns.state, briefId: campaigns.briefId })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(campaigns.id, id), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  if (!isMoveOf(sideOf(user.role), move)) throw new ModelError("forbidden", "wrongRole");
  if (!moveAllowed(row.state, move)) throw moveRefused(row.state);
  return row;
}

/** Change the state only if it is still `from` (a racing move loses with 409). */
function setState(tx: Tx, id: number, from: CampaignState, set: Partial<typeof campaigns.$inferInsert>, now: Date): void {
  const updated = tx
    .update(campaigns)
    .set({ ...set, updatedAt: now })
    .where(and(eq(campaigns.id, id), eq(campaigns.state, from)))
    .returning({ id: campaigns.id })
    .get();
  if (!updated) {
    const current = tx.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, id)).get();
    throw moveRefused(current?.state ?? from);
  }
}

/*
 * When a brief completes by itself (docs/product.md, "When a brief completes"): it
 * stays ACTIVE, open to applications and invitations, until its end date has passed (in
 * WIB). After that it turns COMPLETED once none of its campaigns is open and no
 * application waits for the admin: at the step that closes its last campaign, or in the
 * campaign worker's round once the date passes (completeEndedBriefs). A brief without an
 * end date completes only when its advertiser completes it (ADVERTISER_MOVES).
 */

/** The condition on `briefs` of a brief that may complete by itself on `today` (YYYY-MM-DD, WIB). */
function briefOver(today: string): SQL {
  return sql`${briefs.status} = 'ACTIVE' AND ${briefs.timelineEnd} IS NOT NULL AND ${briefs.timelineEnd} < ${today}
    AND NOT EXISTS (SELECT 1 FROM ${campaigns} WHERE ${campaigns.briefId} = ${briefs.id} AND ${campaigns.state} IN ${[...OPEN_STATES]})
    AND NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.briefId} = ${briefs.id} AND ${applications.status} = 'PENDING')`;
}

/** Complete one brief if it is over by `now` (briefOver), in the caller's transaction; true when it did. */
function completeBriefIfOver(tx: Tx, briefId: number | null, now: Date): boolean {
  // A booking's campaign has no brief to complete.
  if (briefId === null) return false;
  const done = tx
    .update(briefs)
    .set({ status: "COMPLETED", updatedAt: now })
    .where(and(eq(briefs.id, briefId), briefOver(toWibDate(now))))
    .returning({ id: briefs.id })
    .get();
  return Boolean(done);
}

/**
 * The campaign worker's round (app/server/campaign-worker.server.ts): complete the ACTIVE
 * briefs whose end date has passed and whose campaigns are all over (briefOver), found on
 * briefs_status_end_idx, each in its own conditional transaction (a second run, or a
 * campaign started meanwhile, changes nothing). Returns how many it completed.
 */
export function completeEndedBriefs(now: Date = new Date(), batch = 100): number {
  const today = toWibDate(now);
  let completed = 0;
  let after = 0;
  for (;;) {
    const due = db
      .select({ id: briefs.id })
      .from(briefs)
      .where(and(briefOver(today), sql`${briefs.id} > ${after}`))
      .orderBy(asc(briefs.id))
      .limit(batch)
      .all();
    for (const { id } of due) if (db.transaction((tx) => completeBriefIfOver(tx, id, now))) completed += 1;
    if (due.length < batch) return completed;
    after = due[due.length - 1].id;
  }
}

/**
 * A proof posted with its screenshots (the proof form, the API's multipart body): `work`
 * reads the body and calls submitProof. It gets `beforeScreenshots`, for the route to run
 * as the first screenshot arrives (upload.server.ts `beforeFiles`), before any of its
 * bytes are read: the campaign may take proof now (409), the owner's image job starts
 * (429 while another runs: it lasts until `work` ends, so the screenshots are read and
 * decoded as one job), and the hourly limit is not reached (429). A refused upload thus
 * costs neither the reading of its files nor their decoding.
 */
export function withProofUpload<T>(actor: User, id: number, work: (beforeScreenshots: () => void) => Promise<T>): Promise<T> {
  assertRole(actor, "COMMUNITY_OWNER");
  return withImageJob(actor.id, SCREENSHOT_FIELD.field, (start) =>
    work(() => {
      campaignForMove(db, actor, id, "submit_proof");
      start();
      const wait = proofUploadLimiter.retryAfter(proofUploadKey(actor));
      if (wait > 0) throw tooManyProofUploads(wait);
    }),
  );
}

// ---------------------------------------------------------------------------------------
// The moves.

/** The screenshots of the campaign's latest proof (none before the first). */
function latestScreenshots(reader: Reader, id: number): string[] {
  return (
    reader
      .select({ screenshots: campaignProofs.screenshots })
      .from(campaigns)
      .innerJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
      .where(eq(campaigns.id, id))
      .get()?.screenshots ?? []
  );
}

/**
 * The screenshots of the latest proof a new one keeps (keptScreenshots), each checked to
 * be one of them (400 screenshotNotKept on `screenshots` otherwise).
 */
function keptOfLatest(reader: Reader, id: number, input: ProofInput): string[] {
  const kept = keptScreenshots(input);
  if (kept.length === 0) return kept;
  const latest = new Set(latestScreenshots(reader, id));
  if (kept.some((name) => !latest.has(name))) throw screenshotRefused("screenshotNotKept");
  return kept;
}

/**
 * The owner submits proof (from IN_PROGRESS or CHANGES_REQUESTED): links, figures, a note
 * and up to 5 screenshots (each re-encoded; refused on the `screenshots` field when not
 * an image or over 12 megapixels; 429 while another image job of the owner runs, or past
 * the hourly limit of proofs with screenshots: encodeScreenshots). A proof needs at least
 * one link or one screenshot (400 proofLinkOrScreenshot on `links`): a WhatsApp broadcast
 * or a meet-up has no web page. A proof after changes were asked may keep screenshots of
 * the latest proof (`keep_screenshots`): the new proof names the same files, whose rows
 * (proof_screenshots, by the proof that brought them) say which campaign they are of, so
 * who may read them and when a file is unused (proof-files.server.ts) stay as they were.
 * At most 5 screenshots in all. Every submission is a new row. The advertiser is notified
 * and has 7 days to answer. Files are written before the transaction and removed again
 * if it fails.
 */
export async function submitProof(
  actor: User | null | undefined,
  id: number,
  input: ProofInput,
  screenshots: Uint8Array[] = [],
): Promise<CampaignDetail> {
  assertRole(actor, "COMMUNITY_OWNER");
  if (screenshots.length > SCREENSHOTS_MAX) throw screenshotRefused("screenshotsTooMany");
  if (screenshots.some((bytes) => bytes.byteLength > SCREENSHOT_MAX_BYTES)) throw screenshotRefused("screenshotTooLarge");
  // Checked before any image is decoded: a stranger's request, or a proof the campaign
  // cannot take now, costs no sharp work.
  campaignForMove(db, actor, id, "submit_proof");
  const kept = keptOfLatest(db, id, input);
  if (kept.length + screenshots.length > SCREENSHOTS_MAX) throw screenshotRefused("screenshotsTooMany");
  if (input.links.length === 0 && kept.length + screenshots.length === 0) {
    throw new ModelError("invalid", "invalidInput", { fields: { links: ["proofLinkOrScreenshot"] } });
  }
  const encoded = await encodeScreenshots(actor, screenshots);
  const folder = proofsFolder();
  const names: string[] = [];
  try {
    for (const output of encoded) {
      const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
      await writeImageFile(folder, name, output, "screenshots");
      names.push(name);
    }
    return db.transaction((tx) => {
      // A proof sent twice (a double tap, a retry) is written once: the repeat gets the first answer.
      claimSubmission(tx);
      const current = campaignForMove(tx, actor, id, "submit_proof");
      // Read again in the step's transaction: the proof kept from is still the latest.
      const carried = keptOfLatest(tx, id, input);
      const now = new Date();
      const proof = tx
        .insert(campaignProofs)
        .values({
          campaignId: id,
          links: input.links,
          reach: input.reach ?? null,
          reactions: input.reactions ?? null,
          attendees: input.attendees ?? null,
          note: input.note?.trim() || null,
          screenshots: [...carried, ...names],
          createdAt: now,
        })
        .returning({ id: campaignProofs.id })
        .get();
      for (const name of names) tx.insert(proofScreenshots).values({ name, proofId: proof.id, campaignId: id }).run();
      const answerDueAt = new Date(now.getTime() + PROOF_ANSWER_DAYS * DAY_MS);
      setState(tx, id, current.state, { state: "PROOF_SUBMITTED", latestProofId: proof.id, answerDueAt }, now);
      recordEvent(tx, id, "proof_submitted", actor.id, now);
      const parties = partiesOf(tx, id);
      tellParty(tx, parties, { type: "brief_campaign_proof", params: campaignParams(parties) });
      return loadDetail(tx, actor, id);
    });
  } catch (error) {
    for (const name of names) removeImageFile(folder, name);
    throw error;
  }
}

/** Answer the latest proof and close or reopen the campaign (inside `tx`). */
function answerLatestProof(tx: Tx, id: number, decision: ProofDecision, reason: string | null, now: Date): void {
  const latest = tx
    .select({ id: campaignProofs.id })
    .from(campaignProofs)
    .where(eq(campaignProofs.campaignId, id))
    .orderBy(desc(campaignProofs.id))
    .limit(1)
    .get();
  if (latest) tx.update(campaignProofs).set({ decision, reason, decidedAt: now }).where(eq(campaignProofs.id, latest.id)).run();
}

/**
 * The brief's advertiser answers the waiting proof: accepted (COMPLETED) or changes asked
 * with a reason (CHANGES_REQUESTED). The owner is told. An acceptance completes the brief
 * only once its end date has passed (completeBriefIfOver): before, others may still apply.
 */
function answerProof(actor: User, id: number, answer: { move: "accept" | "request_changes"; reason: string | null }): CampaignDetail {
  const accepted = answer.move === "accept";
  return db.transaction((tx) => {
    campaignForMove(tx, actor, id, answer.move);
    const now = new Date();
    // A completion opens the 14 days of reviews (docs/product.md, "Reviews").
    setState(
      tx,
      id,
      "PROOF_SUBMITTED",
      accepted ? { state: "COMPLETED", answerDueAt: null, ...reviewWindow(now) } : { state: "CHANGES_REQUESTED", answerDueAt: null },
      now,
    );
    answerLatestProof(tx, id, accepted ? "ACCEPTED" : "CHANGES_REQUESTED", answer.reason, now);
    recordEvent(tx, id, accepted ? "accepted" : "changes_requested", actor.id, now, answer.reason);
    const parties = partiesOf(tx, id);
    const params = campaignParams(parties);
    if (answer.reason === null) {
      // The completion says the fee the work earned.
      tellParty(tx, parties, { type: "campaign_accepted", params: { ...params, fee: parties.agreedFee } });
    } else {
      tellParty(tx, parties, { type: "campaign_changes_requested", params: { ...params, reason: answer.reason } });
    }
    if (accepted) {
      releaseCampaignMoney(tx, id, now);
      requestReviews(tx, id);
      completeBriefIfOver(tx, parties.briefId, now);
    }
    return loadDetail(tx, actor, id);
  });
}

/** The brief's advertiser accepts the proof: COMPLETED; the owner is told. */
export function acceptProof(actor: User | null | undefined, id: number): CampaignDetail {
  assertRole(actor, "ADVERTISER");
  return answerProof(actor, id, { move: "accept", reason: null });
}

/** The brief's advertiser asks for changes, with a reason: CHANGES_REQUESTED; the owner is told. */
export function requestChanges(actor: User | null | undefined, id: number, reason: string): CampaignDetail {
  assertRole(actor, "ADVERTISER");
  const why = reason.trim();
  if (!why) throw new ModelError("invalid", "invalidInput", { fields: { reason: ["reasonRequired"] } });
  return answerProof(actor, id, { move: "request_changes", reason: why });
}

/**
 * The admin cancels an open campaign with a note (a dispute): CANCELLED; both parties are
 * told; audit row. Paid, `communityShare` Rupiah of the fee were earned by the community
 * (0 by default, at most the fee) and the rest goes back to the brand; unpaid, its
 * invoice is void and a share is refused (docs/product.md, "Money").
 */
export function cancelCampaign(actor: User | null | undefined, id: number, note: string, communityShare = 0): CampaignDetail {
  assertRole(actor, "ADMIN");
  const why = note.trim();
  if (!why) throw new ModelError("invalid", "invalidInput", { fields: { note: ["cancelNoteRequired"] } });
  return db.transaction((tx) => {
    const current = campaignForMove(tx, actor, id, "cancel");
    const now = new Date();
    setState(tx, id, current.state, { state: "CANCELLED", answerDueAt: null }, now);
    recordEvent(tx, id, "cancelled", actor.id, now, why);
    settleCancelledCampaignMoney(tx, id, communityShare, now);
    const parties = partiesOf(tx, id);
    recordAudit(tx, {
      actor,
      action: "campaign_cancelled",
      subject: { type: "campaign", id },
      subjectUserId: parties.ownerId,
      note: why,
      params: { brief: parties.brief, community: parties.community },
    });
    const params = { ...campaignParams(parties), note: why };
    tellParty(tx, parties, { type: "campaign_cancelled", params });
    tellParty(tx, parties, { type: "brief_campaign_cancelled", params });
    completeBriefIfOver(tx, parties.briefId, now);
    return loadDetail(tx, actor, id);
  });
}

/** Accept one overdue proof, only if it is still PROOF_SUBMITTED and due (false otherwise). */
function autoAccept(tx: Tx, id: number, now: Date): boolean {
  const updated = tx
    .update(campaigns)
    .set({ state: "COMPLETED", answerDueAt: null, updatedAt: now, ...reviewWindow(now) })
    .where(and(eq(campaigns.id, id), eq(campaigns.state, "PROOF_SUBMITTED"), lte(campaigns.answerDueAt, now)))
    .returning({ id: campaigns.id })
    .get();
  if (!updated) return false;
  answerLatestProof(tx, id, "AUTO_ACCEPTED", null, now);
  recordEvent(tx, id, "auto_accepted", null, now);
  releaseCampaignMoney(tx, id, now);
  const parties = partiesOf(tx, id);
  const params = { ...campaignParams(parties), fee: parties.agreedFee };
  tellParty(tx, parties, { type: "campaign_auto_accepted", params });
  tellParty(tx, parties, { type: "brief_campaign_auto_accepted", params });
  requestReviews(tx, id);
  completeBriefIfOver(tx, parties.briefId, now);
  return true;
}

/**
 * Accept every proof left unanswered past its 7 days (the background job,
 * app/server/campaign-worker.server.ts). Each campaign moves in its own transaction and
 * only if it is still PROOF_SUBMITTED and due, so two runs at once (or a run after a
 * restart in the middle) accept each proof once. Returns how many were accepted.
 */
export function acceptOverdueProofs(now: Date = new Date(), batch = 100): number {
  let accepted = 0;
  for (;;) {
    const due = db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.state, "PROOF_SUBMITTED"), lte(campaigns.answerDueAt, now)))
      .orderBy(asc(campaigns.answerDueAt))
      .limit(batch)
      .all();
    let moved = 0;
    for (const { id } of due) {
      if (db.transaction((tx) => autoAccept(tx, id, now))) {
        accepted += 1;
        moved += 1;
      }
    }
    if (due.length < batch || moved === 0) return accepted;
  }
}
