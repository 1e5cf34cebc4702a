import { existsSync, readdirSync } from "node:fs";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditEvents, communities, communityCategories, notifications } from "../../db/schema";
import { makeAdmin, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { CommunitySchema, type CommunityInput } from "~/validation/community";
import { listAuditOf } from "./audit.server";
import { listCommunitiesOfUser } from "./community.server";
import { renderNotification } from "./notification.server";
import { createCommunity, getOwnCommunityProfile, saveOwnCommunity, updateCommunity } from "./community-profile.server";
import { IMAGE_JOB_RETRY_AFTER_SECONDS, IMAGE_JOB_TTL_MS } from "./image-store.server";
import { logoFilePath, logosFolder } from "./logo.server";

/* The owner's community profile: one per owner, its owner (or the admin) edits it. */

const input = (overrides: Record<string, unknown> = {}): CommunityInput =>
  CommunitySchema.parse({
    name: "Pencinta Kopi Bandung",
    description: "Ngopi bareng dan belajar seduh manual setiap Sabtu.",
    category: ["FOOD_BEVERAGE", "LIFESTYLE"],
    location: "Bandung",
    is_online: false,
    member_count: 2300,
    demographics: { age_range: "25-34", gender_ratio: "55% perempuan", interests: ["kopi", "seduh manual"] },
    platforms: [{ type: "INSTAGRAM", url: "https://instagram.com/kopibandung" }],
    social_links: { TikTok: "https://tiktok.com/@kopibandung" },
    ...overrides,
  });

const png = (width = 600, height = 400, colour = "#0a7") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const logoFile = (url: string | null) => {
  const path = logoFilePath((url ?? "").replace("/logos/", ""));
  if (!path) throw new Error(`not a stored logo: ${url}`);
  return path;
};

describe("createCommunity", () => {
  it("creates the owner's community with its categories in order; a PENDING owner may too", async () => {
    const owner = await makeUser({ status: "PENDING" });
    const community = await createCommunity(owner, input());
    expect(community).toMatchObject({
      ownerId: owner.id,
      name: "Pencinta Kopi Bandung",
      isOnline: false,
      memberCount: 2300,
      isVerified: false,
    });
    const profile = getOwnCommunityProfile(owner);
    expect(profile?.categories).toEqual(["FOOD_BEVERAGE", "LIFESTYLE"]);
    expect(profile?.platforms).toEqual([{ type: "INSTAGRAM", url: "https://instagram.com/kopibandung" }]);
    expect(profile?.socialLinks).toEqual({ TikTok: "https://tiktok.com/@kopibandung" });
    expect(listCommunitiesOfUser(owner, owner.id)[0]).toMatchObject({
      category: ["FOOD_BEVERAGE", "LIFESTYLE"],
      owner_phone: owner.phone,
      owner_email: owner.email,
    });
  });

  it("tells every admin that a new community waits for verification, with a link to verify it", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ fullname: "Sari Wulandari" });
    const community = await createCommunity(owner, input());
    const rows = db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id))
      .all()
      .filter((n) => n.type === "new_community");
    expect(rows).toHaveLength(1);
    expect(renderNotification(rows[0], "en")).toMatchObject({
      title: "New community to verify",
      message: "Sari Wulandari created Pencinta Kopi Bandung. It waits for verification.",
      href: `/admin/communities?dialog=verify&id=${community.id}`,
    });
    expect(renderNotification(rows[0], "id").message).toBe(
      "Sari Wulandari membuat Pencinta Kopi Bandung. Komunitas ini menunggu verifikasi.",
    );
    // An edit is not a new community.
    await updateCommunity(owner, community.id, input({ description: "Ngopi bareng setiap Minggu pagi di Dago." }));
    expect(
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.id))
        .all()
        .filter((n) => n.type === "new_community"),
    ).toHaveLength(1);
  });

  it("allows one community per owner (409) and only owners (403)", async () => {
    const owner = await makeUser();
    await createCommunity(owner, input());
    await expectModelError(createCommunity(owner, input({ name: "Komunitas Kedua" })), "conflict", "communityExists");
    const advertiser = await makeUser({ role: "ADVERTISER" });
    await expectModelError(createCommunity(advertiser, input()), "forbidden", "wrongRole");
    await expectModelError(createCommunity(null, input()), "unauthenticated");
    expect(db.select().from(communities).all()).toHaveLength(1);
  });
});

describe("updateCommunity", () => {
  it("replaces the profile and its categories; the owner stays, and so does verification when the name and the set of categories do", async () => {
    const owner = await makeUser();
    const existing = makeCommunity(owner, { name: "Pencinta Kopi Bandung", categories: ["TECHNOLOGY", "EDUCATION"], isVerified: true });
    const updated = await updateCommunity(owner, existing.id, input({ category: ["EDUCATION", "TECHNOLOGY"] }));
    expect(updated).toMatchObject({ id: existing.id, ownerId: owner.id, isVerified: true, name: "Pencinta Kopi Bandung", sentBack: false });
    const rows = db.select().from(communityCategories).where(eq(communityCategories.communityId, existing.id)).all();
    expect(rows.sort((a, b) => a.position - b.position).map((r) => r.category)).toEqual(["EDUCATION", "TECHNOLOGY"]);
  });

  it("keeps another owner out (403), says 404 for a missing community, and lets the admin edit", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const community = makeCommunity(owner);
    await expectModelError(updateCommunity(other, community.id, input()), "forbidden", "notYourCommunity");
    await expectModelError(updateCommunity(owner, 999_999, input()), "not_found", "communityNotFound");
    const admin = await makeAdmin();
    expect((await updateCommunity(admin, community.id, input({ name: "Diubah Admin" }))).name).toBe("Diubah Admin");
    expect(db.select().from(communities).where(eq(communities.id, community.id)).get()?.name).toBe("Diubah Admin");
  });
});

describe("a verified community's name and categories", () => {
  const changedNotes = () => db.select().from(notifications).where(eq(notifications.type, "community_changed")).all();
  const verifiedOf = (id: number) => db.select().from(communities).where(eq(communities.id, id)).get()?.isVerified;

  it("the owner's rename sends it back for verification: badge gone, every admin notified, an audit row", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const second = await makeAdmin("second.admin@guyub.test");
    const community = makeCommunity(owner, { name: "Kopi Bandung", categories: ["FOOD_BEVERAGE", "LIFESTYLE"], isVerified: true });

    const updated = await updateCommunity(owner, community.id, input({ name: "Kopi Bandung Raya" }));
    expect(updated).toMatchObject({ isVerified: false, sentBack: true, name: "Kopi Bandung Raya" });
    expect(verifiedOf(community.id)).toBe(false);

    const notes = changedNotes();
    expect(notes.map((n) => n.userId).sort()).toEqual([admin.id, second.id].sort());
    expect(notes[0].data).toEqual({ communityId: community.id, community: "Kopi Bandung Raya", previous: "Kopi Bandung", changes: "name" });
    expect(renderNotification(notes[0], "en")).toMatchObject({
      title: "Verified community changed",
      message: "Kopi Bandung Raya changed its name or categories and waits for verification again. It was called Kopi Bandung.",
      href: `/admin/communities?dialog=verify&id=${community.id}`,
    });
    expect(renderNotification(notes[0], "id").message).toBe(
      "Kopi Bandung Raya mengubah nama atau kategorinya dan menunggu verifikasi ulang. Nama sebelumnya Kopi Bandung.",
    );

    const trail = listAuditOf(admin, { type: "community", id: community.id });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "community_sent_back",
      actorName: owner.fullname,
      params: { name: "Kopi Bandung Raya", previousName: "Kopi Bandung", changes: "name" },
    });
    expect(db.select().from(auditEvents).where(eq(auditEvents.action, "community_sent_back")).get()?.subjectUserId).toBe(owner.id);
  });

  it("a new set of categories sends it back too; the form's save says so", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const community = makeCommunity(owner, { name: "Pencinta Kopi Bandung", categories: ["FOOD_BEVERAGE", "LIFESTYLE"], isVerified: true });
    const saved = await saveOwnCommunity(owner, input({ category: ["FOOD_BEVERAGE", "TRAVEL"] }));
    expect(saved).toEqual({ created: false, sentBack: true });
    expect(verifiedOf(community.id)).toBe(false);
    expect(listAuditOf(admin, { type: "community", id: community.id })[0].params).toMatchObject({ changes: "categories" });
    expect(changedNotes()).toHaveLength(1);
  });

  it("other fields, the same name written another way (NFC) and a new order of categories keep the badge, with no row and no notification", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const community = makeCommunity(owner, { name: "Pe\u0301cinta Kopi", categories: ["LIFESTYLE", "FOOD_BEVERAGE"], isVerified: true });
    const saved = await saveOwnCommunity(
      owner,
      input({ name: "P\u00E9cinta Kopi", description: "Deskripsi yang benar-benar baru.", member_count: 9000, location: "Bogor" }),
    );
    expect(saved).toEqual({ created: false, sentBack: false });
    expect(verifiedOf(community.id)).toBe(true);
    expect(listAuditOf(admin, { type: "community", id: community.id })).toEqual([]);
    expect(changedNotes()).toEqual([]);
  });

  it("an unverified community is renamed freely", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const community = makeCommunity(owner, { name: "Kopi Lama" });
    expect(await saveOwnCommunity(owner, input({ name: "Kopi Baru" }))).toEqual({ created: false, sentBack: false });
    expect(listAuditOf(admin, { type: "community", id: community.id })).toEqual([]);
    expect(changedNotes()).toEqual([]);
  });

  it("the admin's own edit keeps the badge and leaves an audit row, with no notification", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const community = makeCommunity(owner, { name: "Kopi Bandung", categories: ["FOOD_BEVERAGE"], isVerified: true });
    const updated = await updateCommunity(admin, community.id, input({ name: "Kopi Bandung (Resmi)" }));
    expect(updated).toMatchObject({ isVerified: true, sentBack: false });
    const trail = listAuditOf(admin, { type: "community", id: community.id });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "community_edited",
      actorName: admin.fullname,
      params: { name: "Kopi Bandung (Resmi)", previousName: "Kopi Bandung", changes: "name,categories" },
    });
    expect(changedNotes()).toEqual([]);
  });

  it("a failed update leaves the badge, the trail and the notifications as they were", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    const community = makeCommunity(owner, { name: "Kopi Bandung", categories: ["FOOD_BEVERAGE"], isVerified: true });
    // Not an image: the logo is refused before anything is written.
    await expectModelError(
      updateCommunity(owner, community.id, input({ name: "Kopi Lain" }), new TextEncoder().encode("not a logo")),
      "invalid",
      "logoNotImage",
    );
    // The last write of the transaction fails (the admins' notification): nothing stays.
    db.$client.exec("CREATE TRIGGER no_notes BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'notifications down'); END");
    await expect(updateCommunity(owner, community.id, input({ name: "Kopi Lain" }))).rejects.toThrow("notifications down");
    db.$client.exec("DROP TRIGGER no_notes");
    expect(verifiedOf(community.id)).toBe(true);
    expect(db.select().from(communities).where(eq(communities.id, community.id)).get()?.name).toBe("Kopi Bandung");
    expect(listAuditOf(admin, { type: "community", id: community.id })).toEqual([]);
    expect(changedNotes()).toEqual([]);
  });
});

describe("logos", () => {
  it("stores an uploaded logo and removes the old file when it is replaced or cleared", async () => {
    const owner = await makeUser();
    const { created } = await saveOwnCommunity(owner, input(), await png());
    expect(created).toBe(true);
    const first = getOwnCommunityProfile(owner)!.logoUrl;
    expect(first).toMatch(/^\/logos\/[0-9a-f]+\.webp$/);
    expect(existsSync(logoFile(first))).toBe(true);

    await saveOwnCommunity(owner, input(), await png(500, 500, "#f30"));
    const second = getOwnCommunityProfile(owner)!.logoUrl;
    expect(second).not.toBe(first);
    expect(existsSync(logoFile(first))).toBe(false);
    expect(existsSync(logoFile(second))).toBe(true);

    // A saved form keeps the stored logo's link; clearing the link removes the logo.
    await saveOwnCommunity(owner, input({ logo_url: second }));
    expect(getOwnCommunityProfile(owner)!.logoUrl).toBe(second);
    await saveOwnCommunity(owner, input());
    expect(getOwnCommunityProfile(owner)!.logoUrl).toBeNull();
    expect(existsSync(logoFile(second))).toBe(false);
  });

  it("refuses a file that is not an image: nothing is created and no file is stored", async () => {
    const owner = await makeUser();
    const error = await expectModelError(
      saveOwnCommunity(owner, input(), new TextEncoder().encode("<html>not a logo</html>")),
      "invalid",
      "logoNotImage",
    );
    expect(error.fields).toEqual({ logo_file: ["logoNotImage"] });
    expect(getOwnCommunityProfile(owner)).toBeUndefined();
  });

  it("removes the new file when the write fails after it was stored", async () => {
    const owner = await makeUser();
    makeCommunity(owner);
    // The owner has a community already: create fails with 409 after nothing was written.
    const bytes = await png(320, 320, "#123");
    await expectModelError(createCommunity(owner, input(), bytes), "conflict", "communityExists");
    // Force a failing write: an update of a community whose row vanishes mid-way is hard to
    // stage, so use a trigger that aborts every community update.
    db.$client.exec(`CREATE TRIGGER fail_update BEFORE UPDATE ON communities BEGIN SELECT RAISE(ABORT, 'boom'); END;`);
    await expect(saveOwnCommunity(owner, input(), bytes)).rejects.toThrow(/boom/);
    const dir = logosFolder();
    expect(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".webp")) : []).toEqual([]);
  });

  it("stores a logo as the user's one image job: refused with 429 while another of the user's uploads runs in any process, or over 12 megapixels", async () => {
    const owner = await makeUser();
    const other = new Database(db.$client.name);
    try {
      other
        .prepare("INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)")
        .run(`image_job:${owner.id}`, "4242:another-worker", Date.now() + IMAGE_JOB_TTL_MS);
      const busy = await expectModelError(saveOwnCommunity(owner, input(), await png()), "too_many", "imageJobRunning");
      expect(busy.retryAfterSeconds).toBe(IMAGE_JOB_RETRY_AFTER_SECONDS);
      expect(getOwnCommunityProfile(owner)).toBeUndefined();
      // Without a file the profile is saved: only image work waits.
      await expect(saveOwnCommunity(owner, input())).resolves.toEqual({ created: true, sentBack: false });
      other.prepare("DELETE FROM job_leases").run();
    } finally {
      other.close();
    }
    const poster = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    const error = await expectModelError(saveOwnCommunity(owner, input(), poster), "invalid", "imageTooLarge");
    expect(error.fields).toEqual({ logo_file: ["imageTooLarge"] });
    await saveOwnCommunity(owner, input(), await png());
    expect(getOwnCommunityProfile(owner)!.logoUrl).toMatch(/^\/logos\/[0-9a-f]+\.webp$/);
  });
});
