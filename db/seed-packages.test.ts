import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PackageApiSchema } from "../app/validation/package";
import { openDatabase, runMigrations, type DB } from "./connection";
import { communities, packages, users } from "./schema";
import { seedDemo } from "./seed";
import { SEED_COMMUNITIES, SEED_PACKAGES } from "./seed-data";
import * as z from "zod/mini";

/*
 * The demo packages (db/seed-data.ts, SEED_PACKAGES): valid as the API would take them,
 * on verified communities only, each platform one of its community's or OFFLINE, and the
 * demo owner's community with a paused one, so its public page and Packages screen show
 * something.
 */

const file = path.join(os.tmpdir(), `guyub-seed-packages-${process.pid}-${Date.now()}.db`);
let db: DB;

beforeAll(async () => {
  db = openDatabase(file);
  runMigrations(db);
  await seedDemo(db, { now: new Date("2026-11-20T03:00:00Z") });
}, 60_000);

afterAll(() => {
  db?.$client.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

describe("the demo packages", () => {
  it("are valid packages of verified communities, on their platforms, at most 10 each", () => {
    const perCommunity = new Map<string, number>();
    for (const p of SEED_PACKAGES) {
      const community = SEED_COMMUNITIES.find((c) => c.key === p.community);
      expect(community?.isVerified, p.title).toBe(true);
      const types: string[] = community!.platforms.map((x) => x.type);
      expect([...types, "OFFLINE"], p.title).toContain(p.platform);
      const parsed = z.safeParse(PackageApiSchema, {
        title: p.title,
        description: p.description,
        kind: p.kind,
        platform: p.platform,
        price: p.price,
        delivery_days: p.deliveryDays,
        brand_provides: p.brandProvides,
      });
      expect(parsed.success, `${p.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      perCommunity.set(p.community, (perCommunity.get(p.community) ?? 0) + 1);
    }
    for (const n of perCommunity.values()) expect(n).toBeLessThanOrEqual(10);
    expect(perCommunity.size).toBeGreaterThanOrEqual(4);
  });

  it("are seeded in each community's order, the demo owner's with published and paused ones", () => {
    const rows = db
      .select({ title: packages.title, position: packages.position, active: packages.active })
      .from(packages)
      .innerJoin(communities, eq(communities.id, packages.communityId))
      .innerJoin(users, eq(users.id, communities.ownerId))
      .where(eq(users.email, "owner@guyub.id"))
      .orderBy(packages.position)
      .all();
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(rows.some((r) => r.active)).toBe(true);
    expect(rows.some((r) => !r.active)).toBe(true);
    expect(db.select().from(packages).all()).toHaveLength(SEED_PACKAGES.length);
  });
});
