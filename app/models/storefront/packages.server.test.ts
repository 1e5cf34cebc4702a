import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, communities, packages, users } from "../../../db/schema";
import { expectModelError } from "../../../tests/model-errors";
import { makeAdmin, makeCommunity, makeUser } from "../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { publicDataVersion } from "~/models/data-version.server";
import { getCommunityFor, getPublicCommunity } from "~/models/community.server";
import {
  activePackageCounts,
  activePackagesOf,
  createPackage,
  deletePackage,
  getBookablePackage,
  getOwnPackage,
  listCommunityPackages,
  listOwnPackages,
  movePackage,
  setPackageActive,
  toPublicPackage,
  updatePackage,
} from "./packages.server";

/* The package rules: who writes, when a community may publish, the limit, the order, deletion. */

const post = {
  title: "1 WA group post",
  description: "One post in our main WhatsApp group (1,200 members), pinned for a day.",
  kind: "ONLINE_POST",
  platform: "WHATSAPP",
  price: "Rp 500.000",
  delivery_days: 3,
  brand_provides: "The text and one image",
};

async function verifiedOwner() {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const community = makeCommunity(owner, { isVerified: true });
  return { owner, community };
}

describe("the owner's packages", () => {
  it("publishes a package with a price typed with '.' grouping, and reads it back", async () => {
    const { owner, community } = await verifiedOwner();
    const created = createPackage(owner, post);
    expect(toPublicPackage(created)).toEqual({
      id: created.id,
      community_id: community.id,
      title: "1 WA group post",
      description: post.description,
      kind: "ONLINE_POST",
      platform: "WHATSAPP",
      price: 500_000,
      delivery_days: 3,
      brand_provides: "The text and one image",
      active: true,
      position: 0,
    });
    expect(listOwnPackages(owner)).toEqual({ community: expect.objectContaining({ id: community.id }), items: [created] });
    expect(getOwnPackage(owner, created.id)).toEqual(created);
    // The public reads: a visitor and another user see it, the API community counts it.
    expect(listCommunityPackages(null, community.id).map((p) => p.id)).toEqual([created.id]);
    expect(getPublicCommunity(community.id)?.packages_count).toBe(1);
  });

  it("takes OFFLINE or one of the community's platforms, and refuses others with a field error", async () => {
    const { owner } = await verifiedOwner();
    expect(createPackage(owner, { ...post, kind: "booth", platform: "offline", price: 2_000_000 }).platform).toBe("OFFLINE");
    // The factory's community is on WhatsApp only.
    const error = await expectModelError(() => createPackage(owner, { ...post, platform: "TIKTOK" }), "invalid");
    expect(error.fields).toEqual({ platform: ["packagePlatformInvalid"] });
  });

  it("answers 400 with every field's error, before writing anything", async () => {
    const { owner, community } = await verifiedOwner();
    const error = await expectModelError(
      () => createPackage(owner, { title: "a", description: "short", kind: "RADIO", platform: "WHATSAPP", price: "5,5", delivery_days: 0 }),
      "invalid",
    );
    expect(error.fields).toEqual({
      title: ["packageTitleMin"],
      description: ["packageDescriptionMin"],
      kind: ["packageKindRequired"],
      price: ["packagePriceInvalid"],
      delivery_days: ["deliveryDaysInvalid"],
    });
    expect(db.select().from(packages).where(eq(packages.communityId, community.id)).all()).toEqual([]);
  });

  it("refuses to publish before the community is verified (409), but pauses and deletes after", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const community = makeCommunity(owner, { isVerified: false });
    await expectModelError(() => createPackage(owner, post), "conflict", "packagesNeedVerified");
    db.update(communities).set({ isVerified: true }).where(eq(communities.id, community.id)).run();
    const pkg = createPackage(owner, post);
    db.update(communities).set({ isVerified: false }).where(eq(communities.id, community.id)).run();
    await expectModelError(() => updatePackage(owner, pkg.id, { ...post, title: "Changed" }), "conflict", "packagesNeedVerified");
    expect(setPackageActive(owner, pkg.id, false).active).toBe(false);
    await expectModelError(() => setPackageActive(owner, pkg.id, true), "conflict", "packagesNeedVerified");
    // Not public any more, even for a package that was active.
    await expectModelError(() => listCommunityPackages(null, community.id), "not_found", "communityNotFound");
    expect(deletePackage(owner, pkg.id).id).toBe(pkg.id);
  });

  it("publishes at most 10 packages, paused ones counted (409)", async () => {
    const { owner } = await verifiedOwner();
    for (let i = 0; i < 10; i++) createPackage(owner, { ...post, title: `Package ${i + 1}`, active: i % 2 === 0 });
    const error = await expectModelError(() => createPackage(owner, post), "conflict", "tooManyPackages");
    expect(error.params).toEqual({ max: 10 });
    const own = listOwnPackages(owner).items;
    expect(own.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Deleting one makes room again.
    deletePackage(owner, own[3]!.id);
    expect(createPackage(owner, post).position).toBe(10);
  });

  it("edits a package (its state kept unless given), pauses and resumes it", async () => {
    const { owner, community } = await verifiedOwner();
    const pkg = createPackage(owner, post);
    const edited = updatePackage(owner, pkg.id, { ...post, title: "  Pinned post  ", price: "750.000", brand_provides: undefined });
    expect(edited).toMatchObject({ id: pkg.id, title: "Pinned post", price: 750_000, brandProvides: "", active: true });
    setPackageActive(owner, pkg.id, false);
    expect(updatePackage(owner, pkg.id, post).active).toBe(false);
    expect(activePackagesOf(community.id)).toEqual([]);
    expect(getPublicCommunity(community.id)?.packages_count).toBe(0);
    // The owner still reads its paused package through the API; a visitor does not.
    expect(listCommunityPackages(owner, community.id).map((p) => p.id)).toEqual([pkg.id]);
    expect(listCommunityPackages(null, community.id)).toEqual([]);
    expect(setPackageActive(owner, pkg.id, true).active).toBe(true);
    expect(updatePackage(owner, pkg.id, { ...post, active: false }).active).toBe(false);
  });

  it("moves a package up and down in the owner's order; at either end nothing moves", async () => {
    const { owner, community } = await verifiedOwner();
    const [a, b, c] = ["A post", "B post", "C post"].map((title) => createPackage(owner, { ...post, title }));
    const titles = () => listOwnPackages(owner).items.map((p) => p.title);
    movePackage(owner, c!.id, "up");
    expect(titles()).toEqual(["A post", "C post", "B post"]);
    movePackage(owner, a!.id, "down");
    expect(titles()).toEqual(["C post", "A post", "B post"]);
    movePackage(owner, c!.id, "up");
    movePackage(owner, b!.id, "down");
    expect(titles()).toEqual(["C post", "A post", "B post"]);
    // Old rows with equal positions still move (the order is numbered again).
    db.update(packages).set({ position: 5 }).where(eq(packages.communityId, community.id)).run();
    expect(titles()).toEqual(["A post", "B post", "C post"]);
    movePackage(owner, c!.id, "up");
    expect(titles()).toEqual(["A post", "C post", "B post"]);
    expect(activePackagesOf(community.id).map((p) => p.title)).toEqual(["A post", "C post", "B post"]);
  });

  it("refuses to delete a package with an open booking (409), and deletes it once the booking ended", async () => {
    const { owner, community } = await verifiedOwner();
    const brand = await makeUser({ role: "ADVERTISER" });
    const pkg = createPackage(owner, post);
    const booking = db
      .insert(bookings)
      .values({
        packageId: pkg.id,
        communityId: community.id,
        advertiserId: brand.id,
        state: "COUNTERED",
        title: pkg.title,
        description: pkg.description,
        kind: pkg.kind,
        platform: pkg.platform,
        deliveryDays: pkg.deliveryDays,
        listPrice: pkg.price,
        price: 450_000,
        wishedDate: "2026-12-01",
        promote: "Kopi susu launch",
      })
      .returning()
      .get();
    await expectModelError(() => deletePackage(owner, pkg.id), "conflict", "packageHasOpenBookings");
    expect(setPackageActive(owner, pkg.id, false).active).toBe(false);
    db.update(bookings).set({ state: "DECLINED" }).where(eq(bookings.id, booking.id)).run();
    deletePackage(owner, pkg.id);
    expect(listOwnPackages(owner).items).toEqual([]);
    // The booking keeps its copy of the terms.
    expect(db.select().from(bookings).where(eq(bookings.id, booking.id)).get()).toMatchObject({ packageId: null, title: pkg.title });
  });

  it("is written by the community's owner only: another owner gets 404, other roles 403, a visitor 401", async () => {
    const { owner, community } = await verifiedOwner();
    const pkg = createPackage(owner, post);
    const { owner: other } = await verifiedOwner();
    const admin = await makeAdmin();
    const brand = await makeUser({ role: "ADVERTISER" });
    for (const write of [
      (u: typeof owner | null) => updatePackage(u, pkg.id, post),
      (u: typeof owner | null) => setPackageActive(u, pkg.id, false),
      (u: typeof owner | null) => movePackage(u, pkg.id, "up"),
      (u: typeof owner | null) => deletePackage(u, pkg.id),
      (u: typeof owner | null) => getOwnPackage(u, pkg.id),
    ]) {
      await expectModelError(() => write(other), "not_found", "packageNotFound");
      await expectModelError(() => write(admin), "forbidden", "wrongRole");
      await expectModelError(() => write(brand), "forbidden", "wrongRole");
      await expectModelError(() => write(null), "unauthenticated");
    }
    await expectModelError(() => createPackage(admin, post), "forbidden", "wrongRole");
    await expectModelError(() => createPackage(brand, post), "forbidden", "wrongRole");
    const noCommunity = await makeUser({ role: "COMMUNITY_OWNER" });
    await expectModelError(() => createPackage(noCommunity, post), "not_found", "noCommunity");
    expect(listOwnPackages(noCommunity)).toEqual({ community: null, items: [] });
    expect(getOwnPackage(owner, pkg.id)).toMatchObject({ title: post.title, active: true, position: 0 });
    // The admin reads every package of any community.
    setPackageActive(owner, pkg.id, false);
    expect(listCommunityPackages(admin, community.id).map((p) => p.id)).toEqual([pkg.id]);
  });

  it("shows nothing of a community whose owner is not approved, and 404 for one that does not exist", async () => {
    const { owner, community } = await verifiedOwner();
    createPackage(owner, post);
    db.update(users).set({ approvalStatus: "PENDING" }).where(eq(users.id, owner.id)).run();
    await expectModelError(() => listCommunityPackages(null, community.id), "not_found", "communityNotFound");
    expect(listCommunityPackages(owner, community.id)).toHaveLength(1);
    await expectModelError(() => listCommunityPackages(null, 987_654), "not_found", "communityNotFound");
  });

  it("counts active packages for many communities at once", async () => {
    const one = await verifiedOwner();
    const two = await verifiedOwner();
    createPackage(one.owner, post);
    createPackage(one.owner, post);
    setPackageActive(two.owner, createPackage(two.owner, post).id, false);
    expect(activePackageCounts([one.community.id, two.community.id, 999_999])).toEqual(
      new Map([
        [one.community.id, 2],
        [two.community.id, 0],
        [999_999, 0],
      ]),
    );
    expect(getCommunityFor(one.owner, one.community.id)?.packages_count).toBe(2);
  });

  it("bumps the public data version on every write, so cached public pages are made again", async () => {
    const { owner, community } = await verifiedOwner();
    const versions = [publicDataVersion()];
    const pkg = createPackage(owner, post);
    versions.push(publicDataVersion());
    updatePackage(owner, pkg.id, post);
    versions.push(publicDataVersion());
    setPackageActive(owner, pkg.id, false);
    versions.push(publicDataVersion());
    deletePackage(owner, pkg.id);
    versions.push(publicDataVersion());
    // A write made outside the models counts too (the database's triggers bump it).
    db.insert(packages)
      .values({
        communityId: community.id,
        title: "By hand",
        description: "x",
        kind: "OTHER",
        platform: "OFFLINE",
        price: 1,
        deliveryDays: 1,
        brandProvides: "",
        position: 9,
      })
      .run();
    versions.push(publicDataVersion());
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
  });
});

describe("getBookablePackage", () => {
  it("finds an active package of a verified community with an approved owner, and nothing else", async () => {
    const { owner, community } = await verifiedOwner();
    const pkg = createPackage(owner, post);
    expect(getBookablePackage(db, pkg.id)).toEqual(pkg);
    setPackageActive(owner, pkg.id, false);
    expect(getBookablePackage(db, pkg.id)).toBeUndefined();
    setPackageActive(owner, pkg.id, true);
    db.update(communities).set({ isVerified: false }).where(eq(communities.id, community.id)).run();
    expect(getBookablePackage(db, pkg.id)).toBeUndefined();
    db.update(communities).set({ isVerified: true }).where(eq(communities.id, community.id)).run();
    db.update(users).set({ approvalStatus: "REJECTED" }).where(eq(users.id, owner.id)).run();
    expect(getBookablePackage(db, pkg.id)).toBeUndefined();
    expect(getBookablePackage(db, 123_456_789)).toBeUndefined();
    // It reads inside a caller's transaction too.
    db.update(users).set({ approvalStatus: "APPROVED" }).where(eq(users.id, owner.id)).run();
    expect(db.transaction((tx) => getBookablePackage(tx, pkg.id))?.id).toBe(pkg.id);
  });
});
