import { describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { applyToBrief, decideApplication } from "./application.server";
import { listAuditOf, listDecisionsAboutMe } from "./audit.server";
import { decideBrief } from "./brief-write.server";
import { setCommunityVerified } from "./community-profile.server";
import { decideUserApproval, deleteAccount, listPendingUsers, listUsers } from "./user.server";
import { adminCounts } from "./admin.server";
import { communities, users } from "../../db/schema";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ApprovalStatus, Role } from "~/utils/enums";
import { searchText } from "~/validation/text";

/* The audit trail (every admin decision leaves exactly one row, written with it; only the admin decides) and the admin's lists. */

const rowCount = () => db.select().from(auditEvents).all().length;

/** Run `decide` and return the audit rows it added. */
function added<T>(decide: () => T) {
  const before = db.select({ id: auditEvents.id }).from(auditEvents).all().length;
  decide();
  return db.select().from(auditEvents).all().slice(before);
}

describe("every admin decision leaves one audit row", () => {
  it("accounts: approve, reject with the reason, delete", async () => {
    const admin = await makeAdmin();
    const pending = await makeUser({ status: "PENDING" });
    const [approved] = added(() => decideUserApproval(admin, pending.id, { status: "APPROVED" }));
    expect(approved).toMatchObject({
      actorId: admin.id,
      action: "account_approved",
      subjectType: "user",
      subjectId: pending.id,
      subjectUserId: pending.id,
      note: null,
    });
    const other = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const rows = added(() => decideUserApproval(admin, other.id, { status: "REJECTED", rejectionReason: "  Data tidak lengkap " }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "account_rejected",
      note: "Data tidak lengkap",
      params: { name: other.fullname, email: other.email },
    });
    const deleted = added(() => deleteAccount(admin, pending.id));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      action: "account_deleted",
      subjectId: pending.id,
      params: { name: pending.fullname, role: "COMMUNITY_OWNER" },
    });
    // The trail outlives the account.
    expect(listAuditOf(admin, { type: "user", id: pending.id }).map((e) => e.action)).toEqual(["account_deleted", "account_approved"]);
  });

  it("a user deleting its own account is not an admin decision", async () => {
    const owner = await makeUser();
    expect(added(() => deleteAccount(owner, owner.id))).toHaveLength(0);
  });

  it("verification: verify and revoke, each recorded for the owner", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser();
    const community = makeCommunity(owner);
    expect(added(() => setCommunityVerified(admin, community.id, true))[0]).toMatchObject({
      action: "community_verified",
      subjectUserId: owner.id,
    });
    expect(added(() => setCommunityVerified(admin, community.id, false))[0]).toMatchObject({ action: "community_unverified" });
    expect(listAuditOf(admin, { type: "community", id: community.id })).toHaveLength(2);
    await expectModelError(() => setCommunityVerified(admin, 999_999, true), "not_found", "communityNotFound");
  });

  it("briefs: approve and reject with notes; a brief not pending is refused (409) and leaves no row", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const first = makeBrief(advertiser, { status: "PENDING_APPROVAL", title: "Peluncuran Aplikasi" });
    const second = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    expect(added(() => decideBrief(admin, first.id, { status: "ACTIVE", adminNotes: "Bagus." }))[0]).toMatchObject({
      action: "brief_approved",
      subjectUserId: advertiser.id,
      note: "Bagus.",
      params: { title: "Peluncuran Aplikasi" },
    });
    expect(added(() => decideBrief(admin, second.id, { status: "CANCELLED", adminNotes: "Kurang jelas." }))[0]).toMatchObject({
      action: "brief_rejected",
    });
    const before = rowCount();
    await expectModelError(() => decideBrief(admin, first.id, { status: "ACTIVE" }), "conflict", "briefNotPending");
    expect(rowCount()).toBe(before);
    // The advertiser reads the decisions about itself, newest first (its account's approval too).
    expect(listDecisionsAboutMe(advertiser).map((e) => [e.action, e.note])).toEqual([
      ["brief_rejected", "Kurang jelas."],
      ["brief_approved", "Bagus."],
      ["account_approved", null],
    ]);
  });

  it("applications: the decision is recorded for the community's owner", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser();
    makeCommunity(owner);
    const brief = makeBrief(await makeUser({ role: "ADVERTISER" }), { status: "ACTIVE" });
    const application = applyToBrief(owner, brief.id, { message: "Kami siap." });
    expect(added(() => decideApplication(admin, application.id, { status: "REJECTED", adminNotes: "Belum cocok." }))[0]).toMatchObject({
      action: "application_rejected",
      subjectType: "application",
      subjectUserId: owner.id,
      note: "Belum cocok.",
    });
    expect(listDecisionsAboutMe(owner)[0].action).toBe("application_rejected");
  });
});

describe("only the admin decides", () => {
  it("refuses owners, advertisers and visitors every admin action", async () => {
    const owner = await makeUser();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const pending = await makeUser({ status: "PENDING" });
    const community = makeCommunity(owner);
    const brief = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    const before = rowCount();
    for (const actor of [owner, advertiser, null]) {
      const kind = actor ? "forbidden" : "unauthenticated";
      await expectModelError(() => decideUserApproval(actor as never, pending.id, { status: "APPROVED" }), kind);
      await expectModelError(() => setCommunityVerified(actor, community.id, true), kind);
      await expectModelError(() => decideBrief(actor, brief.id, { status: "ACTIVE" }), kind);
      await expectModelError(() => decideApplication(actor, 1, { status: "APPROVED" }), kind);
      await expectModelError(() => listAuditOf(actor, { type: "user", id: pending.id }), kind);
      await expectModelError(() => listPendingUsers(actor as never), kind);
      await expectModelError(() => listUsers(actor as never, { limit: 10, offset: 0 }), kind);
    }
    expect(rowCount()).toBe(before);
  });

  it("an admin cannot reject or delete itself or another admin", async () => {
    const admin = await makeAdmin();
    const other = await makeAdmin("second.admin@guyub.test");
    for (const target of [admin, other]) {
      await expectModelError(
        () => decideUserApproval(admin, target.id, { status: "REJECTED", rejectionReason: "x" }),
        "forbidden",
        "cannotDecideAdmin",
      );
      await expectModelError(() => deleteAccount(admin, target.id), "forbidden");
    }
  });
});

describe("All Users search (listUsers)", () => {
  it("finds by a piece of the name or e-mail (trigram), an e-mail prefix for short text, and keeps up with changes", async () => {
    const { listUsers: list } = await import("./user.server");
    const admin = await makeAdmin();
    const sari = await makeUser({ fullname: "Sari Kusumawardani", email: "sari.kusuma@contoh.id" });
    const page = { limit: 50, offset: 0 };
    const ids = (q: string) => list(admin, { q, ...page }).items.map((u) => u.id);
    expect(ids("kusumawar")).toContain(sari.id);
    expect(ids("KUSUMAWAR")).toContain(sari.id);
    expect(ids("contoh.id")).toContain(sari.id);
    expect(ids("sa")).toContain(sari.id);
    expect(ids("zz")).not.toContain(sari.id);
    expect(list(admin, { q: "kusumawar", role: "ADVERTISER", ...page }).total).toBe(0);
    // Renamed: the index follows (the update trigger).
    const { updateAccount } = await import("./user.server");
    updateAccount(admin, sari.id, { fullname: "Sari Handayani", email: "sari.kusuma@contoh.id", phone: sari.phone });
    expect(ids("kusumawar")).not.toContain(sari.id);
    expect(ids("handayani")).toContain(sari.id);
  });
});

/*
 * A list's page has several plans (user.server.ts listUsers: the table or a filter's
 * index without a search, users_fts walked newest first, an e-mail prefix walked or
 * sorted); each must give the rows of one plain query, newest first (the highest id), for
 * every kind of search text, filter and page. `listUsersPlain` is that query.
 */
function listUsersPlain(query: { q?: string; role?: Role; status?: ApprovalStatus; limit: number; offset: number }) {
  const text = query.q ? searchText(query.q) : undefined;
  const search = !text
    ? undefined
    : [...text].length >= 3
      ? sql`${users.id} IN (SELECT rowid FROM users_fts WHERE users_fts MATCH ${`"${text.replace(/"/g, '""')}"`})`
      : and(gte(users.email, text.toLowerCase()), lt(users.email, `${text.toLowerCase()}\uffff`));
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.approvalStatus, query.status) : undefined,
    search,
  );
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.limit)
    .offset(query.offset)
    .all()
    .map((u) => u.id);
  return { ids, total };
}

describe("All Users search: the same rows whichever plan serves the page", () => {
  it("many and few matches, one and two characters, quotes, filters and pages", async () => {
    const admin = await makeAdmin();
    const names = [
      ...Array.from({ length: 36 }, (_, i) => `Sari ${["Lestari", "Wulandari", "Handayani", "Puspita"][i % 4]} ${i}`),
      'Andi "Kojek" Saputra',
      "D'Arcy Sarinah",
      "Ṡari Ünal",
      "Budi 100% Santoso",
      "Eko_Prasetyo",
      ...Array.from({ length: 20 }, (_, i) => `Rudi Hartono ${i}`),
    ];
    // Dates out of id order, some shared: the order is the ids' (creation order) all the same.
    const base = Date.UTC(2024, 0, 1);
    names.forEach((fullname, i) => {
      const email = i % 5 === 0 ? `sa${i}@contoh.id` : i % 7 === 0 ? `s.${i}@contoh.id` : `user${i}@contoh.id`;
      db.insert(users)
        .values({
          username: `cari${i}`,
          fullname,
          email,
          phone: `0813${String(10_000_000 + i).slice(-8)}`,
          passwordHash: "not-a-hash",
          role: i % 3 === 0 ? "ADVERTISER" : "COMMUNITY_OWNER",
          approvalStatus: i % 4 === 0 ? "PENDING" : "APPROVED",
          createdAt: new Date(base + ((i * 37) % 23) * 86_400_000),
        })
        .run();
    });

    // Which plans ran: the walk of users_fts, the walk of the table checking the e-mail
    // prefix, the sort of a prefix's matches (ids first).
    const sqlite = db.$client;
    const prepare = sqlite.prepare.bind(sqlite);
    const seen: string[] = [];
    sqlite.prepare = ((source: string) => {
      seen.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    try {
      const texts = [
        undefined,
        "sari",
        "SARI",
        "ari",
        "  sari  ",
        "sa",
        "s",
        "S",
        "Sa",
        "kojek",
        '"kojek"',
        '"',
        'o"',
        "d'a",
        "d'arcy",
        "100%",
        "0%",
        "_",
        "o_p",
        "ṡari",
        "zzqx",
        "rudi",
        "hartono 1",
      ];
      const pages = [
        { limit: 20, offset: 0 },
        { limit: 3, offset: 0 },
        { limit: 5, offset: 10 },
        { limit: 20, offset: 25 },
        { limit: 3, offset: 34 },
      ];
      const filters = [
        {},
        { role: "ADVERTISER" as const },
        { status: "PENDING" as const },
        { role: "COMMUNITY_OWNER" as const, status: "APPROVED" as const },
      ];
      for (const q of texts) {
        for (const filter of filters) {
          for (const page of pages) {
            const query = { q, ...filter, ...page };
            const now = listUsers(admin, query);
            const plain = listUsersPlain(query);
            expect({ ids: now.items.map((u) => u.id), total: now.total }, JSON.stringify(query)).toEqual(plain);
          }
        }
      }
    } finally {
      sqlite.prepare = prepare;
    }
    expect(seen.some((s) => /FROM "users_fts" CROSS JOIN "users"/.test(s))).toBe(true);
    expect(seen.some((s) => /SELECT rowid AS id FROM "users_fts" WHERE "users_fts" MATCH \? ORDER BY rowid DESC/.test(s))).toBe(true);
    expect(seen.some((s) => s.includes('+"users"."email" >='))).toBe(true);
    expect(seen.some((s) => s.startsWith('select "id" from "users" where'))).toBe(true);
  });
});

describe("the admin's queues", () => {
  it("Pending Briefs: PENDING_APPROVAL only, oldest first, with the advertiser's name; admin only", async () => {
    const { listPendingBriefs } = await import("./brief.server");
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER", fullname: "Rina Pengiklan" });
    const older = makeBrief(advertiser, { status: "PENDING_APPROVAL", createdAt: new Date(Date.UTC(2020, 0, 1)) });
    makeBrief(advertiser, { status: "ACTIVE" });
    const list = listPendingBriefs(admin, { limit: 50, offset: 0 });
    expect(list.items.every((b) => b.status === "PENDING_APPROVAL")).toBe(true);
    expect(list.items[0]).toMatchObject({ id: older.id, advertiserName: "Rina Pengiklan" });
    expect(list.total).toBe(list.items.length);
    await expectModelError(() => listPendingBriefs(advertiser, { limit: 5, offset: 0 }), "forbidden");
    await expectModelError(() => listPendingBriefs(null, { limit: 5, offset: 0 }), "unauthenticated");
  });
});

describe("the admin's Communities", () => {
  it("lists every community with its owner's contact, filtered by search, category and verification; admin only", async () => {
    const { listCommunitiesForAdmin } = await import("./community.server");
    const admin = await makeAdmin();
    const owner = await makeUser({ status: "PENDING", fullname: "Pemilik Tertunda" });
    const community = makeCommunity(owner, { name: "Komunitas Angklung Bandung", categories: ["ARTS"] });
    const page = { limit: 20, offset: 0 };
    const found = listCommunitiesForAdmin(admin, { q: "angklung" }, page);
    // Shown to the admin although its owner is not APPROVED (hidden from the public).
    expect(found.items.map((c) => c.id)).toEqual([community.id]);
    expect(found.items[0]).toMatchObject({
      ownerName: "Pemilik Tertunda",
      ownerEmail: owner.email,
      ownerPhone: owner.phone,
      categories: ["ARTS"],
    });
    expect(listCommunitiesForAdmin(admin, { q: "angklung", category: "GAMING" }, page).total).toBe(0);
    expect(listCommunitiesForAdmin(admin, { q: "angklung", verified: true }, page).total).toBe(0);
    expect(listCommunitiesForAdmin(admin, { q: "an", category: "ARTS", verified: false }, page).items.map((c) => c.id)).toContain(
      community.id,
    );
    await expectModelError(() => listCommunitiesForAdmin(owner, {}, page), "forbidden");
    await expectModelError(() => listCommunitiesForAdmin(null, {}, page), "unauthenticated");
  });
});

describe("the admin's Applications", () => {
  it("lists by status with counts, the pending queue oldest first; admin only", async () => {
    const { listApplicationsForAdmin } = await import("./application.server");
    const admin = await makeAdmin();
    const brief = makeBrief(await makeUser({ role: "ADVERTISER" }), { status: "ACTIVE" });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const owner = await makeUser();
      makeCommunity(owner);
      ids.push(applyToBrief(owner, brief.id, { message: `Lamaran ${i}` }).id);
    }
    decideApplication(admin, ids[2], { status: "APPROVED" });
    const pending = listApplicationsForAdmin(admin, { status: "PENDING" }, { limit: 50, offset: 0 });
    expect(pending.items.every((a) => a.status === "PENDING")).toBe(true);
    const mine = pending.items.filter((a) => ids.includes(a.id)).map((a) => a.id);
    expect(mine).toEqual([ids[0], ids[1]]);
    expect(pending.counts.all).toBe(pending.counts.PENDING + pending.counts.APPROVED + pending.counts.REJECTED);
    expect(listApplicationsForAdmin(admin, {}, { limit: 1, offset: 0 }).items[0].id).toBe(Math.max(...ids));
    const someone = await makeUser();
    await expectModelError(() => listApplicationsForAdmin(someone, {}, { limit: 5, offset: 0 }), "forbidden");
  });
});

describe("the admin's Messages", () => {
  it("lists open and handled messages newest first with counts; marks handled and reopens; admin only", async () => {
    const { createContactMessage, listContactMessages, setMessageHandled, contactLimiter } = await import("./contact.server");
    contactLimiter.clear();
    const admin = await makeAdmin();
    const address = { clientAddress: `10.9.${Math.floor(Math.random() * 250)}.1` };
    const first = createContactMessage(
      { name: "Ani", email: "ani@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya.", website: "" },
      address,
    )!;
    const second = createContactMessage(
      { name: "Budi", email: "budi@example.id", phone: "081234567891", message: "Mohon info kerja sama.", website: "" },
      address,
    )!;
    const page = { limit: 50, offset: 0 };
    const open = listContactMessages(admin, { handled: false }, page);
    expect(open.items.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]);
    setMessageHandled(admin, first.id, true);
    const after = listContactMessages(admin, { handled: false }, page);
    expect(after.items.map((m) => m.id)).not.toContain(first.id);
    expect(after.counts.handled).toBe(open.counts.handled + 1);
    expect(listContactMessages(admin, { handled: true }, page).items.map((m) => m.id)).toContain(first.id);
    expect(setMessageHandled(admin, first.id, false).isRead).toBe(false);
    await expectModelError(() => setMessageHandled(admin, 99_999_999, true), "not_found", "messageNotFound");
    const owner = await makeUser();
    await expectModelError(() => listContactMessages(owner, {}, page), "forbidden");
    await expectModelError(() => setMessageHandled(null, first.id, true), "unauthenticated");
  });
});

describe("the console's counts", () => {
  it("counts the communities awaiting verification, as the Communities tab's unverified filter lists them", async () => {
    const admin = await makeAdmin();
    const unverified = () => db.select().from(communities).where(eq(communities.isVerified, false)).all().length;
    const before = adminCounts(admin).unverifiedCommunities;
    expect(before).toBe(unverified());
    const fresh = makeCommunity(await makeUser());
    makeCommunity(await makeUser(), { isVerified: true });
    expect(adminCounts(admin).unverifiedCommunities).toBe(before + 1);
    setCommunityVerified(admin, fresh.id, true);
    expect(adminCounts(admin).unverifiedCommunities).toBe(before);
    await expectModelError(async () => adminCounts(await makeUser()), "forbidden", "wrongRole");
  });
});
