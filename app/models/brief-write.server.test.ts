import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, briefs, notifications } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { BRIEF_STATUSES, type BriefStatus } from "~/utils/enums";
import { BriefSchema, type BriefInput } from "~/validation/brief";
import { listApplicationsOfBrief } from "./application.server";
import {
  briefEditMode,
  ADVERTISER_MOVES,
  briefInputOf,
  createBrief,
  decideBrief,
  deleteBrief,
  maySubmitForApproval,
  statusChoices,
  submitBriefForApproval,
  updateBrief,
} from "./brief-write.server";
import { toBriefView } from "./brief.server";
import { countAdvertiserBriefs, listBriefsOfAdvertiser, listOwnBriefCards } from "./advertiser-briefs.server";

/* The advertiser's brief writes and the admin's decision (docs/product.md, "Briefs"). */

const input = (overrides: Record<string, unknown> = {}): BriefInput =>
  BriefSchema.parse({
    title: "Peluncuran Aplikasi Kasir",
    company_name: "PT Kasir Pintar",
    description: "Aplikasi kasir untuk UMKM, kami ingin komunitas pengusaha mencobanya.",
    target_category: "BUSINESS",
    budget_min: "2.000.000",
    budget_max: "8.000.000",
    community_guidelines: "Sopan dan jujur.",
    schedule_post: "Satu unggahan per minggu.",
    scope_of_work: "Unggahan dan sesi demo.",
    ...overrides,
  });

const statusOf = (id: number) => db.select().from(briefs).where(eq(briefs.id, id)).get()?.status;

describe("createBrief", () => {
  it("creates a DRAFT (the default) or PENDING_APPROVAL brief of the advertiser", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const draft = createBrief(advertiser, input());
    expect(draft).toMatchObject({ advertiserId: advertiser.id, status: "DRAFT", budgetMin: 2_000_000, budgetMax: 8_000_000 });
    expect(createBrief(advertiser, input({ status: "PENDING_APPROVAL" })).status).toBe("PENDING_APPROVAL");
  });

  it("refuses ACTIVE, COMPLETED and CANCELLED at creation (409 naming the allowed ones)", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    for (const status of ["ACTIVE", "COMPLETED", "CANCELLED"]) {
      const error = await expectModelError(() => createBrief(advertiser, input({ status })), "conflict", "statusMoveNotAllowed");
      expect(error.params).toMatchObject({ to: status, allowed: "DRAFT, PENDING_APPROVAL" });
    }
  });

  it("lets a pending advertiser write drafts only; owners and visitors none", async () => {
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    expect(createBrief(pending, input()).status).toBe("DRAFT");
    await expectModelError(() => createBrief(pending, input({ status: "PENDING_APPROVAL" })), "forbidden", "accountNotApproved");
    await expectModelError(async () => createBrief(await makeUser(), input()), "forbidden", "wrongRole");
    await expectModelError(() => createBrief(null, input()), "unauthenticated");
  });
});

describe("updateBrief: the status moves", () => {
  const allowed: [BriefStatus, BriefStatus][] = [];
  const refused: [BriefStatus, BriefStatus][] = [];
  for (const from of BRIEF_STATUSES) {
    for (const to of BRIEF_STATUSES) {
      if (from === to) continue;
      (ADVERTISER_MOVES[from].includes(to) ? allowed : refused).push([from, to]);
    }
  }

  it("are exactly the documented ones", () => {
    expect(allowed).toEqual([
      ["DRAFT", "PENDING_APPROVAL"],
      ["DRAFT", "CANCELLED"],
      ["PENDING_APPROVAL", "DRAFT"],
      ["PENDING_APPROVAL", "CANCELLED"],
      ["ACTIVE", "COMPLETED"],
      ["ACTIVE", "CANCELLED"],
    ]);
    expect(statusChoices("ACTIVE")).toEqual(["ACTIVE", "COMPLETED", "CANCELLED"]);
    expect(statusChoices(null)).toEqual(["DRAFT", "PENDING_APPROVAL"]);
  });

  it.each(allowed)("%s -> %s is made", async (from, to) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: from });
    // An ACTIVE brief keeps its approved content: send it unchanged.
    const body = from === "ACTIVE" ? sameContent(brief.id, to) : input({ status: to });
    expect(updateBrief(advertiser, brief.id, body).status).toBe(to);
    expect(statusOf(brief.id)).toBe(to);
  });

  it.each(refused)("%s -> %s is refused with 409 and the allowed moves", async (from, to) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: from });
    const error = await expectModelError(
      () => updateBrief(advertiser, brief.id, sameContent(brief.id, to)),
      "conflict",
      "statusMoveNotAllowed",
    );
    expect(error.params).toEqual({ from, to, allowed: ADVERTISER_MOVES[from].join(", ") || "-" });
    expect(statusOf(brief.id)).toBe(from);
  });

  it("changes the content of drafts and pending briefs, never of an approved one", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const draft = makeBrief(advertiser, { status: "DRAFT" });
    expect(updateBrief(advertiser, draft.id, input({ title: "Judul Baru yang Lebih Jelas" })).title).toBe("Judul Baru yang Lebih Jelas");
    const active = makeBrief(advertiser, { status: "ACTIVE" });
    await expectModelError(() => updateBrief(advertiser, active.id, input({ status: "ACTIVE" })), "conflict", "briefLocked");
  });

  it("keeps another advertiser's brief out of reach (404) and a pending account from submitting", async () => {
    const owner = await makeUser({ role: "ADVERTISER" });
    const other = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(owner, { status: "DRAFT" });
    await expectModelError(() => updateBrief(other, brief.id, input()), "not_found", "briefNotFound");
    await expectModelError(() => deleteBrief(other, brief.id), "not_found", "briefNotFound");
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const own = makeBrief(pending, { status: "DRAFT" });
    await expectModelError(() => updateBrief(pending, own.id, input({ status: "PENDING_APPROVAL" })), "forbidden", "accountNotApproved");
    expect(updateBrief(pending, own.id, input({ status: "CANCELLED" })).status).toBe("CANCELLED");
  });
});

describe("what the form and the list card offer", () => {
  it("offers an account awaiting approval no submission for approval, and an approved one every allowed move", async () => {
    const approved = await makeUser({ role: "ADVERTISER" });
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    expect(statusChoices(null, approved)).toEqual(["DRAFT", "PENDING_APPROVAL"]);
    expect(statusChoices(null, pending)).toEqual(["DRAFT"]);
    expect(statusChoices("DRAFT", pending)).toEqual(["DRAFT", "CANCELLED"]);
    // A brief already in review stays there: its own status is always offered.
    expect(statusChoices("PENDING_APPROVAL", pending)).toEqual(["PENDING_APPROVAL", "DRAFT", "CANCELLED"]);
    expect(statusChoices("ACTIVE", pending)).toEqual(["ACTIVE", "CANCELLED"]);
    expect(maySubmitForApproval(approved, "DRAFT")).toBe(true);
    expect(maySubmitForApproval(pending, "DRAFT")).toBe(false);
    for (const status of ["PENDING_APPROVAL", "ACTIVE", "COMPLETED", "CANCELLED"] as const)
      expect(maySubmitForApproval(approved, status)).toBe(false);
  });
});

describe("submitBriefForApproval", () => {
  it("moves the advertiser's own draft to PENDING_APPROVAL with its content as saved, and tells the admins", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const draft = makeBrief(advertiser, { status: "DRAFT" });
    const before = db.select().from(briefs).where(eq(briefs.id, draft.id)).get()!;
    const row = submitBriefForApproval(advertiser, draft.id);
    expect(row.status).toBe("PENDING_APPROVAL");
    expect(briefInputOf(row)).toEqual(briefInputOf(before));
    const told = db.select().from(notifications).where(eq(notifications.userId, admin.id)).all();
    expect(told.filter((n) => n.type === "new_brief" && (n.data as { briefId?: number }).briefId === draft.id)).toHaveLength(1);
  });

  it("refuses another advertiser's brief (404), an account awaiting approval (403) and a brief past review (409)", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const other = await makeUser({ role: "ADVERTISER" });
    const draft = makeBrief(advertiser, { status: "DRAFT" });
    await expectModelError(() => submitBriefForApproval(other, draft.id), "not_found", "briefNotFound");
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const own = makeBrief(pending, { status: "DRAFT" });
    await expectModelError(() => submitBriefForApproval(pending, own.id), "forbidden", "accountNotApproved");
    expect(statusOf(own.id)).toBe("DRAFT");
    const active = makeBrief(advertiser, { status: "ACTIVE" });
    await expectModelError(() => submitBriefForApproval(advertiser, active.id), "conflict", "statusMoveNotAllowed");
    await expectModelError(async () => submitBriefForApproval(await makeAdmin(), draft.id), "forbidden", "wrongRole");
  });
});

/** The brief's stored content, unchanged, with another status. */
function sameContent(id: number, status: BriefStatus): BriefInput {
  return { ...briefInputOf(db.select().from(briefs).where(eq(briefs.id, id)).get()!), status };
}

describe("deleteBrief", () => {
  it("deletes the advertiser's own brief with its applications; the admin may delete any", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "ACTIVE" });
    const community = makeCommunity(await makeUser());
    db.insert(applications).values({ briefId: brief.id, communityId: community.id }).run();
    deleteBrief(advertiser, brief.id);
    expect(statusOf(brief.id)).toBeUndefined();
    expect(db.select().from(applications).all()).toEqual([]);
    const another = makeBrief(advertiser);
    deleteBrief(await makeAdmin(), another.id);
    expect(statusOf(another.id)).toBeUndefined();
    await expectModelError(async () => deleteBrief(await makeUser(), another.id), "forbidden", "wrongRole");
  });
});

describe("decideBrief", () => {
  it("approves or rejects a pending brief with notes, only as the admin, only once", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    await expectModelError(() => decideBrief(advertiser, brief.id, { status: "ACTIVE" }), "forbidden", "wrongRole");
    expect(decideBrief(admin, brief.id, { status: "ACTIVE", adminNotes: "Siap tayang." })).toMatchObject({
      status: "ACTIVE",
      adminNotes: "Siap tayang.",
    });
    await expectModelError(() => decideBrief(admin, brief.id, { status: "CANCELLED" }), "conflict", "briefNotPending");
    await expectModelError(() => decideBrief(admin, 999_999, { status: "ACTIVE" }), "not_found", "briefNotFound");
    const other = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    expect(decideBrief(admin, other.id, { status: "CANCELLED", adminNotes: "Anggaran tidak jelas." }).status).toBe("CANCELLED");
  });
});

describe("the advertiser's reads", () => {
  it("lists an advertiser's briefs for itself and the admin only", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    makeBrief(advertiser, { status: "DRAFT" });
    makeBrief(advertiser, { status: "ACTIVE" });
    makeBrief(advertiser, { status: "COMPLETED" });
    const own = (limit: number, offset: number) => listBriefsOfAdvertiser(advertiser, advertiser.id, { limit, offset });
    const admin = await makeAdmin();
    expect(own(10, 0).total).toBe(3);
    // Its own pages hold the admin's, newest first; a page past the end still counts them all.
    const ids = ({ items, total }: { items: { id: number }[]; total: number }) => ({ ids: items.map((b) => b.id), total });
    expect(ids(own(2, 1))).toEqual(ids(listBriefsOfAdvertiser(admin, advertiser.id, { limit: 2, offset: 1 })));
    expect(own(2, 1)).toMatchObject({ total: 3, items: { length: 2 } });
    expect(own(10, 0).items.map((b) => b.status)).toEqual(["COMPLETED", "ACTIVE", "DRAFT"]);
    // The dashboard's cards: the same briefs with the card's fields only, counted on the page.
    const cards = (limit: number, offset: number) => listOwnBriefCards(advertiser, { limit, offset });
    expect(ids(cards(2, 1))).toEqual(ids(own(2, 1)));
    expect(cards(1, 0).items[0]).toEqual(toBriefView(own(1, 0).items[0]));
    expect(cards(1, 7)).toEqual({ items: [], total: 3 });
    await expectModelError(async () => listOwnBriefCards(admin, { limit: 1, offset: 0 }), "forbidden", "wrongRole");
    expect(own(1, 7)).toEqual({ items: [], total: 3 });
    const newcomer = await makeUser({ role: "ADVERTISER" });
    expect(listBriefsOfAdvertiser(newcomer, newcomer.id, { limit: 1, offset: 0 })).toEqual({ items: [], total: 0 });
    expect(listBriefsOfAdvertiser(admin, advertiser.id, { limit: 1, offset: 0 })).toMatchObject({ total: 3 });
    await expectModelError(
      async () => listBriefsOfAdvertiser(await makeUser({ role: "ADVERTISER" }), advertiser.id, { limit: 10, offset: 0 }),
      "forbidden",
      "notYourAccount",
    );
  });

  it("shows the owner's contact on APPROVED applications to the advertiser's own brief only", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "ACTIVE" });
    const owners = [await makeUser(), await makeUser(), await makeUser()];
    const statuses = ["APPROVED", "PENDING", "REJECTED"] as const;
    owners.forEach((owner, i) => {
      const community = makeCommunity(owner);
      db.insert(applications)
        .values({ briefId: brief.id, communityId: community.id, status: statuses[i], message: `Pesan ${i}` })
        .run();
    });
    const seen = listApplicationsOfBrief(advertiser, brief.id, { limit: 10, offset: 0 });
    expect(seen.total).toBe(1);
    expect(seen.items[0]).toMatchObject({
      status: "APPROVED",
      message: "Pesan 0",
      owner: { phone: owners[0].phone, email: owners[0].email },
    });
    expect(listApplicationsOfBrief(await makeAdmin(), brief.id, { limit: 10, offset: 0 }).total).toBe(3);
    await expectModelError(
      async () => listApplicationsOfBrief(await makeUser({ role: "ADVERTISER" }), brief.id, { limit: 10, offset: 0 }),
      "not_found",
      "briefNotFound",
    );
    await expectModelError(() => listApplicationsOfBrief(owners[0], brief.id, { limit: 10, offset: 0 }), "forbidden", "wrongRole");
  });
});

describe("countAdvertiserBriefs", () => {
  it("counts the advertiser's own briefs: all, ACTIVE and COMPLETED, and names their target categories once each", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    expect(countAdvertiserBriefs(advertiser)).toEqual({ total: 0, active: 0, completed: 0, targetCategories: [] });
    const made = [
      ["ACTIVE", "GAMING"],
      ["ACTIVE", "BEAUTY"],
      ["COMPLETED", "GAMING"],
      ["DRAFT", "TECHNOLOGY"],
      ["CANCELLED", "GAMING"],
    ] as const;
    for (const [status, targetCategory] of made) makeBrief(advertiser, { status, targetCategory });
    makeBrief(await makeUser({ role: "ADVERTISER" }), { status: "ACTIVE", targetCategory: "SPORTS" });
    const counts = countAdvertiserBriefs(advertiser);
    expect({ ...counts, targetCategories: [...counts.targetCategories].sort() }).toEqual({
      total: 5,
      active: 2,
      completed: 1,
      targetCategories: ["BEAUTY", "GAMING", "TECHNOLOGY"],
    });
    await expectModelError(async () => countAdvertiserBriefs(await makeUser()), "forbidden", "wrongRole");
  });
});

describe("briefEditMode", () => {
  it("offers content edits while DRAFT or PENDING_APPROVAL, status moves while ACTIVE, nothing after", () => {
    const modes = Object.fromEntries(BRIEF_STATUSES.map((status) => [status, briefEditMode(status)]));
    expect(modes).toEqual({ DRAFT: "edit", PENDING_APPROVAL: "edit", ACTIVE: "status", COMPLETED: "final", CANCELLED: "final" });
  });
});
