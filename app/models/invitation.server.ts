import { and, count, eq, inArray, sql } from "drizzle-orm";
import { applications, briefs, communities, invitations, users, type User } from "../../db/schema";
import { isUniqueViolation } from "../../db/storage";
import { db } from "~/lib/server/db.server";
import { ModelError } from "./errors";
import { tell } from "./events/tell.server";
import { assertApproved, assertRole } from "./permissions.server";
import { claimSubmission } from "./submission-claim.server";

/*
 * Invitations to apply (docs/product.md, "Invitations"): an advertiser asks a listed
 * community to apply to one of its ACTIVE briefs. The invitation only tells the owner;
 * applying stays the owner's step (application.server.ts).
 */

/** Invitations an advertiser may send in 24 hours. */
export const INVITATIONS_PER_DAY = 20;

/**
 * An APPROVED advertiser invites a community to apply to one of its ACTIVE briefs; the
 * owner is told (a notification and an e-mail, in the owner's language) with a link to
 * apply. Refused: not the brief's advertiser or not ACTIVE (404 briefNotFound), a
 * community that is not listed (404 communityNotFound), the same community and brief
 * twice (409 alreadyInvited, from the unique index), a community that already applied
 * (409 alreadyAppliedToBrief), more than 20 in 24 hours (429 tooManyInvitations).
 */
export function inviteCommunity(
  actor: User | null | undefined,
  briefId: number,
  communityId: number,
): { id: number; briefId: number; communityId: number; createdAt: Date } {
  assertRole(actor, "ADVERTISER");
  assertApproved(actor);
  try {
    return db.transaction((tx) => {
      claimSubmission(tx);
      const brief = tx
        .select({ id: briefs.id, title: briefs.title, companyName: briefs.companyName })
        .from(briefs)
        .where(and(eq(briefs.id, briefId), eq(briefs.advertiserId, actor.id), eq(briefs.status, "ACTIVE")))
        .get();
      if (!brief) throw new ModelError("not_found", "briefNotFound");
      const community = tx
        .select({ id: communities.id, name: communities.name, ownerId: communities.ownerId })
        .from(communities)
        .innerJoin(users, eq(users.id, communities.ownerId))
        .where(and(eq(communities.id, communityId), eq(users.approvalStatus, "APPROVED")))
        .get();
      if (!community) throw new ModelError("not_found", "communityNotFound");
      const applied = tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.briefId, briefId), eq(applications.communityId, communityId)))
        .get();
      if (applied) throw new ModelError("conflict", "alreadyAppliedToBrief");
      const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
      // invitations_advertiser_idx
      const sent =
        tx
          .select({ n: count() })
          .from(invitations)
          .where(and(eq(invitations.advertiserId, actor.id), sql`${invitations.createdAt} >= ${since.getTime()}`))
          .get()?.n ?? 0;
      if (sent >= INVITATIONS_PER_DAY) throw new ModelError("too_many", "tooManyInvitations", { retryAfterSeconds: 60 * 60 });
      const created = tx
        .insert(invitations)
        .values({ briefId, communityId, advertiserId: actor.id })
        .returning({
          id: invitations.id,
          briefId: invitations.briefId,
          communityId: invitations.communityId,
          createdAt: invitations.createdAt,
        })
        .get();
      tell(tx, community.ownerId, {
        type: "brief_invitation",
        params: { briefId, communityId, brief: brief.title, community: community.name, company: brief.companyName },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, "invitations.brief_id")) throw new ModelError("conflict", "alreadyInvited");
    throw error;
  }
}

/** Which of `communityIds` the advertiser already invited to `briefId` (the search page's buttons). */
export function invitedCommunityIds(actor: User, briefId: number, communityIds: number[]): Set<number> {
  if (communityIds.length === 0) return new Set();
  const rows = db
    .select({ communityId: invitations.communityId })
    .from(invitations)
    .where(and(eq(invitations.briefId, briefId), eq(invitations.advertiserId, actor.id), inArray(invitations.communityId, communityIds)))
    .all();
  return new Set(rows.map((r) => r.communityId));
}
