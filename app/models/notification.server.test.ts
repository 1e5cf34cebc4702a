import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, type User } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser, approveAndPay } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { applyToBrief, decideApplication } from "./application.server";
import { decideBrief } from "./brief-write.server";
import { setCommunityVerified } from "./community-profile.server";
import { createContactMessage } from "./contact.server";
import {
  BELL_SIZE,
  bellOf,
  countUnreadNotifications,
  dismissNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  openNotification,
  renderNotification,
} from "./notification.server";
import { decideUserApproval } from "./user.server";

/* Notifications: who is told what, in the reader's language; each reads only its own. */

const latest = (user: User, type: string, about?: Record<string, unknown>) => {
  const row = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .all()
    .filter((n) => n.type === type && Object.entries(about ?? {}).every(([k, v]) => n.data[k] === v))
    .pop();
  expect(row, `${type} for user ${user.id}`).toBeTruthy();
  return row!;
};

describe("stored notifications", () => {
  it("tells each party of each event, as a type and its parameters, written in the reader's language", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ fullname: "Sari Wulandari" });
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const community = makeCommunity(owner, { name: "Pecinta Kopi Bandung" });
    const brief = makeBrief(advertiser, { title: "Kopi Susu Aren", status: "PENDING_APPROVAL" });

    // The owner's registration reached the admin; the approval reached the owner.
    const registered = renderNotification(latest(admin, "new_user", { userId: owner.id }), "en");
    expect(registered.message).toBe(`Sari Wulandari (${owner.email}) registered as community owner.`);
    expect(registered.href).toBe("/admin/pending-users");
    expect(renderNotification(latest(admin, "new_user", { userId: owner.id }), "id").message).toContain(
      "mendaftar sebagai pemilik komunitas",
    );
    expect(renderNotification(latest(owner, "account_approved"), "id", "/community/dashboard")).toMatchObject({
      title: "Akun disetujui",
      href: "/community/dashboard",
    });

    setCommunityVerified(admin, community.id, true);
    expect(renderNotification(latest(owner, "community_verified"), "en")).toMatchObject({
      title: "Community verified",
      message: "Pecinta Kopi Bandung is now verified and visible to advertisers.",
      href: "/community/profile",
    });
    setCommunityVerified(admin, community.id, false);
    expect(renderNotification(latest(owner, "community_unverified"), "id").message).toBe("Pecinta Kopi Bandung tidak lagi terverifikasi.");

    decideBrief(admin, brief.id, { status: "CANCELLED", adminNotes: "Anggaran belum jelas" });
    expect(renderNotification(latest(advertiser, "brief_rejected"), "en")).toMatchObject({
      message: '"Kopi Susu Aren" was not approved. Notes from the admin: Anggaran belum jelas',
      href: `/advertiser/briefs?dialog=view&id=${brief.id}`,
    });

    const active = makeBrief(advertiser, { title: "Teh Tarik" });
    const application = applyToBrief(owner, active.id);
    expect(renderNotification(latest(admin, "new_application"), "en").message).toBe('Pecinta Kopi Bandung applied to "Teh Tarik".');
    approveAndPay(admin, application.id, { status: "APPROVED", adminNotes: "Cocok" });
    expect(renderNotification(latest(owner, "application_approved"), "id")).toMatchObject({
      message:
        'Lamaran Anda ke "Teh Tarik" disetujui: kampanyenya sudah dimulai. Tidak ada biaya yang disepakati di Guyub. Catatan dari admin: Cocok',
      href: expect.stringMatching(/^\/community\/campaigns\/\d+$/),
    });
    expect(renderNotification(latest(advertiser, "brief_application_approved"), "en")).toMatchObject({
      message: 'Pecinta Kopi Bandung was approved for "Teh Tarik".',
      href: `/advertiser/briefs?dialog=view&id=${active.id}`,
    });

    createContactMessage(
      { name: "Dewi", email: "dewi@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya.", website: "" },
      { clientAddress: "10.0.0.1" },
    );
    expect(renderNotification(latest(admin, "new_contact_message"), "en")).toMatchObject({
      message: "Dewi (dewi@example.id) sent a message.",
      href: "/admin/messages",
    });
  });

  it("tells the admins when a brief starts waiting for approval", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const { createBrief } = await import("./brief-write.server");
    const { BriefSchema } = await import("~/validation/brief");
    const input = BriefSchema.parse({
      title: "Peluncuran Kopi",
      company_name: "PT Kopi",
      description: "Kami mencari komunitas pecinta kopi di Bandung.",
      target_category: "FOOD_BEVERAGE",
      budget_min: "1.000.000",
      budget_max: "2.000.000",
      status: "PENDING_APPROVAL",
      community_guidelines: "Sopan.",
      schedule_post: "Satu unggahan.",
      scope_of_work: "Unggahan.",
    });
    createBrief(advertiser, input);
    expect(renderNotification(latest(admin, "new_brief"), "en").message).toBe('"Peluncuran Kopi" by PT Kopi is waiting for approval.');

    // A draft submitted later tells them too; a draft saved as a draft does not.
    const count = () =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.id))
        .all()
        .filter((n) => n.type === "new_brief").length;
    const draft = createBrief(advertiser, { ...input, title: "Draf Teh Tarik", status: "DRAFT" });
    expect(count()).toBe(1);
    const { updateBrief } = await import("./brief-write.server");
    updateBrief(advertiser, draft.id, { ...input, title: "Draf Teh Tarik", status: "PENDING_APPROVAL" });
    expect(count()).toBe(2);
    expect(renderNotification(latest(admin, "new_brief", { briefId: draft.id }), "en").message).toContain("Draf Teh Tarik");
    updateBrief(advertiser, draft.id, { ...input, title: "Draf Teh Tarik Manis", status: "PENDING_APPROVAL" });
    expect(count()).toBe(2);
  });

  it("a refused decision leaves no notification and no e-mail behind", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    decideBrief(admin, brief.id, { status: "ACTIVE" });
    const { emailOutbox } = await import("../../db/schema");
    const mails = () => db.select().from(emailOutbox).all().length;
    const notes = () => db.select().from(notifications).where(eq(notifications.userId, advertiser.id)).all().length;
    const [mailsBefore, notesBefore] = [mails(), notes()];
    await expectModelError(
      () => decideBrief(admin, brief.id, { status: "CANCELLED", adminNotes: "Terlambat" }),
      "conflict",
      "briefNotPending",
    );
    await expectModelError(() => decideBrief(advertiser, brief.id, { status: "CANCELLED" }), "forbidden");
    expect([mails(), notes()]).toEqual([mailsBefore, notesBefore]);
  });
});

const pick = ({ title, message, is_read }: { title: string; message: string; is_read: boolean }) => ({ title, message, is_read });

describe("each user reads, marks and dismisses its own only", () => {
  it("counts, marks one, marks all and dismisses; another user's id is not found", async () => {
    const admin = await makeAdmin();
    await makeUser({ status: "PENDING" });
    await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const owner = await makeUser();
    const mine = listNotifications(admin, { limit: 10 });
    expect(mine.items.length).toBeGreaterThanOrEqual(3);
    // The approved owner's "new user" notice was read when the account was decided.
    expect(mine.unreadCount).toBe(mine.items.length - 1);
    expect(mine.items.every((n) => n.userId === admin.id)).toBe(true);

    const [first, second] = mine.items.filter((n) => !n.isRead);
    const ownersOwn = listNotifications(owner, { limit: 10 }).items[0];
    await expectModelError(() => markNotificationRead(admin, ownersOwn.id), "not_found", "notificationNotFound");
    await expectModelError(() => dismissNotification(admin, ownersOwn.id), "not_found", "notificationNotFound");
    await expectModelError(() => markNotificationRead(owner, first.id), "not_found");
    await expectModelError(() => dismissNotification(owner, first.id), "not_found");
    await expectModelError(() => listNotifications(null, { limit: 10 }), "unauthenticated");
    expect(listNotifications(owner, { limit: 10 }).items[0].isRead).toBe(false);

    markNotificationRead(admin, first.id);
    expect(countUnreadNotifications(admin)).toBe(mine.unreadCount - 1);
    dismissNotification(admin, second.id);
    expect(listNotifications(admin, { limit: 10 }).items.map((n) => n.id)).not.toContain(second.id);
    markAllNotificationsRead(admin);
    expect(countUnreadNotifications(admin)).toBe(0);
    expect(countUnreadNotifications(owner)).toBe(1);
  });

  it("the bell shows the latest notifications and the unread count of all of them, its owner's only", async () => {
    const admin = await makeAdmin();
    // More notifications than the bell shows: one registration each (two kept unread).
    for (let i = 0; i < BELL_SIZE + 2; i++) await makeUser({ status: "PENDING", role: i % 2 ? "ADVERTISER" : "COMMUNITY_OWNER" });
    const all = listNotifications(admin, { limit: 100 });
    const latest = all.items.slice(0, BELL_SIZE);
    const bell = bellOf(admin, "en");
    expect(bell.items.map((n) => n.id)).toEqual(latest.map((n) => n.id));
    expect(bell.items.map((n) => n.is_read)).toEqual(latest.map((n) => n.isRead));
    expect(bell.items[0]).toEqual({ id: latest[0].id, ...pick(renderNotification(latest[0], "en")) });
    expect(bell.unread).toBe(all.unreadCount);
    expect(bell.unread).toBeGreaterThan(BELL_SIZE);
    markNotificationRead(admin, latest[0].id);
    expect(bellOf(admin, "id").unread).toBe(all.unreadCount - 1);
    markAllNotificationsRead(admin);
    expect(bellOf(admin, "en")).toMatchObject({ unread: 0, items: { length: BELL_SIZE } });
    // Another user's bell: its own notice only; a user with none has an empty bell.
    const owner = await makeUser();
    expect(bellOf(owner, "en")).toMatchObject({ unread: 1, items: [{ is_read: false, title: "Account approved" }] });
    for (const n of listNotifications(owner, { limit: 10 }).items) dismissNotification(owner, n.id);
    expect(bellOf(owner, "en")).toEqual({ unread: 0, items: [] });
  });

  it("opening a notification marks it read and leads where the reader acts; another's is not found", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const [approved] = listNotifications(owner, { limit: 10 }).items;
    expect(approved.type).toBe("account_approved");
    await expectModelError(() => openNotification(other, approved.id), "not_found", "notificationNotFound");
    expect(openNotification(owner, approved.id)).toBe("/community/dashboard");
    expect(countUnreadNotifications(owner)).toBe(0);
    const community = makeCommunity(owner, { name: "Kopi Dago" });
    setCommunityVerified(await makeAdmin(), community.id, true);
    const [verified] = listNotifications(owner, { limit: 10 }).items;
    expect(openNotification(owner, verified.id)).toBe("/community/profile");
  });

  it("a decided account, brief, application or community no longer waits unread in any admin's bell", async () => {
    const admin = await makeAdmin();
    const second = await makeAdmin("second.admin@guyub.test");
    const unread = (user: User, type: string) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .all()
        .filter((n) => n.type === type && !n.isRead).length;
    const waiting = await makeUser({ status: "PENDING" });
    const untouched = await makeUser({ status: "PENDING" });
    expect([unread(admin, "new_user"), unread(second, "new_user")]).toEqual([2, 2]);
    decideUserApproval(admin, waiting.id, { status: "APPROVED" });
    // Only the decided account's notices are read, for both admins.
    expect([unread(admin, "new_user"), unread(second, "new_user")]).toEqual([1, 1]);
    void untouched;

    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    const { tellAdmins } = await import("./events/tell.server");
    db.transaction((tx) =>
      tellAdmins(tx, { type: "new_brief", params: { briefId: brief.id, title: brief.title, company: brief.companyName } }),
    );
    expect(unread(second, "new_brief")).toBe(1);
    decideBrief(admin, brief.id, { status: "ACTIVE" });
    expect(unread(second, "new_brief")).toBe(0);

    const applicant = await makeUser();
    makeCommunity(applicant);
    const application = applyToBrief(applicant, brief.id);
    expect(unread(second, "new_application")).toBe(1);
    decideApplication(admin, application.id, { status: "REJECTED" });
    expect(unread(second, "new_application")).toBe(0);

    const owner = await makeUser();
    const { createCommunity } = await import("./community-profile.server");
    const { CommunitySchema } = await import("~/validation/community");
    const community = await createCommunity(
      owner,
      CommunitySchema.parse({
        name: "Kopi Dago",
        description: "Ngopi bareng setiap Sabtu pagi.",
        category: ["FOOD_BEVERAGE"],
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopi" }],
      }),
    );
    expect(unread(second, "new_community")).toBe(1);
    setCommunityVerified(admin, community.id, true);
    expect(unread(second, "new_community")).toBe(0);
  });
});
