import { and, eq } from "drizzle-orm";
import { briefs, type Brief, type User } from "../../db/schema";
import { recordAudit } from "./audit.server";
import { markDecidedNoticesRead } from "./notification.server";
import { tell, tellAdmins } from "./events/tell.server";
import { ModelError } from "./errors";

import { assertApproved, assertRole } from "./permissions.server";
import type { BriefDecision, BriefInput } from "~/validation/brief";
import { db } from "~/lib/server/db.server";
import type { BriefStatus } from "~/utils/enums";

import { claimSubmission } from "./submission-claim.server";

/*
 * The writes of briefs: the advertiser creates, edits, moves and deletes its own briefs,
 * the admin approves or rejects a pending one. Status moves are enforced here, for the
 * forms and the JSON API alike: an advertiser creates a DRAFT or (approved accounts
 * only) a PENDING_APPROVAL brief; DRAFT -> PENDING_APPROVAL or CANCELLED;
 * PENDING_APPROVAL -> DRAFT or CANCELLED; ACTIVE -> COMPLETED or CANCELLED; the admin
 * moves PENDING_APPROVAL to ACTIVE (approve) or CANCELLED (reject) with notes the
 * advertiser reads. Any other move answers 409 naming the allowed ones
 * (docs/decisions/011-brief-status-moves.md). Content changes only while DRAFT or
 * PENDING_APPROVAL.
 */

/** The statuses an advertiser may create a brief in. */
export const CREATE_STATUSES: readonly BriefStatus[] = ["DRAFT", "PENDING_APPROVAL"];

/** The moves an advertiser may make from each status (docs/product.md). */
export const ADVERTISER_MOVES: Readonly<Record<BriefStatus, readonly BriefStatus[]>> = {
  DRAFT: ["PENDING_APPROVAL", "CANCELLED"],
  PENDING_APPROVAL: ["DRAFT", "CANCELLED"],
  ACTIVE: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

/**
 * Briefs whose content the advertiser may still change. Once the admin approved a brief
 * (ACTIVE) the community owners read what was approved: only its status moves on.
 */
const EDITABLE: readonly BriefStatus[] = ["DRAFT", "PENDING_APPROVAL"];

/** Whether the advertiser may still change a brief's content (not only its status). */
export function isBriefEditable(status: BriefStatus): boolean {
  return EDITABLE.includes(status);
}

/**
 * What the advertiser may still do with a brief in `status` on its edit page: change its
 * content and status ("edit": DRAFT, PENDING_APPROVAL), only move its status ("status":
 * ACTIVE), or nothing ("final": COMPLETED, CANCELLED). The cards offer Edit, Change
 * status or neither from it.
 */
export type BriefEditMode = "edit" | "status" | "final";

export function briefEditMode(status: BriefStatus): BriefEditMode {
  if (isBriefEditable(status)) return "edit";
  return ADVERTISER_MOVES[status].length > 0 ? "status" : "final";
}

/** Whether moving a brief to `status` needs an APPROVED account (anything but DRAFT or CANCELLED). */
function needsApproval(status: BriefStatus): boolean {
  return status !== "DRAFT" && status !== "CANCELLED";
}

/**
 * The statuses the form offers: the current one (no move) and the allowed moves, or a
 * new brief's. With `actor`, only those this account may choose now: an account awaiting
 * approval is offered no submission for approval (the model would refuse it).
 */
export function statusChoices(current: BriefStatus | null, actor?: User): BriefStatus[] {
  const all = current ? [current, ...ADVERTISER_MOVES[current]] : [...CREATE_STATUSES];
  if (!actor) return all;
  return all.filter((status) => status === current || !needsApproval(status) || actor.approvalStatus === "APPROVED");
}

/** Whether `actor` may submit its brief in `status` for approval now (the list card's action). */
export function maySubmitForApproval(actor: User, status: BriefStatus): boolean {
  return status !== "PENDING_APPROVAL" && statusChoices(status, actor).includes("PENDING_APPROVAL");
}

function moveRefused(from: string, to: string, allowed: readonly string[]) {
  return new ModelError("conflict", "statusMoveNotAllowed", {
    params: { from, to, allowed: allowed.length ? allowed.join(", ") : "-" },
  });
}

/** Submitting for approval (what the admin and then the owners see) needs an APPROVED account. */
function assertMayPublish(actor: User, status: BriefStatus) {
  if (needsApproval(status)) assertApproved(actor);
}

function briefColumns(input: BriefInput) {
  return {
    title: input.title,
    companyName: input.company_name,
    agencyName: input.agency_name ?? null,
    description: input.description,
    targetCategory: input.target_category,
    campaignCategory: input.campaign_category,
    budgetMin: input.budget_min ?? null,
    budgetMax: input.budget_max ?? null,
    timelineStart: input.timeline_start ?? null,
    timelineEnd: input.timeline_end ?? null,
    terms: input.terms ?? null,
    contactPerson: input.contact_person ?? null,
    contactPhone: input.contact_phone ?? null,
    requirements: input.requirements,
    communityGuidelines: input.community_guidelines,
    schedulePost: input.schedule_post,
    scopeOfWork: input.scope_of_work,
  };
}

/** A brief the actor may write: the advertiser's own (others' are not visible: 404). */
function ownBrief(actor: User, id: number): Brief {
  const row = db
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.advertiserId, actor.id)))
    .get();
  if (!row) throw new ModelError("not_found", "briefNotFound");
  return row;
}

/** POST /api/briefs and the create form: a DRAFT, or PENDING_APPROVAL from an approved account. */
export function createBrief(actor: User | null | undefined, input: BriefInput): Brief {
  assertRole(actor, "ADVERTISER");
  if (!CREATE_STATUSES.includes(input.status)) throw moveRefused("-", input.status, CREATE_STATUSES);
  assertMayPublish(actor, input.status);
  return db.transaction((tx) => {
    claimSubmission(tx);
    const row = tx
      .insert(briefs)
      .values({ advertiserId: actor.id, ...briefColumns(input), status: input.status })
      .returning()
      .get();
    if (row.status === "PENDING_APPROVAL") notifyAdminsOfPending(tx, row);
    return row;
  });
}

/** The admins learn of a brief that now waits for their approval. */
function notifyAdminsOfPending(tx: Parameters<typeof tellAdmins>[0], brief: Brief): void {
  tellAdmins(tx, { type: "new_brief", params: { briefId: brief.id, title: brief.title, company: brief.companyName } });
}

/**
 * PUT /api/briefs/{id} and the edit form: the advertiser's own brief. Content changes
 * while it is DRAFT or PENDING_APPROVAL; the status moves only as ADVERTISER_MOVES allows
 * (409 naming the allowed moves).
 */
export function updateBrief(actor: User | null | undefined, id: number, input: BriefInput): Brief {
  assertRole(actor, "ADVERTISER");
  const current = ownBrief(actor, id);
  const from = current.status;
  const to = input.status;
  if (to !== from && !ADVERTISER_MOVES[from].includes(to)) throw moveRefused(from, to, ADVERTISER_MOVES[from]);
  const columns = briefColumns(input);
  if (!EDITABLE.includes(from)) {
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
      (key) => JSON.stringify(columns[key] ?? null) !== JSON.stringify(current[key] ?? null),
    );
    if (changed) throw new ModelError("conflict", "briefLocked", { params: { allowed: ADVERTISER_MOVES[from].join(", ") || "-" } });
  }
  if (to !== from) assertMayPublish(actor, to);
  const row = db.transaction((tx) => {
    const updated = tx
      .update(briefs)
      .set({ ...(EDITABLE.includes(from) ? columns : {}), status: to, updatedAt: new Date() })
      // Only from the status this decision was made on: a concurrent move (the admin's
      // approval, say) wins, and this one is refused with the moves allowed now.
      .where(and(eq(briefs.id, id), eq(briefs.status, from)))
      .returning()
      .get();
    if (updated && to === "PENDING_APPROVAL" && from !== to) notifyAdminsOfPending(tx, updated);
    return updated;
  });
  if (row) return row;
  const now = ownBrief(actor, id).status;
  throw moveRefused(now, to, ADVERTISER_MOVES[now]);
}

/**
 * The list card's 'Submit for approval': the advertiser's own brief, its content as
 * saved, moved to PENDING_APPROVAL under the same rules as the form (a DRAFT only; 409
 * from any other status but PENDING_APPROVAL, which stays as it is; 403 for an account
 * awaiting approval).
 */
export function submitBriefForApproval(actor: User | null | undefined, id: number): Brief {
  assertRole(actor, "ADVERTISER");
  return updateBrief(actor, id, { ...briefInputOf(ownBrief(actor, id)), status: "PENDING_APPROVAL" });
}

/** DELETE /api/briefs/{id}: the advertiser's own brief, or any as the admin; its applications go too (FK cascade). */
export function deleteBrief(actor: User | null | undefined, id: number): void {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const where = actor.role === "ADMIN" ? eq(briefs.id, id) : and(eq(briefs.id, id), eq(briefs.advertiserId, actor.id));
  const deleted = db.delete(briefs).where(where).returning({ id: briefs.id }).get();
  if (!deleted) throw new ModelError("not_found", "briefNotFound");
}

/** The admin approves (ACTIVE) or rejects (CANCELLED) a brief pending approval, with notes. */
export function decideBrief(actor: User | null | undefined, id: number, decision: BriefDecision): Brief {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const row = tx
      .update(briefs)
      .set({ status: decision.status, adminNotes: decision.adminNotes ?? null, updatedAt: new Date() })
      .where(and(eq(briefs.id, id), eq(briefs.status, "PENDING_APPROVAL")))
      .returning()
      .get();
    if (!row) {
      if (!tx.select({ id: briefs.id }).from(briefs).where(eq(briefs.id, id)).get()) throw new ModelError("not_found", "briefNotFound");
      throw new ModelError("conflict", "briefNotPending");
    }
    recordAudit(tx, {
      actor,
      action: decision.status === "ACTIVE" ? "brief_approved" : "brief_rejected",
      subject: { type: "brief", id: row.id },
      subjectUserId: row.advertiserId,
      note: decision.adminNotes,
      params: { title: row.title },
    });
    markDecidedNoticesRead(tx, "new_brief", "briefId", row.id);
    tell(tx, row.advertiserId, {
      type: decision.status === "ACTIVE" ? "brief_approved" : "brief_rejected",
      params: { briefId: row.id, title: row.title, notes: decision.adminNotes?.trim() ?? "" },
    });
    return row;
  });
}

/** A saved brief as the model's input, its content unchanged (a status move of an ACTIVE brief). */
export function briefInputOf(brief: Brief): Omit<BriefInput, "status"> {
  return {
    title: brief.title,
    company_name: brief.companyName,
    agency_name: brief.agencyName ?? undefined,
    description: brief.description,
    target_category: brief.targetCategory as BriefInput["target_category"],
    campaign_category: brief.campaignCategory,
    budget_min: brief.budgetMin ?? undefined,
    budget_max: brief.budgetMax ?? undefined,
    timeline_start: brief.timelineStart ?? undefined,
    timeline_end: brief.timelineEnd ?? undefined,
    terms: brief.terms ?? undefined,
    contact_person: brief.contactPerson ?? undefined,
    contact_phone: brief.contactPhone ?? undefined,
    // As stored: the model compares it with the saved value and finds it unchanged.
    requirements: brief.requirements as BriefInput["requirements"],
    community_guidelines: brief.communityGuidelines,
    schedule_post: brief.schedulePost,
    scope_of_work: brief.scopeOfWork,
  };
}
