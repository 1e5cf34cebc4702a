import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  BRIEF_AGE_RANGES,
  BRIEF_STATUSES,
  CATEGORIES,
  COMMUNITY_AGE_RANGES,
  GENDER_TARGETS,
  PLATFORM_TYPES,
} from "../app/utils/enums";
import { LOCATIONS } from "../app/utils/locations";
import { openDatabase, runMigrations, type DB } from "./connection";
import { verifyPassword } from "./password";
import {
  applications,
  briefs,
  campaignEvents,
  campaignProofs,
  campaigns,
  communities,
  communityCategories,
  notifications,
  users,
} from "./schema";
import { isDatabaseEmpty, seedDemo, type SeedSummary } from "./seed";
import { DEMO_ACCOUNTS, SEED_BRIEFS, SEED_COMMUNITIES } from "./seed-data";

const file = path.join(os.tmpdir(), `guyub-seed-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
let db: DB;
let summary: SeedSummary;
const now = new Date();

beforeAll(async () => {
  db = openDatabase(file);
  runMigrations(db);
  expect(isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemo(db, { now });
}, 60_000);

afterAll(() => {
  db?.$client.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

describe("seed data (static checks)", () => {
  it("uses only known enumeration values and locations", () => {
    for (const c of SEED_COMMUNITIES) {
      for (const category of c.categories) expect(CATEGORIES).toContain(category);
      expect(c.categories.length).toBeGreaterThanOrEqual(1);
      expect(c.categories.length).toBeLessThanOrEqual(3);
      if (c.location !== null) expect(LOCATIONS).toContain(c.location);
      expect(COMMUNITY_AGE_RANGES).toContain(c.demographics.age_range);
      for (const p of c.platforms) expect(PLATFORM_TYPES).toContain(p.type);
      expect(c.name.length).toBeGreaterThanOrEqual(2);
      expect(c.description.length).toBeGreaterThanOrEqual(10);
    }
    for (const b of SEED_BRIEFS) {
      for (const a of b.requirements.age_range) expect(BRIEF_AGE_RANGES).toContain(a);
      expect(GENDER_TARGETS).toContain(b.requirements.gender);
      if (b.requirements.location !== null) expect(LOCATIONS).toContain(b.requirements.location);
      expect(b.title.length).toBeGreaterThanOrEqual(5);
      expect(b.description.length).toBeGreaterThanOrEqual(20);
      expect(b.communityGuidelines.trim()).not.toBe("");
      expect(b.schedulePost.trim()).not.toBe("");
      expect(b.scopeOfWork.trim()).not.toBe("");
    }
  });
});

describe("seedDemo", () => {
  it("reports what it inserted", () => {
    expect(summary.communities).toBeGreaterThanOrEqual(40);
    expect(summary.briefs).toBeGreaterThanOrEqual(12);
    expect(summary.applications).toBeGreaterThanOrEqual(10);
    expect(db.select().from(users).all()).toHaveLength(summary.users);
  });

  it("seeds at least 40 communities over every category and 20+ cities", () => {
    const rows = db.select().from(communities).all();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const used = new Set(
      db
        .select()
        .from(communityCategories)
        .all()
        .map((r) => r.category),
    );
    for (const category of CATEGORIES) expect(used).toContain(category);
    const locations = new Set(rows.map((r) => r.location).filter(Boolean));
    expect(locations.size).toBeGreaterThanOrEqual(20);
    expect(rows.some((r) => r.isVerified)).toBe(true);
    expect(rows.some((r) => !r.isVerified)).toBe(true);
    expect(rows.some((r) => r.memberCount === 0)).toBe(true);
    expect(rows.some((r) => !r.isOnline)).toBe(true);
    // One community per owner, owned by a COMMUNITY_OWNER.
    const owners = new Map(
      db
        .select()
        .from(users)
        .all()
        .map((u) => [u.id, u]),
    );
    expect(new Set(rows.map((r) => r.ownerId)).size).toBe(rows.length);
    for (const r of rows) expect(owners.get(r.ownerId)?.role).toBe("COMMUNITY_OWNER");
  });

  it("seeds briefs in every status, active ones still running", () => {
    const rows = db.select().from(briefs).all();
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of BRIEF_STATUSES) expect(statuses).toContain(status);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(now);
    for (const b of rows.filter((r) => r.status === "ACTIVE")) {
      expect(b.timelineEnd! >= today).toBe(true);
    }
    for (const b of rows.filter((r) => r.status === "COMPLETED")) {
      expect(b.timelineEnd! < today).toBe(true);
    }
  });

  it("seeds applications in every status, only to active or completed briefs", () => {
    const rows = db.select().from(applications).all();
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of APPLICATION_STATUSES) expect(statuses).toContain(status);
    const briefStatus = new Map(
      db
        .select()
        .from(briefs)
        .all()
        .map((b) => [b.id, b.status]),
    );
    for (const a of rows) expect(["ACTIVE", "COMPLETED"]).toContain(briefStatus.get(a.briefId));
  });

  it("creates the demo accounts with their roles and statuses", async () => {
    const expected: Record<string, [string, string]> = {
      "admin@guyub.id": ["ADMIN", "APPROVED"],
      "owner@guyub.id": ["COMMUNITY_OWNER", "APPROVED"],
      "advertiser@guyub.id": ["ADVERTISER", "APPROVED"],
      "pending@guyub.id": ["COMMUNITY_OWNER", "PENDING"],
      "rejected@guyub.id": ["ADVERTISER", "REJECTED"],
    };
    const all = db.select().from(users).all();
    for (const account of DEMO_ACCOUNTS) {
      const user = all.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect([user!.role, user!.approvalStatus]).toEqual(expected[account.email]);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const admin = all.find((u) => u.email === "admin@guyub.id")!;
    expect(admin.fullname).toBe("System Administrator");
    const rejected = all.find((u) => u.email === "rejected@guyub.id")!;
    expect(rejected.rejectionReason).toBe("Company details could not be verified.");

    // The demo owner has a verified community with members and applications.
    const owner = all.find((u) => u.email === "owner@guyub.id")!;
    const community = db.query.communities
      .findFirst({
        where: (c, { eq }) => eq(c.ownerId, owner.id),
        with: { members: true, applications: true },
      })
      .sync();
    expect(community?.isVerified).toBe(true);
    expect(community!.members.length).toBeGreaterThan(0);
    expect(new Set(community!.applications.map((a) => a.status)).size).toBe(3);

    // The pending owner has no community yet; the demo advertiser has briefs in several statuses.
    const pending = all.find((u) => u.email === "pending@guyub.id")!;
    expect(db.query.communities.findFirst({ where: (c, { eq }) => eq(c.ownerId, pending.id) }).sync()).toBeUndefined();
    const advertiser = all.find((u) => u.email === "advertiser@guyub.id")!;
    const own = db
      .select()
      .from(briefs)
      .all()
      .filter((b) => b.advertiserId === advertiser.id);
    expect(new Set(own.map((b) => b.status)).size).toBeGreaterThanOrEqual(3);

    // Every other user shares the default password.
    const other = all.find((u) => u.email === "rina.wijaya@example.id")!;
    expect(await verifyPassword(other.passwordHash, "password123")).toBe(true);
  });

  it("starts a campaign for every approved application, its state following its proofs, with the agreed fee", () => {
    const approved = db
      .select()
      .from(applications)
      .all()
      .filter((a) => a.status === "APPROVED");
    const rows = db.select().from(campaigns).all();
    expect(rows).toHaveLength(approved.length);
    expect(summary.campaigns).toBe(rows.length);
    for (const a of approved) {
      const campaign = rows.find((c) => c.applicationId === a.id)!;
      expect(campaign, `campaign of application ${a.id}`).toBeDefined();
      expect(campaign).toMatchObject({ briefId: a.briefId, communityId: a.communityId, agreedFee: a.agreedFee });
    }
    for (const a of db
      .select()
      .from(applications)
      .all()
      .filter((x) => x.status !== "APPROVED"))
      expect(a.agreedFee).toBeNull();
    expect(new Set(rows.map((c) => c.state))).toEqual(
      new Set(["IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED", "COMPLETED", "CANCELLED"]),
    );
    const proofs = db.select().from(campaignProofs).all();
    for (const c of rows) {
      const own = proofs.filter((p) => p.campaignId === c.id);
      expect(c.latestProofId).toBe(own.at(-1)?.id ?? null);
      expect(c.answerDueAt !== null).toBe(c.state === "PROOF_SUBMITTED");
      if (c.answerDueAt) expect(c.answerDueAt.getTime()).toBeGreaterThan(now.getTime());
      const events = db
        .select()
        .from(campaignEvents)
        .all()
        .filter((e) => e.campaignId === c.id);
      expect(events[0].kind).toBe("started");
      expect(events.filter((e) => e.kind === "proof_submitted")).toHaveLength(own.length);
      for (let i = 1; i < events.length; i += 1) expect(events[i].createdAt >= events[i - 1].createdAt).toBe(true);
      expect(c.createdAt <= c.updatedAt && c.updatedAt <= now).toBe(true);
    }
    // A COMPLETED brief's campaigns are all over.
    const completedBriefs = new Set(
      db
        .select()
        .from(briefs)
        .all()
        .filter((b) => b.status === "COMPLETED")
        .map((b) => b.id),
    );
    for (const c of rows.filter((r) => completedBriefs.has(r.briefId))) expect(["COMPLETED", "CANCELLED"]).toContain(c.state);
    // The admin's search finds them.
    const hits = db.$client.prepare("SELECT rowid FROM campaigns_fts WHERE campaigns_fts MATCH ?").all('"QRIS"') as { rowid: number }[];
    expect(hits.length).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo owner a campaign to prove and the demo advertiser proofs to answer and completed ones", () => {
    const all = db.select().from(users).all();
    const owner = all.find((u) => u.email === "owner@guyub.id")!;
    const advertiser = all.find((u) => u.email === "advertiser@guyub.id")!;
    const community = db
      .select()
      .from(communities)
      .all()
      .find((c) => c.ownerId === owner.id)!;
    const own = db
      .select()
      .from(campaigns)
      .all()
      .filter((c) => c.communityId === community.id);
    expect(own.map((c) => c.state)).toContain("IN_PROGRESS");
    expect(own.find((c) => c.state === "IN_PROGRESS")!.agreedFee).toBe(3_000_000);
    const advertisersBriefs = new Set(
      db
        .select()
        .from(briefs)
        .all()
        .filter((b) => b.advertiserId === advertiser.id)
        .map((b) => b.id),
    );
    const theirs = db
      .select()
      .from(campaigns)
      .all()
      .filter((c) => advertisersBriefs.has(c.briefId));
    const states = theirs.map((c) => c.state);
    for (const state of ["IN_PROGRESS", "PROOF_SUBMITTED", "COMPLETED"]) expect(states).toContain(state);
    const waiting = theirs.find((c) => c.state === "PROOF_SUBMITTED")!;
    const proof = db
      .select()
      .from(campaignProofs)
      .all()
      .find((p) => p.id === waiting.latestProofId)!;
    expect(proof.links.length).toBeGreaterThan(0);
    expect(proof.reach).toBeGreaterThan(0);
    expect(proof.decision).toBeNull();
    const told = db
      .select()
      .from(notifications)
      .all()
      .filter((n) => n.userId === advertiser.id && n.type === "brief_campaign_proof");
    expect(told.some((n) => !n.isRead && (n.data as { campaignId?: number }).campaignId === waiting.id)).toBe(true);
    const fees = db
      .select()
      .from(applications)
      .all()
      .filter((a) => a.communityId === community.id);
    expect(fees.some((a) => a.proposedFee !== null && a.agreedFee !== null && a.proposedFee !== a.agreedFee)).toBe(true);
  });

  it("indexes communities in the full-text table", () => {
    const hits = db.$client.prepare("SELECT rowid FROM communities_fts WHERE communities_fts MATCH ?").all('"otograf"') as {
      rowid: number;
    }[];
    const names = hits.map(
      (h) =>
        db
          .select()
          .from(communities)
          .all()
          .find((c) => c.id === h.rowid)?.name,
    );
    expect(names).toContain("Komunitas Fotografi Bandung");
  });

  it("is not seeded twice", async () => {
    expect(isDatabaseEmpty(db)).toBe(false);
    await expect(seedDemo(db)).rejects.toThrow(/already has users/);
    expect(db.select().from(communities).all()).toHaveLength(summary.communities);
  });
});
