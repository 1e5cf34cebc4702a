import { asc, eq, sql } from "drizzle-orm";
import { communities, communityCategories, users, type Community, type User } from "../../db/schema";
import { db, preparedQuery } from "~/lib/server/db.server";
import type { Category } from "~/utils/enums";
import type { CommunityInput } from "~/validation/community";
import { communityForActor, getOwnCommunity, type OwnedCommunity, toOwnedCommunity } from "./community.server";
import { recordAudit } from "./audit.server";
import { markDecidedNoticesRead } from "./notification.server";
import { tell, tellAdmins } from "./events/tell.server";
import { ModelError } from "./errors";
import { oneImageJobPerUser } from "./image-store.server";
import { releaseLogo, storeLogo } from "./logo.server";
import { assertRole, requireActor } from "./permissions.server";
import { claimSubmission } from "./submission-claim.server";

/*
 * The community profile as its owner writes it (/community/profile, POST and PUT
 * /api/communities): one community per owner, created by the owner (a PENDING owner
 * too: the admin needs the profile to verify it), edited by its owner or the admin.
 * Ownership never changes here. Verification is the admin's (setCommunityVerified), with
 * one rule here: the owner's change of a VERIFIED community's name or categories sends it
 * back for verification (badge removed, the admins notified, an audit row), all in the
 * update's transaction. The admin's own edit keeps the badge (the admin is the one who
 * verifies) and leaves an audit row too.
 */

/** What the profile form starts with: the community and its categories in order. */
export type CommunityProfile = Community & { categories: Category[] };

/** The owner's community with its categories, or undefined before it is created. */
export function getOwnCommunityProfile(owner: User): CommunityProfile | undefined {
  const community = getOwnCommunity(owner);
  if (!community) return undefined;
  return { ...community, categories: categoriesOf(community.id) };
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

function categoriesOf(communityId: number, tx?: Pick<Tx, "select">): Category[] {
  const rows = tx ? categoriesQuery(tx).all({ community: communityId }) : preparedCategoriesQuery().all({ community: communityId });
  return rows.map((row) => row.category as Category);
}

const categoriesQuery = (db: Pick<Tx, "select">) =>
  db
    .select({ category: communityCategories.category })
    .from(communityCategories)
    .where(eq(communityCategories.communityId, sql.placeholder("community")))
    .orderBy(asc(communityCategories.position))
    .prepare();
// Outside a transaction: built and compiled once (docs/decisions/022-render-cost.md).
const preparedCategoriesQuery = preparedQuery(categoriesQuery);

/** A new logo: the bytes of an uploaded image (stored before the row is written). */
export type LogoUpload = Uint8Array | null | undefined;

const columnsOf = (input: CommunityInput, logoUrl: string | null) => ({
  name: input.name,
  description: input.description,
  location: input.location ?? null,
  isOnline: input.is_online,
  memberCount: input.member_count,
  demographics: input.demographics,
  platforms: input.platforms.map((p) => ({ type: p.type, url: p.url ?? null })),
  socialLinks: input.social_links,
  logoUrl,
  updatedAt: new Date(),
});

/**
 * Write the categories of a community in the owner's order (a category given twice counts
 * once), inside the caller's transaction.
 */
function writeCategories(tx: Tx, communityId: number, categories: Category[]) {
  tx.delete(communityCategories).where(eq(communityCategories.communityId, communityId)).run();
  [...new Set(categories)].forEach((category, position) =>
    tx.insert(communityCategories).values({ communityId, category, position }).run(),
  );
}

/**
 * Store an uploaded logo (if any; as the uploader's one image job at a time: a second
 * upload meanwhile is refused with 429), run `write`, and tidy the logo files: a new logo
 * the write did not keep (it failed) and an old one it replaced are removed once nothing
 * refers to them.
 */
async function withLogo<T>(
  uploader: User,
  upload: LogoUpload,
  fallback: string | null,
  previous: string | null,
  write: (logoUrl: string | null) => T,
): Promise<T> {
  const logoUrl = upload && upload.byteLength > 0 ? await oneImageJobPerUser(uploader.id, "logo_file", () => storeLogo(upload)) : fallback;
  let result: T;
  try {
    result = write(logoUrl);
  } catch (error) {
    if (logoUrl !== fallback) releaseLogo(logoUrl);
    throw error;
  }
  if (previous && previous !== logoUrl) releaseLogo(previous);
  return result;
}

function isOwnerTaken(error: unknown) {
  return String(error).includes("UNIQUE constraint failed: communities.owner_id");
}

/** Create the owner's community (409 when it has one already); the admins are notified. */
export async function createCommunity(actor: User | null | undefined, input: CommunityInput, logo?: LogoUpload): Promise<Community> {
  assertRole(actor, "COMMUNITY_OWNER");
  if (getOwnCommunity(actor)) throw new ModelError("conflict", "communityExists");
  return withLogo(actor, logo, input.logo_url ?? null, null, (logoUrl) => {
    try {
      return db.transaction((tx) => {
        claimSubmission(tx);
        const community = tx
          .insert(communities)
          .values({ ownerId: actor.id, ...columnsOf(input, logoUrl) })
          .returning()
          .get();
        writeCategories(tx, community.id, input.category);
        // A new community waits for verification: every admin hears of it.
        tellAdmins(tx, { type: "new_community", params: { communityId: community.id, community: community.name, owner: actor.fullname } });
        return community;
      });
    } catch (error) {
      // Two creates at once: the unique owner index lets one through.
      if (isOwnerTaken(error)) throw new ModelError("conflict", "communityExists");
      throw error;
    }
  });
}

/** What a verification vouches for: the name (as typed, case included) and the set of categories. */
type VerifiedChange = "name" | "categories";

/** Which of the verified facts `input` changes (an old name stored unnormalised is compared in NFC). */
function verifiedChanges(current: Community, categories: Category[], input: CommunityInput): VerifiedChange[] {
  const changes: VerifiedChange[] = [];
  if (current.name.normalize("NFC").trim() !== input.name) changes.push("name");
  const before = new Set(categories);
  const after = new Set(input.category);
  if (before.size !== after.size || [...after].some((c) => !before.has(c))) changes.push("categories");
  return changes;
}

/**
 * Replace the profile of community `id` (its owner or the admin). A verified community
 * whose name or categories change: by its owner, it loses the badge, the admins get a
 * notification and the trail a row; by the admin, it keeps the badge and the trail gets
 * a row. `sentBack` says whether the badge went.
 */
export async function updateCommunity(
  actor: User | null | undefined,
  id: number,
  input: CommunityInput,
  logo?: LogoUpload,
): Promise<Community & { sentBack: boolean }> {
  const user = requireActor(actor);
  const current = communityForActor(user, id, { admin: true });
  // Admins own no community: an admin here edits someone else's.
  const byAdmin = user.role === "ADMIN";
  return withLogo(user, logo, input.logo_url ?? null, current.logoUrl, (logoUrl) =>
    db.transaction((tx) => {
      // Read again inside the transaction: the admin may have verified it since.
      const before = tx.select().from(communities).where(eq(communities.id, id)).get();
      if (!before) throw new ModelError("not_found", "communityNotFound");
      const changes = before.isVerified ? verifiedChanges(before, categoriesOf(id, tx), input) : [];
      const sentBack = changes.length > 0 && !byAdmin;
      const community = tx
        .update(communities)
        .set({ ...columnsOf(input, logoUrl), ...(sentBack ? { isVerified: false } : {}) })
        .where(eq(communities.id, id))
        .returning()
        .get();
      writeCategories(tx, id, input.category);
      if (changes.length > 0) {
        recordAudit(tx, {
          actor: user,
          action: sentBack ? "community_sent_back" : "community_edited",
          subject: { type: "community", id },
          subjectUserId: before.ownerId,
          params: { name: community.name, previousName: before.name, changes: changes.join(",") },
        });
      }
      if (sentBack) {
        tellAdmins(tx, {
          type: "community_changed",
          params: { communityId: id, community: community.name, previous: before.name, changes: changes.join(",") },
        });
      }
      return { ...community, sentBack };
    }),
  );
}

/**
 * The profile form's save: create the owner's community, or update the one it has
 * (`sentBack`: it was verified and now waits for verification again).
 */
export async function saveOwnCommunity(
  actor: User,
  input: CommunityInput,
  logo?: LogoUpload,
): Promise<{ created: boolean; sentBack: boolean }> {
  const existing = getOwnCommunity(actor);
  if (existing) {
    const { sentBack } = await updateCommunity(actor, existing.id, input, logo);
    return { created: false, sentBack };
  }
  await createCommunity(actor, input, logo);
  return { created: true, sentBack: false };
}

/** A community as its owner and the admin read it in the API (with the owner's contact). */
export function ownedCommunityView(community: Community): OwnedCommunity {
  const owner = db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, community.ownerId)).get();
  return toOwnedCommunity(community, categoriesOf(community.id), owner ?? { phone: "", email: "" });
}

/**
 * The admin verifies a community, or revokes its verification (PUT
 * /api/communities/{id}/verify, the console's Communities tab). One audit row per
 * decision, in the same transaction; setting the state it already has is still recorded
 * (the admin did decide).
 */
export function setCommunityVerified(actor: User | null | undefined, id: number, verified: boolean): Community {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const row = tx.update(communities).set({ isVerified: verified, updatedAt: new Date() }).where(eq(communities.id, id)).returning().get();
    if (!row) throw new ModelError("not_found", "communityNotFound");
    recordAudit(tx, {
      actor,
      action: verified ? "community_verified" : "community_unverified",
      subject: { type: "community", id: row.id },
      subjectUserId: row.ownerId,
      params: { name: row.name },
    });
    if (verified) markDecidedNoticesRead(tx, "new_community", "communityId", row.id);
    tell(tx, row.ownerId, {
      type: verified ? "community_verified" : "community_unverified",
      params: { communityId: row.id, community: row.name },
    });
    return row;
  });
}
