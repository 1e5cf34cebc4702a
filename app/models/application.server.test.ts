import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, campaigns, emailOutbox, notifications, users, type User } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";
import {
  appliedBriefIds,
  applyToBrief,
  decideApplication,
  getApplicationFor,
  listApplicationsOfBrief,
  listApplicationsOfCommunity,
  pendingApplicationCount,
  pendingApplicationCounts,
  toPublicApplication,
  withdrawApplication,
} from "./application.server";

/*
 * Applications (docs/product.md, "Applications"): who may apply, once, to what; who reads a
 * community's applications; the admin's decision; the advertiser's contact after
 * approval only.
 */

const PAGE = { limit: 10, offset: 0 };

async function setup() {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const owner = await makeUser();
  const community = makeCommunity(owner, { categories: ["TECHNOLOGY"] });
  const admin = await makeAdmin();
  const brief = makeBrief(advertiser, { contactPhone: "0813-7778-8899" });
  return { advertiser, owner, community, admin, brief };
}

function notificationsOf(user: User) {
  return db.select().from(notifications).where(eq(notifications.userId, user.id)).all();
}

/** The application notifications of a user (registration and approval left aside). */
function applicationNotesOf(user: User) {
  return notificationsOf(user).filter((n) => /application/.test(n.type));
}

describe("applyToBrief", () => {
  it("an approved owner with a community applies to an ACTIVE brief: PENDING, its message kept, the admins told", async () => {
    const { owner, community, admin, brief } = await setup();
    const app = applyToBrief(owner, brief.id, { message: "  Kami siap jadi tuan rumah workshop.  " });
    expect(app).toMatchObject({
      briefId: brief.id,
      communityId: community.id,
      status: "PENDING",
      message: "Kami siap jadi tuan rumah workshop.",
      adminNotes: null,
      brief: { id: brief.id, title: brief.title, companyName: brief.companyName, status: "ACTIVE" },
      community: { id: community.id, name: community.name, isVerified: false },
    });
    // communityId, when given, is its own; an empty message is stored as none.
    const second = applyToBrief(owner, makeBrief(await makeUser({ role: "ADVERTISER" })).id, { communityId: community.id, message: "  " });
    expect(second.message).toBeNull();
    expect(notificationsOf(admin).filter((n) => n.type === "new_application")).toHaveLength(2);
  });

  it("only a community owner applies", async () => {
    const { advertiser, admin, brief } = await setup();
    await expectModelError(() => applyToBrief(advertiser, brief.id), "forbidden", "wrongRole");
    await expectModelError(() => applyToBrief(admin, brief.id), "forbidden", "wrongRole");
    await expectModelError(() => applyToBrief(null, brief.id), "unauthenticated");
  });

  it("an owner whose account is not approved cannot apply (403), even with a community", async () => {
    const { brief } = await setup();
    const pending = await makeUser({ status: "PENDING" });
    makeCommunity(pending);
    const error = await expectModelError(() => applyToBrief(pending, brief.id), "forbidden", "accountNotApproved");
    expect(error.status).toBe(403);
    expect(db.select().from(applications).all()).toHaveLength(0);
  });

  it("without a community: 400 'No community selected'; another owner's community: 403", async () => {
    const { community, brief } = await setup();
    const lonely = await makeUser();
    const error = await expectModelError(() => applyToBrief(lonely, brief.id), "invalid", "noCommunitySelected");
    expect(error.status).toBe(400);
    await expectModelError(() => applyToBrief(lonely, brief.id, { communityId: community.id }), "forbidden", "notYourCommunity");
    const other = await makeUser();
    makeCommunity(other);
    await expectModelError(() => applyToBrief(other, brief.id, { communityId: community.id }), "forbidden", "notYourCommunity");
    expect(db.select().from(applications).all()).toHaveLength(0);
  });

  it("a brief that is not ACTIVE (or not there) cannot be applied to: 404", async () => {
    const { advertiser, owner } = await setup();
    for (const status of ["DRAFT", "PENDING_APPROVAL", "COMPLETED", "CANCELLED"] as const) {
      const brief = makeBrief(advertiser, { status });
      await expectModelError(() => applyToBrief(owner, brief.id), "not_found", "briefNotFound");
    }
    await expectModelError(() => applyToBrief(owner, 999_999), "not_found", "briefNotFound");
    expect(db.select().from(applications).all()).toHaveLength(0);
  });

  it("a second application of the same community to the same brief conflicts (409), from the unique index", async () => {
    const { owner, brief } = await setup();
    applyToBrief(owner, brief.id);
    const error = await expectModelError(() => applyToBrief(owner, brief.id, { message: "Sekali lagi" }), "conflict", "alreadyApplied");
    expect(error.status).toBe(409);
    expect(db.select().from(applications).all()).toHaveLength(1);
    // Another community may still apply to that brief.
    const other = await makeUser();
    makeCommunity(other);
    expect(applyToBrief(other, brief.id).status).toBe("PENDING");
  });
});

describe("listApplicationsOfCommunity", () => {
  it("the owner lists its community's applications newest first, with the brief's summary and a count per status", async () => {
    const { advertiser, owner, community, admin } = await setup();
    const briefs = Array.from({ length: 4 }, () => makeBrief(advertiser));
    const apps = briefs.map((b) => applyToBrief(owner, b.id));
    decideApplication(admin, apps[0].id, { status: "APPROVED", adminNotes: "Strong fit." });
    decideApplication(admin, apps[1].id, { status: "REJECTED" });
    // Distinct times, so "newest first" is visible.
    apps.forEach((a, i) =>
      db
        .update(applications)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(applications.id, a.id))
        .run(),
    );

    const all = listApplicationsOfCommunity(owner, community.id, {}, PAGE);
    expect(all.items.map((a) => a.id)).toEqual([apps[3].id, apps[2].id, apps[1].id, apps[0].id]);
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ APPROVED: 1, PENDING: 2, REJECTED: 1, all: 4 });
    expect(all.items[3]).toMatchObject({
      status: "APPROVED",
      adminNotes: "Strong fit.",
      brief: { title: briefs[0].title, companyName: briefs[0].companyName, description: briefs[0].description, status: "ACTIVE" },
    });

    const pending = listApplicationsOfCommunity(owner, community.id, { status: "PENDING" }, PAGE);
    expect(pending.items.map((a) => a.id)).toEqual([apps[3].id, apps[2].id]);
    expect(pending.total).toBe(2);
    expect(pending.counts).toEqual(all.counts);
    expect(listApplicationsOfCommunity(owner, community.id, {}, { limit: 3, offset: 3 }).items.map((a) => a.id)).toEqual([apps[0].id]);
    // The admin reads them too.
    expect(listApplicationsOfCommunity(admin, community.id, { status: "REJECTED" }, PAGE).items.map((a) => a.id)).toEqual([apps[1].id]);
  });

  it("another owner's community's applications are out of reach: 403; a missing community: 404", async () => {
    const { owner, community, brief, advertiser } = await setup();
    applyToBrief(owner, brief.id);
    const other = await makeUser();
    makeCommunity(other);
    await expectModelError(() => listApplicationsOfCommunity(other, community.id, {}, PAGE), "forbidden", "notYourCommunity");
    await expectModelError(() => listApplicationsOfCommunity(advertiser, community.id, {}, PAGE), "forbidden", "notYourCommunity");
    await expectModelError(() => listApplicationsOfCommunity(owner, 999_999, {}, PAGE), "not_found", "communityNotFound");
    await expectModelError(() => listApplicationsOfCommunity(null, community.id, {}, PAGE), "unauthenticated");
  });
});

describe("getApplicationFor", () => {
  it("gives its owner the brief, the own message and the admin's notes; another owner gets 404", async () => {
    const { owner, admin, brief, advertiser } = await setup();
    const app = applyToBrief(owner, brief.id, { message: "Kami punya 500 anggota aktif." });
    const detail = getApplicationFor(owner, app.id);
    expect(detail).toMatchObject({
      id: app.id,
      message: "Kami punya 500 anggota aktif.",
      status: "PENDING",
      briefDetail: { id: brief.id, title: brief.title, scopeOfWork: brief.scopeOfWork, requirements: { ageRange: ["18-24 years"] } },
      contact: null,
    });
    expect(getApplicationFor(admin, app.id).id).toBe(app.id);

    const other = await makeUser();
    makeCommunity(other);
    await expectModelError(() => getApplicationFor(other, app.id), "not_found", "applicationNotFound");
    await expectModelError(() => getApplicationFor(advertiser, app.id), "not_found", "applicationNotFound");
    await expectModelError(() => getApplicationFor(owner, 999_999), "not_found", "applicationNotFound");
    await expectModelError(() => getApplicationFor(null, app.id), "unauthenticated");
  });

  it("the advertiser's contact only once APPROVED: WhatsApp with the brief's phone, else its e-mail", async () => {
    const { owner, admin, brief, advertiser } = await setup();
    const approved = applyToBrief(owner, brief.id);
    decideApplication(admin, approved.id, { status: "APPROVED", adminNotes: "Welcome aboard." });
    expect(getApplicationFor(owner, approved.id)).toMatchObject({
      status: "APPROVED",
      adminNotes: "Welcome aboard.",
      contact: { kind: "whatsapp", phone: "0813-7778-8899", contactPerson: brief.contactPerson },
    });

    const noPhone = makeBrief(advertiser, { contactPhone: null });
    const viaEmail = applyToBrief(owner, noPhone.id);
    expect(getApplicationFor(owner, viaEmail.id).contact).toBeNull();
    decideApplication(admin, viaEmail.id, { status: "APPROVED" });
    expect(getApplicationFor(owner, viaEmail.id).contact).toEqual({
      kind: "email",
      email: advertiser.email,
      contactPerson: noPhone.contactPerson,
    });

    const rejected = applyToBrief(owner, makeBrief(advertiser).id);
    decideApplication(admin, rejected.id, { status: "REJECTED", adminNotes: "Not the audience." });
    const detail = getApplicationFor(owner, rejected.id);
    expect(detail).toMatchObject({ status: "REJECTED", adminNotes: "Not the audience.", contact: null });
    expect(JSON.stringify(detail)).not.toContain("0813-7778-8899");
    expect(JSON.stringify(detail)).not.toContain(advertiser.email);
  });
});

describe("appliedBriefIds", () => {
  it("says which of the given briefs the community applied to", async () => {
    const { owner, community, brief, advertiser } = await setup();
    const other = makeBrief(advertiser);
    applyToBrief(owner, brief.id);
    expect(appliedBriefIds(community.id, [brief.id, other.id, 424242])).toEqual(new Set([brief.id]));
    expect(appliedBriefIds(community.id, [])).toEqual(new Set());
  });
});

describe("decideApplication", () => {
  it("only the admin decides; a PENDING application only, once (409 after)", async () => {
    const { owner, admin, brief, advertiser } = await setup();
    const app = applyToBrief(owner, brief.id);
    await expectModelError(() => decideApplication(owner, app.id, { status: "APPROVED" }), "forbidden", "wrongRole");
    await expectModelError(() => decideApplication(advertiser, app.id, { status: "APPROVED" }), "forbidden", "wrongRole");
    await expectModelError(() => decideApplication(admin, 999_999, { status: "APPROVED" }), "not_found", "applicationNotFound");

    const before = db.select().from(applications).where(eq(applications.id, app.id)).get()!;
    db.update(applications)
      .set({ updatedAt: new Date(before.updatedAt.getTime() - 60_000) })
      .where(eq(applications.id, app.id))
      .run();
    const decided = decideApplication(admin, app.id, { status: "REJECTED", adminNotes: "  The audience is too small.  " });
    expect(decided).toMatchObject({ status: "REJECTED", adminNotes: "The audience is too small." });
    // updated_at moves to the decision's time.
    expect(decided.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());

    const error = await expectModelError(() => decideApplication(admin, app.id, { status: "APPROVED" }), "conflict", "applicationDecided");
    expect(error.status).toBe(409);
    expect(getApplicationFor(admin, app.id).status).toBe("REJECTED");
  });

  it("tells the owner, and on approval the brief's advertiser", async () => {
    const { owner, admin, brief, advertiser } = await setup();
    decideApplication(admin, applyToBrief(owner, brief.id).id, { status: "APPROVED" });
    expect(applicationNotesOf(owner).map((n) => n.type)).toEqual(["application_approved"]);
    expect(applicationNotesOf(advertiser).map((n) => n.type)).toEqual(["brief_application_approved"]);
    decideApplication(admin, applyToBrief(owner, makeBrief(advertiser).id).id, { status: "REJECTED" });
    expect(
      applicationNotesOf(owner)
        .map((n) => n.type)
        .sort(),
    ).toEqual(["application_approved", "application_rejected"]);
    expect(applicationNotesOf(advertiser)).toHaveLength(1);
  });

  it("e-mails the advertiser of the approval too, in the advertiser's language, linked to the brief", async () => {
    const { owner, admin, brief, advertiser, community } = await setup();
    db.update(users).set({ lang: "id" }).where(eq(users.id, advertiser.id)).run();
    decideApplication(admin, applyToBrief(owner, brief.id).id, { status: "APPROVED" });
    const mails = db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, advertiser.email))
      .all()
      .filter((m) => m.kind === "brief_application_approved");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lang: "id", subject: `${community.name} disetujui untuk "${brief.title}"` });
    expect(mails[0].textBody).toContain(`Admin Guyub menyetujui lamaran ${community.name} ke brief Anda "${brief.title}"`);
    expect(mails[0].textBody).toContain(`Lihat brief: http://localhost:${env.PORT}/advertiser/briefs?dialog=view&id=${brief.id}`);
    // A rejection tells the owner only.
    decideApplication(admin, applyToBrief(owner, makeBrief(advertiser).id).id, { status: "REJECTED" });
    expect(
      db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, advertiser.email))
        .all()
        .filter((m) => m.kind === "brief_application_approved"),
    ).toHaveLength(1);
  });
});

describe("toPublicApplication", () => {
  it("is the API's application object: snake_case with the brief and community summaries", async () => {
    const { owner, community, brief } = await setup();
    const app = applyToBrief(owner, brief.id, { message: "Halo" });
    expect(toPublicApplication(app)).toEqual({
      id: app.id,
      brief_id: brief.id,
      community_id: community.id,
      message: "Halo",
      status: "PENDING",
      admin_notes: null,
      proposed_fee: null,
      agreed_fee: null,
      campaign_id: null,
      created_at: app.createdAt.toISOString(),
      updated_at: app.updatedAt.toISOString(),
      brief: { id: brief.id, title: brief.title, company_name: brief.companyName, description: brief.description, status: "ACTIVE" },
      community: { id: community.id, name: community.name, is_verified: false },
    });
  });
});

describe("fees", () => {
  it("the owner's proposed fee is kept; approval agrees on it unless the admin sets another; the campaign gets the agreed fee and waits for payment", async () => {
    const { owner, admin, advertiser, brief } = await setup();
    const proposed = applyToBrief(owner, brief.id, { proposedFee: 2_500_000 });
    expect(proposed).toMatchObject({ proposedFee: 2_500_000, agreedFee: null, campaignId: null });

    const approved = decideApplication(admin, proposed.id, { status: "APPROVED" });
    expect(approved).toMatchObject({ status: "APPROVED", proposedFee: 2_500_000, agreedFee: 2_500_000 });
    expect(approved.campaignId).not.toBeNull();
    const campaign = db.select().from(campaigns).where(eq(campaigns.id, approved.campaignId!)).get()!;
    expect(campaign).toMatchObject({
      applicationId: proposed.id,
      state: "AWAITING_PAYMENT",
      paymentState: "AWAITING_PAYMENT",
      agreedFee: 2_500_000,
    });
    expect(getApplicationFor(owner, proposed.id)).toMatchObject({ agreedFee: 2_500_000, campaignId: campaign.id });
    // The advertiser sees the agreed fee on its approved application.
    expect(listApplicationsOfBrief(advertiser, brief.id, PAGE).items[0]).toMatchObject({ agreedFee: 2_500_000, campaignId: campaign.id });

    const set = applyToBrief(owner, makeBrief(advertiser).id, { proposedFee: 4_000_000 });
    const agreed = decideApplication(admin, set.id, { status: "APPROVED", agreedFee: 3_000_000 });
    expect(agreed).toMatchObject({ proposedFee: 4_000_000, agreedFee: 3_000_000 });
    expect(db.select().from(campaigns).where(eq(campaigns.id, agreed.campaignId!)).get()!.agreedFee).toBe(3_000_000);

    const none = decideApplication(admin, applyToBrief(owner, makeBrief(advertiser).id).id, { status: "APPROVED" });
    expect(none).toMatchObject({ proposedFee: null, agreedFee: null });
    // Without a fee (barter, samples) the work starts at once, with no invoice.
    expect(db.select().from(campaigns).where(eq(campaigns.id, none.campaignId!)).get()!).toMatchObject({
      agreedFee: null,
      state: "IN_PROGRESS",
      paymentState: "NONE",
    });
  });

  it("a rejection agrees on no fee and starts no campaign, whatever the admin sends", async () => {
    const { owner, admin, brief } = await setup();
    const app = applyToBrief(owner, brief.id, { proposedFee: 1_000_000 });
    const rejected = decideApplication(admin, app.id, { status: "REJECTED", agreedFee: 900_000 });
    expect(rejected).toMatchObject({ status: "REJECTED", proposedFee: 1_000_000, agreedFee: null, campaignId: null });
    expect(db.select().from(campaigns).all()).toHaveLength(0);
    expect(toPublicApplication(rejected)).toMatchObject({ proposed_fee: 1_000_000, agreed_fee: null, campaign_id: null });
  });
});

describe("withdrawApplication", () => {
  it("its owner takes back a PENDING application, which may then be sent again", async () => {
    const { owner, admin, brief } = await setup();
    const app = applyToBrief(owner, brief.id);
    withdrawApplication(owner, app.id);
    expect(db.select().from(applications).all()).toHaveLength(0);
    await expectModelError(() => getApplicationFor(admin, app.id), "not_found", "applicationNotFound");
    expect(applyToBrief(owner, brief.id).status).toBe("PENDING");
  });

  it("a decided one is 409; another owner's or a missing one 404; other roles 403", async () => {
    const { owner, admin, advertiser, brief } = await setup();
    const app = applyToBrief(owner, brief.id);
    const other = await makeUser();
    makeCommunity(other);
    await expectModelError(() => withdrawApplication(other, app.id), "not_found", "applicationNotFound");
    await expectModelError(() => withdrawApplication(owner, 999_999), "not_found", "applicationNotFound");
    await expectModelError(() => withdrawApplication(advertiser, app.id), "forbidden", "wrongRole");
    await expectModelError(() => withdrawApplication(admin, app.id), "forbidden", "wrongRole");
    await expectModelError(() => withdrawApplication(null, app.id), "unauthenticated");
    decideApplication(admin, app.id, { status: "APPROVED" });
    const error = await expectModelError(() => withdrawApplication(owner, app.id), "conflict", "applicationNotPending");
    expect(error.status).toBe(409);
    const rejected = applyToBrief(owner, makeBrief(advertiser).id);
    decideApplication(admin, rejected.id, { status: "REJECTED" });
    await expectModelError(() => withdrawApplication(owner, rejected.id), "conflict", "applicationNotPending");
    expect(db.select().from(applications).all()).toHaveLength(2);
  });
});

describe("pendingApplicationCount(s)", () => {
  it("tells the advertiser how many applications to its brief wait (not who); another's brief 404; owners 403", async () => {
    const { owner, admin, advertiser, brief } = await setup();
    const second = await makeUser();
    makeCommunity(second);
    const third = await makeUser();
    makeCommunity(third);
    applyToBrief(owner, brief.id);
    applyToBrief(second, brief.id);
    decideApplication(admin, applyToBrief(third, brief.id).id, { status: "APPROVED" });
    const quiet = makeBrief(advertiser);
    expect(pendingApplicationCount(advertiser, brief.id)).toBe(2);
    expect(pendingApplicationCount(admin, brief.id)).toBe(2);
    expect(pendingApplicationCount(advertiser, quiet.id)).toBe(0);
    const rival = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => pendingApplicationCount(rival, brief.id), "not_found", "briefNotFound");
    await expectModelError(() => pendingApplicationCount(owner, brief.id), "forbidden", "wrongRole");
    await expectModelError(() => pendingApplicationCount(null, brief.id), "unauthenticated");

    expect(pendingApplicationCounts(advertiser, [brief.id, quiet.id])).toEqual(new Map([[brief.id, 2]]));
    expect(pendingApplicationCounts(admin, [brief.id])).toEqual(new Map([[brief.id, 2]]));
    expect(pendingApplicationCounts(rival, [brief.id, quiet.id])).toEqual(new Map());
    expect(pendingApplicationCounts(owner, [brief.id])).toEqual(new Map());
    expect(pendingApplicationCounts(advertiser, [])).toEqual(new Map());
  });
});
