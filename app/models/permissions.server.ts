import type { User } from "../../db/schema";
import type { Role } from "~/utils/enums";
import { ModelError } from "./errors";

/*
 * The one place the models check who may do what. Routes and the API both reach these
 * through the models, so screens and the API cannot disagree.
 */

/** Signed in, whatever the role (401 otherwise). */
export function requireActor(actor: User | null | undefined): User {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  return actor;
}

export function assertRole(actor: User | null | undefined, ...roles: Role[]): asserts actor is User {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  if (!roles.includes(actor.role)) throw new ModelError("forbidden", "wrongRole");
}

/** Everything another party would see or act on needs an APPROVED account. */
export function assertApproved(actor: User): void {
  if (actor.approvalStatus !== "APPROVED") {
    throw new ModelError("forbidden", "accountNotApproved");
  }
}

/**
 * 'Contact Community' (/advertiser/search): an advertiser asks the admin for a
 * community's contact. Contacting a community needs an APPROVED account.
 */
export function mayContactCommunities(actor: User): boolean {
  return actor.role === "ADVERTISER" && actor.approvalStatus === "APPROVED";
}
