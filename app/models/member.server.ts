import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { communities, members, type Member, type User } from "../../db/schema";
import { db, preparedQuery } from "~/lib/server/db.server";
import { issuesToErrors } from "~/validation/form-data";
import { MemberApiSchema, type MemberApiInput, type MemberInput } from "~/validation/member";
import { communityForActor, getPublicCommunity } from "./community.server";
import { ModelError } from "./errors";
import { assertRole } from "./permissions.server";
import { claimSubmission } from "./submission-claim.server";

/*
 * The key members of a community (/community/members; the member endpoints of
 * docs/api.md). Who may do what:
 * - read (list, one member): the community's owner, and the admin;
 * - an advertiser reads who runs a listed community (listMembersForAdvertiser): names,
 *   roles and social links, never the notes, which are the owner's own;
 * - write (add, change, delete): the community's owner only; the admin does not write
 *   members (403, as for any other role than COMMUNITY_OWNER).
 * A community that exists but is not the actor's answers 403 (notYourCommunity); a
 * member id the actor may not see answers 404 (memberNotFound), the same as a member
 * that does not exist, so nobody learns which ids other owners' members have. Ownership is part of each query's WHERE: another owner's member is never loaded.
 */

export type { Member, MemberApiInput, MemberInput };

/** The API's member object (docs/api.md, "member"). */
export type PublicMember = {
  id: number;
  community_id: number;
  name: string;
  role: string | null;
  social_links: Record<string, string>;
  notes: string | null;
  created_at: string;
};

export function toPublicMember(member: Member): PublicMember {
  return {
    id: member.id,
    community_id: member.communityId,
    name: member.name,
    role: member.role,
    // A JSON column SQLite does not check: read it defensively.
    social_links:
      member.socialLinks && typeof member.socialLinks === "object" && !Array.isArray(member.socialLinks) ? member.socialLinks : {},
    notes: member.notes,
    created_at: member.createdAt.toISOString(),
  };
}

/** The ids of the communities `owner` owns (one at most), as a subquery. */
function ownedCommunityIds(owner: Pick<User, "id">) {
  return db.select({ id: communities.id }).from(communities).where(eq(communities.ownerId, owner.id));
}

/**
 * What the writes take: a member as the API or a form sends it, or any JSON object a
 * client sent (the model checks it with MemberApiSchema after the permission checks, so
 * an endpoint answers 401, 403 and 404 before 400).
 */
type UncheckedInput = MemberApiInput | Record<string, unknown>;

/** The input checked as the API checks it (a model never trusts its caller): 400 with field errors. */
function validInput(input: UncheckedInput): MemberInput {
  const result = z.safeParse(MemberApiSchema, input);
  if (result.success) return result.data;
  const { "": formErrors, ...fields } = issuesToErrors(result.error.issues);
  throw new ModelError("invalid", "invalidInput", { fields: formErrors ? { ...fields, _form: formErrors } : fields });
}

function columnsOf(input: MemberInput) {
  return { name: input.name, role: input.role, notes: input.notes, socialLinks: input.social_links };
}

/**
 * One page of a community's members, in the order they were added (oldest first, id
 * breaking ties: the members_community_idx index serves it), and their number.
 * The community's owner or the admin; 404 without such a community, 403 for anyone else.
 */
export function listMembers(
  actor: User | null | undefined,
  communityId: number,
  page: { limit: number; offset: number },
): { items: Member[]; total: number } {
  const community = communityForActor(actor, communityId, { admin: true });
  const total = countMembers(community.id);
  if (total <= page.offset) return { items: [], total };
  const items = db
    .select()
    .from(members)
    .where(eq(members.communityId, community.id))
    .orderBy(asc(members.createdAt), asc(members.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total };
}

/** A member as an advertiser sees it: no notes. */
export type ShownMember = { id: number; name: string; role: string | null; social_links: Record<string, string> };

/**
 * The first `limit` members of a listed community (in the order they were added) and
 * their number, for an advertiser weighing the community. Only an advertiser (403 for
 * other roles: owners and the admin have listMembers); a community that is not listed
 * (its owner not APPROVED) or does not exist is not found (404). The notes are never
 * read.
 */
export function listMembersForAdvertiser(
  actor: User | null | undefined,
  communityId: number,
  limit: number,
): { items: ShownMember[]; total: number } {
  assertRole(actor, "ADVERTISER");
  if (!getPublicCommunity(communityId, actor)) throw new ModelError("not_found", "communityNotFound");
  const rows = db
    .select({ id: members.id, name: members.name, role: members.role, socialLinks: members.socialLinks })
    .from(members)
    .where(eq(members.communityId, communityId))
    .orderBy(asc(members.createdAt), asc(members.id))
    .limit(limit)
    .all();
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    social_links: row.socialLinks && typeof row.socialLinks === "object" && !Array.isArray(row.socialLinks) ? row.socialLinks : {},
  }));
  return { items, total: rows.length < limit ? rows.length : countMembers(communityId) };
}

/** How many members a community has (for a caller that already holds the community). */
export function countMembers(communityId: number): number {
  return memberCountQuery().get({ community: communityId })?.n ?? 0;
}

// Built and compiled once: the owner's dashboard runs it (docs/decisions/022-render-cost.md).
const memberCountQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(members)
    .where(eq(members.communityId, sql.placeholder("community")))
    .prepare(),
);

/**
 * One member, for its community's owner or the admin; 404 (memberNotFound) for anyone
 * else, as for an id that does not exist.
 */
export function getMember(actor: User | null | undefined, memberId: number): Member {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  const visible =
    actor.role === "ADMIN"
      ? eq(members.id, memberId)
      : and(eq(members.id, memberId), inArray(members.communityId, ownedCommunityIds(actor)));
  const row = db.select().from(members).where(visible).get();
  if (!row) throw new ModelError("not_found", "memberNotFound");
  return row;
}

/** A write's actor: signed in (401) and a community owner (403, the admin included). */
function assertWriter(actor: User | null | undefined): asserts actor is User {
  assertRole(actor, "COMMUNITY_OWNER");
}

/** Add a member to the actor's own community `communityId` (404 none, 403 not the actor's). */
export function createMember(actor: User | null | undefined, communityId: number, input: UncheckedInput): Member {
  assertWriter(actor);
  const community = communityForActor(actor, communityId);
  const value = validInput(input);
  return db.transaction((tx) => {
    claimSubmission(tx);
    return tx
      .insert(members)
      .values({ communityId: community.id, ...columnsOf(value) })
      .returning()
      .get();
  });
}

/** Replace a member of the actor's own community (404 for any other member id). */
export function updateMember(actor: User | null | undefined, memberId: number, input: UncheckedInput): Member {
  assertWriter(actor);
  const owned = and(eq(members.id, memberId), inArray(members.communityId, ownedCommunityIds(actor)));
  if (!db.select({ id: members.id }).from(members).where(owned).get()) {
    throw new ModelError("not_found", "memberNotFound");
  }
  const value = validInput(input);
  const row = db.update(members).set(columnsOf(value)).where(owned).returning().get();
  if (!row) throw new ModelError("not_found", "memberNotFound");
  return row;
}

/** Delete a member of the actor's own community (404 for any other member id); the deleted member. */
export function deleteMember(actor: User | null | undefined, memberId: number): Member {
  assertWriter(actor);
  const owned = and(eq(members.id, memberId), inArray(members.communityId, ownedCommunityIds(actor)));
  const row = db.delete(members).where(owned).returning().get();
  if (!row) throw new ModelError("not_found", "memberNotFound");
  return row;
}
