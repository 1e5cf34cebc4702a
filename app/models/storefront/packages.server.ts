import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { bookings, communities, packages, users, type Community, type User } from "../../../db/schema";
import { db, placeholders, placeholderValues, preparedQueries, preparedQuery, type DB } from "~/lib/server/db.server";
import { OFFLINE_PLATFORM, OPEN_BOOKING_STATES } from "~/utils/enums";
import { issuesToErrors } from "~/validation/form-data";
import { MAX_PACKAGES, PackageApiSchema, type PackageApiInput, type PackageInput } from "~/validation/package";
import { ModelError } from "../errors";
import { assertRole } from "../permissions.server";
import { claimSubmission } from "../submission-claim.server";

/*
 * A community's packages (docs/product.md, "Packages"): what a brand books at a fixed
 * price from the community's public page. Who may do what:
 * - write (add, edit, pause, resume, move, delete): the community's owner only (403 for
 *   any other role, the admin included); another owner's package is not found (404), as
 *   one that does not exist. Ownership is part of each query's WHERE.
 * - publish (add, edit, resume): only a verified community (409 packagesNeedVerified);
 *   at most MAX_PACKAGES per community, paused ones included (409 tooManyPackages).
 *   Pausing, moving and deleting stay possible after the verification is withdrawn.
 * - delete: refused while a booking of the package is open (REQUESTED or COUNTERED:
 *   409 packageHasOpenBookings); the owner pauses it instead. A booking keeps its copy
 *   of the package's terms, so deleting one never changes a deal.
 * - read: everyone reads the active packages of a verified community whose owner is
 *   APPROVED (its public page); the owner and the admin read all of them, paused too.
 * A write bumps the public data version in its transaction, so the anonymous page cache
 * (docs/decisions/005-anonymous-page-cache.md) never serves a public page with an old
 * package list.
 */

export type Package = typeof packages.$inferSelect;
export type { PackageApiInput, PackageInput };

/** The API's package object (docs/api.md, "package"). */
export type PublicPackage = {
  id: number;
  community_id: number;
  title: string;
  description: string;
  kind: string;
  platform: string;
  price: number;
  delivery_days: number;
  brand_provides: string;
  active: boolean;
  position: number;
};

export function toPublicPackage(row: Package): PublicPackage {
  return {
    id: row.id,
    community_id: row.communityId,
    title: row.title,
    description: row.description,
    kind: row.kind,
    platform: row.platform,
    price: row.price,
    delivery_days: row.deliveryDays,
    brand_provides: row.brandProvides,
    active: row.active,
    position: row.position,
  };
}

/** The owner's community (one per owner), or 404 noCommunity. */
function ownCommunity(tx: Pick<DB, "select">, owner: User): Community {
  const row = tx.select().from(communities).where(eq(communities.ownerId, owner.id)).get();
  if (!row) throw new ModelError("not_found", "noCommunity");
  return row;
}

/** A write's actor: signed in (401) and a community owner (403, the admin included). */
function assertWriter(actor: User | null | undefined): asserts actor is User {
  assertRole(actor, "COMMUNITY_OWNER");
}

/** Package `id` when it belongs to `owner`'s community; 404 packageNotFound otherwise. */
function ownPackage(tx: Pick<DB, "select">, owner: User, id: number): Package & { verified: boolean } {
  const row = tx
    .select({ pkg: packages, verified: communities.isVerified })
    .from(packages)
    .innerJoin(communities, eq(communities.id, packages.communityId))
    .where(and(eq(packages.id, id), eq(communities.ownerId, owner.id)))
    .get();
  if (!row) throw new ModelError("not_found", "packageNotFound");
  return { ...row.pkg, verified: row.verified };
}

function assertVerified(verified: boolean): void {
  if (!verified) throw new ModelError("conflict", "packagesNeedVerified");
}

/**
 * The input checked as the API checks it (a model never trusts its caller), and its
 * platform one of the community's platform types or OFFLINE: 400 with field errors.
 */
function validInput(input: PackageApiInput | PackageInput | Record<string, unknown>, community: Community): PackageInput {
  const result = z.safeParse(PackageApiSchema, input);
  if (!result.success) {
    const { "": formErrors, ...fields } = issuesToErrors(result.error.issues);
    throw new ModelError("invalid", "invalidInput", { fields: formErrors ? { ...fields, _form: formErrors } : fields });
  }
  const value = result.data;
  if (value.platform !== OFFLINE_PLATFORM && !platformTypesOf(community).includes(value.platform)) {
    throw new ModelError("invalid", "invalidInput", { fields: { platform: ["packagePlatformInvalid"] } });
  }
  return value;
}

/** The platform types a community lists (a JSON column SQLite does not check: read defensively). */
export function platformTypesOf(community: Pick<Community, "platforms">): string[] {
  const platforms = Array.isArray(community.platforms) ? community.platforms : [];
  return [...new Set(platforms.map((p) => (p && typeof p.type === "string" ? p.type : "")).filter(Boolean))];
}

function columnsOf(input: PackageInput) {
  return {
    title: input.title,
    description: input.description,
    kind: input.kind,
    platform: input.platform,
    price: input.price,
    deliveryDays: input.delivery_days,
    brandProvides: input.brand_provides,
  };
}

/**
 * All packages of the owner's community, published and paused, in the owner's order,
 * with the community (null before the owner made one). At most MAX_PACKAGES.
 */
export function listOwnPackages(actor: User | null | undefined): { community: Community | null; items: Package[] } {
  assertWriter(actor);
  const community = db.select().from(communities).where(eq(communities.ownerId, actor.id)).get();
  if (!community) return { community: null, items: [] };
  return { community, items: allPackagesQuery().all({ community: community.id }) };
}

// Built and compiled once: the Packages screen and the API run them
// (docs/decisions/022-render-cost.md). Both read packages_community_idx.
const allPackagesQuery = preparedQuery((db) =>
  db
    .select()
    .from(packages)
    .where(eq(packages.communityId, sql.placeholder("community")))
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(MAX_PACKAGES)
    .prepare(),
);

const activePackagesQuery = preparedQuery((db) =>
  db
    .select()
    .from(packages)
    .where(and(eq(packages.communityId, sql.placeholder("community")), eq(packages.active, true)))
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(MAX_PACKAGES)
    .prepare(),
);

/**
 * The active packages of a community for its public page, in the owner's order, when
 * the community is verified and its owner APPROVED; else undefined (the page is not
 * found). A caller that already checked the community may use activePackagesOf.
 */
export function activePackagesOf(communityId: number): Package[] {
  return activePackagesQuery().all({ community: communityId });
}

/**
 * GET /api/communities/{id}/packages: a community's packages as `viewer` may read them.
 * The owner and the admin read all (paused too) whatever the community's state; anyone
 * else (visitors included) reads the active ones of a verified community whose owner is
 * APPROVED. 404 communityNotFound otherwise, as for one that does not exist.
 */
export function listCommunityPackages(viewer: User | null | undefined, communityId: number): Package[] {
  const row = db
    .select({ ownerId: communities.ownerId, verified: communities.isVerified, ownerStatus: users.approvalStatus })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(eq(communities.id, communityId))
    .get();
  if (!row) throw new ModelError("not_found", "communityNotFound");
  if (viewer && (viewer.role === "ADMIN" || viewer.id === row.ownerId)) return allPackagesQuery().all({ community: communityId });
  if (!row.verified || row.ownerStatus !== "APPROVED") throw new ModelError("not_found", "communityNotFound");
  return activePackagesOf(communityId);
}

/** One of the owner's packages (a dialog's), published or paused; 404 for any other id. */
export function getOwnPackage(actor: User | null | undefined, id: number): Package {
  assertWriter(actor);
  const { verified: _verified, ...pkg } = ownPackage(db, actor, id);
  return pkg;
}

/**
 * How many active packages each community has (the community object's packages_count),
 * in one statement on packages_community_idx.
 */
export function activePackageCounts(communityIds: number[]): Map<number, number> {
  const counts = new Map<number, number>(communityIds.map((id) => [id, 0]));
  if (communityIds.length === 0) return counts;
  for (const row of activeCountsQuery(communityIds.length).all(placeholderValues("id", communityIds))) {
    counts.set(row.communityId, row.n);
  }
  return counts;
}

// One statement per number of communities (a page's), built and compiled once.
const activeCountsQuery = preparedQueries((db, n) =>
  db
    .select({ communityId: packages.communityId, n: count() })
    .from(packages)
    .where(and(inArray(packages.communityId, placeholders("id", n)), eq(packages.active, true)))
    .groupBy(packages.communityId)
    .prepare(),
);

/**
 * Add a package to the owner's own community, published unless `active: false`, last in
 * the owner's order. 404 without a community, 409 unless verified, 409 at MAX_PACKAGES.
 */
export function createPackage(actor: User | null | undefined, input: PackageApiInput | PackageInput | Record<string, unknown>): Package {
  assertWriter(actor);
  return db.transaction((tx) => {
    const community = ownCommunity(tx, actor);
    assertVerified(community.isVerified);
    const value = validInput(input, community);
    claimSubmission(tx);
    const { n, last } = tx
      .select({ n: count(), last: sql<number | null>`max(${packages.position})` })
      .from(packages)
      .where(eq(packages.communityId, community.id))
      .get() ?? { n: 0, last: null };
    if (n >= MAX_PACKAGES) throw new ModelError("conflict", "tooManyPackages", { params: { max: MAX_PACKAGES } });
    const row = tx
      .insert(packages)
      .values({ communityId: community.id, ...columnsOf(value), active: value.active ?? true, position: (last ?? -1) + 1 })
      .returning()
      .get();
    return row;
  });
}

/**
 * Replace a package's terms (its state too when `active` is given). 404 for another
 * owner's package; 409 unless the community is verified.
 */
export function updatePackage(
  actor: User | null | undefined,
  id: number,
  input: PackageApiInput | PackageInput | Record<string, unknown>,
): Package {
  assertWriter(actor);
  return db.transaction((tx) => {
    const current = ownPackage(tx, actor, id);
    assertVerified(current.verified);
    const community = ownCommunity(tx, actor);
    const value = validInput(input, community);
    const row = tx
      .update(packages)
      .set({ ...columnsOf(value), ...(value.active === undefined ? {} : { active: value.active }), updatedAt: new Date() })
      .where(eq(packages.id, current.id))
      .returning()
      .get();
    return row!;
  });
}

/**
 * Pause (nobody can book it; the public page leaves it out) or resume (409 unless the
 * community is verified) one of the owner's packages.
 */
export function setPackageActive(actor: User | null | undefined, id: number, active: boolean): Package {
  assertWriter(actor);
  return db.transaction((tx) => {
    const current = ownPackage(tx, actor, id);
    if (active) assertVerified(current.verified);
    const row = tx.update(packages).set({ active, updatedAt: new Date() }).where(eq(packages.id, current.id)).returning().get();
    return row!;
  });
}

/**
 * Move a package one place up or down in the owner's order (it trades places with its
 * neighbour); at either end nothing moves. The community's packages (ten at most) are
 * numbered again 0, 1, 2... in their new order. The package, as it now stands.
 */
export function movePackage(actor: User | null | undefined, id: number, direction: "up" | "down"): Package {
  assertWriter(actor);
  return db.transaction((tx) => {
    const { verified: _verified, ...current } = ownPackage(tx, actor, id);
    const order = tx
      .select({ id: packages.id, position: packages.position })
      .from(packages)
      .where(eq(packages.communityId, current.communityId))
      .orderBy(asc(packages.position), asc(packages.id))
      .all();
    const at = order.findIndex((row) => row.id === current.id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return current;
    [order[at], order[to]] = [order[to]!, order[at]!];
    order.forEach((row, position) => {
      if (row.position !== position) tx.update(packages).set({ position }).where(eq(packages.id, row.id)).run();
    });
    return { ...current, position: to };
  });
}

/** How many open bookings (REQUESTED or COUNTERED) a package has (bookings_package_idx). */
function openBookingsOf(tx: Pick<DB, "select">, packageId: number): number {
  return (
    tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.packageId, packageId), inArray(bookings.state, [...OPEN_BOOKING_STATES])))
      .get()?.n ?? 0
  );
}

/**
 * Delete one of the owner's packages; 409 while a booking of it is open (pause it
 * instead). Ended bookings keep their copy of its terms. The deleted package.
 */
export function deletePackage(actor: User | null | undefined, id: number): Package {
  assertWriter(actor);
  return db.transaction((tx) => {
    const { verified: _verified, ...current } = ownPackage(tx, actor, id);
    if (openBookingsOf(tx, current.id) > 0) throw new ModelError("conflict", "packageHasOpenBookings");
    tx.delete(packages).where(eq(packages.id, current.id)).run();
    return current;
  });
}

/**
 * The package a brand may book now: active, of a verified community whose owner is
 * APPROVED; undefined otherwise (paused, deleted, the community no longer verified).
 * For the booking model, inside its transaction.
 */
export function getBookablePackage(tx: Pick<DB, "select">, packageId: number): Package | undefined {
  const row = tx
    .select({ pkg: packages })
    .from(packages)
    .innerJoin(communities, eq(communities.id, packages.communityId))
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(
      and(eq(packages.id, packageId), eq(packages.active, true), eq(communities.isVerified, true), eq(users.approvalStatus, "APPROVED")),
    )
    .get();
  return row?.pkg;
}
