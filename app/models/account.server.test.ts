import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, briefs, communities, communityCategories, members, notifications, sessions, users } from "../../db/schema";
import { FACTORY_PASSWORD, makeAdmin, makeUser } from "../../tests/factories";
import { db } from "~/lib/server/db.server";
import { listCommunitiesOfUser } from "./community.server";
import { expectModelError } from "../../tests/model-errors";
import { verifyPassword } from "./password.server";
import { createSession, findSessionUser, sessionIdOf } from "./session-store.server";
import { authenticateWithPassword, changePassword, deleteAccount, getUserById, updateAccount } from "./user.server";

/** A community with categories and a member for an owner, written as plain rows. */
function communityFor(ownerId: number) {
  const community = db
    .insert(communities)
    .values({ ownerId, name: "Komunitas Kopi Bandung", description: "Pecinta kopi di Bandung dan sekitarnya" })
    .returning()
    .get();
  db.insert(communityCategories).values({ communityId: community.id, category: "FOOD_BEVERAGE" }).run();
  db.insert(members).values({ communityId: community.id, name: "Asep Sunandar", role: "Moderator" }).run();
  return community;
}

function briefFor(advertiserId: number) {
  return db
    .insert(briefs)
    .values({
      advertiserId,
      title: "Kampanye Kopi Susu",
      companyName: "PT Kopi Nusantara",
      description: "Kampanye produk kopi susu baru untuk komunitas kopi",
      targetCategory: "FOOD_BEVERAGE",
      status: "ACTIVE",
    })
    .returning()
    .get();
}

describe("updateAccount", () => {
  it("changes the owner's own name, PIC name, e-mail and phone", async () => {
    const owner = await makeUser();
    const updated = updateAccount(owner, owner.id, {
      fullname: "Komunitas Kopi",
      pic_name: "Rina Wijaya",
      email: "Kopi@Example.id".toLowerCase(),
      phone: "081299998888",
    });
    expect(updated).toMatchObject({ fullname: "Komunitas Kopi", picName: "Rina Wijaya", email: "kopi@example.id", phone: "081299998888" });
    expect(getUserById(owner.id)?.email).toBe("kopi@example.id");
  });

  it("keeps fields of another role out: no company for an owner, no PIC name for an advertiser", async () => {
    const owner = await makeUser();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    expect(updateAccount(owner, owner.id, { company_name: "PT X" }).companyName).toBeNull();
    const before = advertiser.picName;
    const changed = updateAccount(advertiser, advertiser.id, { pic_name: "Someone", company_name: "PT Maju Jaya" });
    expect(changed.picName).toBe(before);
    expect(changed.companyName).toBe("PT Maju Jaya");
  });

  it("never changes role, approval status or password, whatever the input carries", async () => {
    const owner = await makeUser({ status: "PENDING" });
    const input = { fullname: "Nama Baru", role: "ADMIN", approval_status: "APPROVED", password: "x", passwordHash: "x" };
    const updated = updateAccount(owner, owner.id, input as never);
    expect(updated.role).toBe("COMMUNITY_OWNER");
    expect(updated.approvalStatus).toBe("PENDING");
    expect(updated.passwordHash).toBe(owner.passwordHash);
  });

  it("refuses a taken e-mail as a field error (409)", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const error = await expectModelError(() => updateAccount(b, b.id, { email: a.email }), "conflict", "emailTaken");
    expect(error.status).toBe(409);
    expect(error.fields).toEqual({ email: ["emailTaken"] });
    // Its own address is not "taken".
    expect(updateAccount(a, a.id, { email: a.email }).email).toBe(a.email);
  });

  it("refuses another user's account (403) before looking it up, and a signed-out caller (401)", async () => {
    const a = await makeUser();
    const b = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => updateAccount(a, b.id, { fullname: "Hacked" }), "forbidden", "notYourAccount");
    await expectModelError(() => updateAccount(a, 999_999, { fullname: "Hacked" }), "forbidden", "notYourAccount");
    await expectModelError(() => updateAccount(null, a.id, { fullname: "Hacked" }), "unauthenticated");
    expect(getUserById(b.id)?.fullname).toBe(b.fullname);
  });

  it("lets the admin change any non-admin account, but not another admin's", async () => {
    const admin = await makeAdmin();
    const other = await makeAdmin("second.admin@guyub.test");
    const owner = await makeUser();
    expect(updateAccount(admin, owner.id, { phone: "081211112222" }).phone).toBe("081211112222");
    await expectModelError(() => updateAccount(admin, other.id, { fullname: "X" }), "forbidden");
    await expectModelError(() => updateAccount(admin, 999_999, { fullname: "X" }), "not_found");
  });
});

describe("changePassword", () => {
  it("needs the right current password, then signs out every other session", async () => {
    const owner = await makeUser();
    const mine = createSession(owner.id, false);
    const other = createSession(owner.id, true);
    const error = await expectModelError(
      () => changePassword(owner, owner.id, { currentPassword: "wrong-one", newPassword: "kopi-susu-2026" }, sessionIdOf(mine)),
      "invalid",
      "currentPasswordIncorrect",
    );
    expect(error.fields).toEqual({ currentPassword: ["currentPasswordIncorrect"] });
    expect(findSessionUser(other)).not.toBeNull();

    await changePassword(owner, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: "kopi-susu-2026" }, sessionIdOf(mine));
    const stored = getUserById(owner.id)!;
    expect(await verifyPassword(stored.passwordHash, "kopi-susu-2026")).toBe(true);
    expect(await verifyPassword(stored.passwordHash, FACTORY_PASSWORD)).toBe(false);
    expect(findSessionUser(mine)?.user.id).toBe(owner.id);
    expect(findSessionUser(other)).toBeNull();
    await expect(
      authenticateWithPassword({ email: owner.email, password: "kopi-susu-2026", clientAddress: "1.1.1.1" }),
    ).resolves.toMatchObject({ id: owner.id });
  });

  it("refuses a common password with a field error", async () => {
    const owner = await makeUser();
    const error = await expectModelError(
      () => changePassword(owner, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: "password123" }, null),
      "invalid",
      "passwordTooCommon",
    );
    expect(error.fields).toEqual({ newPassword: ["passwordTooCommon"] });
  });

  it("is only for one's own account, not even the admin's for someone else", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    for (const actor of [admin, await makeUser({ role: "ADVERTISER" })]) {
      await expectModelError(
        () => changePassword(actor, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: "kopi-susu-2026" }, null),
        "forbidden",
      );
    }
    expect(await verifyPassword(getUserById(owner.id)!.passwordHash, FACTORY_PASSWORD)).toBe(true);
  });
});

describe("deleteAccount", () => {
  it("removes the owner with community, categories, members, applications, notifications and sessions", async () => {
    const owner = await makeUser();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const community = communityFor(owner.id);
    const brief = briefFor(advertiser.id);
    db.insert(applications).values({ briefId: brief.id, communityId: community.id, message: "Kami tertarik" }).run();
    createSession(owner.id, false);
    db.insert(notifications)
      .values({ userId: owner.id, type: "account_approved", data: { userId: owner.id } })
      .run();

    deleteAccount(owner, owner.id);

    expect(getUserById(owner.id)).toBeUndefined();
    const left = (table: typeof communities | typeof members | typeof communityCategories | typeof applications) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .get()?.n;
    expect(left(communities)).toBe(0);
    expect(left(communityCategories)).toBe(0);
    expect(left(members)).toBe(0);
    expect(left(applications)).toBe(0);
    expect(db.select().from(sessions).where(eq(sessions.userId, owner.id)).all()).toEqual([]);
    expect(db.select().from(notifications).where(eq(notifications.userId, owner.id)).all()).toEqual([]);
    // The advertiser and its brief stay.
    expect(getUserById(advertiser.id)).toBeDefined();
    expect(db.select().from(briefs).where(eq(briefs.id, brief.id)).get()).toBeDefined();
  });

  it("removes an advertiser's briefs with their applications", async () => {
    const owner = await makeUser();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const community = communityFor(owner.id);
    const brief = briefFor(advertiser.id);
    db.insert(applications).values({ briefId: brief.id, communityId: community.id }).run();
    deleteAccount(advertiser, advertiser.id);
    expect(db.select().from(briefs).all()).toEqual([]);
    expect(db.select().from(applications).all()).toEqual([]);
    expect(db.select().from(communities).all()).toHaveLength(1);
  });

  it("refuses someone else's account; the admin may delete a non-admin, never an admin", async () => {
    const owner = await makeUser();
    const stranger = await makeUser({ role: "ADVERTISER" });
    const admin = await makeAdmin();
    await expectModelError(() => deleteAccount(stranger, owner.id), "forbidden");
    await expectModelError(() => deleteAccount(admin, admin.id), "forbidden", "cannotDeleteAdmin");
    expect(getUserById(owner.id)).toBeDefined();
    deleteAccount(admin, owner.id);
    expect(getUserById(owner.id)).toBeUndefined();
    expect(db.select().from(users).where(eq(users.id, admin.id)).get()).toBeDefined();
  });

  it("is all or nothing: a failure inside leaves every row in place", async () => {
    const owner = await makeUser();
    communityFor(owner.id);
    createSession(owner.id, false);
    // A trigger that fails the user delete, after the sessions were deleted in the same transaction.
    db.run(sql`CREATE TEMP TRIGGER fail_user_delete BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    expect(() => deleteAccount(owner, owner.id)).toThrow(/boom/);
    db.run(sql`DROP TRIGGER fail_user_delete`);
    expect(getUserById(owner.id)).toBeDefined();
    expect(db.select().from(sessions).where(eq(sessions.userId, owner.id)).all()).toHaveLength(1);
    expect(db.select().from(communities).all()).toHaveLength(1);
  });
});

describe("listCommunitiesOfUser", () => {
  it("gives the owner and the admin the community with the owner's contact; refuses others", async () => {
    const owner = await makeUser();
    const community = communityFor(owner.id);
    const [own] = listCommunitiesOfUser(owner, owner.id);
    expect(own).toMatchObject({ id: community.id, owner_phone: owner.phone, owner_email: owner.email, category: ["FOOD_BEVERAGE"] });
    expect(listCommunitiesOfUser(await makeAdmin(), owner.id)).toHaveLength(1);
    const stranger = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => listCommunitiesOfUser(stranger, owner.id), "forbidden");
    expect(listCommunitiesOfUser(stranger, stranger.id)).toEqual([]);
  });
});
