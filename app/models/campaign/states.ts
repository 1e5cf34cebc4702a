import type { CampaignState, Role } from "~/utils/enums";
import { ModelError } from "../errors";

/*
 * The campaign's state machine (docs/product.md, "Campaigns"): pure rules, no database,
 * so that a screen may import it to decide which actions to offer and the models use it
 * to refuse a move.
 *
 *   IN_PROGRESS --owner submits proof--> PROOF_SUBMITTED
 *   PROOF_SUBMITTED --advertiser accepts (or 7 days pass)--> COMPLETED (both sides are
 *                      asked to review it within 14 days: app/models/review/writing.server.ts; the
 *                      brief stays ACTIVE until its end date: completeEndedBriefs)
 *   PROOF_SUBMITTED --advertiser asks for changes (reason)--> CHANGES_REQUESTED
 *   CHANGES_REQUESTED --owner submits proof again--> PROOF_SUBMITTED
 *   any open state --admin cancels (note)--> CANCELLED
 *
 * A move not allowed from the current state answers 409 naming the moves that are
 * (moveRefused).
 */

/** Days the advertiser has to answer a proof before it is accepted automatically. */
export const PROOF_ANSWER_DAYS = 7;

export const OPEN_STATES = [
  "AWAITING_PAYMENT",
  "IN_PROGRESS",
  "PROOF_SUBMITTED",
  "CHANGES_REQUESTED",
] as const satisfies readonly CampaignState[];

/** The moves of a campaign, by who makes them, and the states they start from. */
export type CampaignMove = "submit_proof" | "accept" | "request_changes" | "cancel";
const MOVE_FROM: Record<CampaignMove, readonly CampaignState[]> = {
  submit_proof: ["IN_PROGRESS", "CHANGES_REQUESTED"],
  accept: ["PROOF_SUBMITTED"],
  request_changes: ["PROOF_SUBMITTED"],
  cancel: OPEN_STATES,
};
const MOVES_OF: Record<CampaignSide, readonly CampaignMove[]> = {
  owner: ["submit_proof"],
  advertiser: ["accept", "request_changes"],
  admin: ["cancel"],
};

/** Which side of a campaign the reader is on. */
export type CampaignSide = "owner" | "advertiser" | "admin";

/** The moves `side` may make from `state`. */
export function movesFrom(state: CampaignState, side: CampaignSide): CampaignMove[] {
  return MOVES_OF[side].filter((move) => MOVE_FROM[move].includes(state));
}

/** Every move allowed from `state`, whoever makes it (what a refused move's 409 names). */
export function allowedMoves(state: CampaignState): CampaignMove[] {
  return (Object.keys(MOVE_FROM) as CampaignMove[]).filter((move) => MOVE_FROM[move].includes(state));
}

/** Whether `move` may be made from `state` (by the side whose move it is). */
export function moveAllowed(state: CampaignState, move: CampaignMove): boolean {
  return MOVE_FROM[move].includes(state);
}

/** Whether `move` is one of `side`'s moves (whatever the state). */
export function isMoveOf(side: CampaignSide, move: CampaignMove): boolean {
  return MOVES_OF[side].includes(move);
}

/**
 * 409 for a move not allowed from `state`, naming the moves that are (by anyone: the
 * refused side has none left from there, and who may move next is what helps).
 */
export function moveRefused(state: CampaignState): ModelError {
  const allowed = allowedMoves(state);
  return new ModelError("conflict", "campaignMoveNotAllowed", { params: { state, allowed: allowed.length ? allowed.join(", ") : "-" } });
}

/** Which side of a campaign a user of `role` is on. */
export function sideOf(role: Role): CampaignSide {
  if (role === "ADMIN") return "admin";
  return role === "ADVERTISER" ? "advertiser" : "owner";
}
