import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyToBrief, decideApplication } from "./application.server";
import { submitProof } from "./campaign/commands.server";
import { proofsFolder } from "./campaign/screenshots.server";
import { sweepUnusedScreenshots, SWEEP_GRACE_MS } from "./proof-files.server";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";

/*
 * Unused screenshot files are swept; used and young ones stay. The files of this test go
 * to a folder of its own (DATABASE_URL names a database in a fresh folder).
 */
const originalUrl = process.env.DATABASE_URL;
const folder = path.resolve(".tmp", `proofs-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);

beforeAll(() => {
  process.env.DATABASE_URL = path.join(folder, "guyub.db");
});

afterAll(() => {
  process.env.DATABASE_URL = originalUrl;
  fs.rmSync(folder, { recursive: true, force: true });
});

function fileAged(name: string, ageMs: number): string {
  const file = path.join(proofsFolder(), name);
  fs.mkdirSync(proofsFolder(), { recursive: true });
  fs.writeFileSync(file, "x");
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}

describe("sweepUnusedScreenshots", () => {
  it("deletes old files no proof names and half-written files; keeps used and young ones", async () => {
    const owner = await makeUser();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const community = makeCommunity(owner);
    const brief = makeBrief(advertiser);
    const application = applyToBrief(owner, brief.id, { communityId: community.id });
    const approved = decideApplication(await makeAdmin(), application.id, { status: "APPROVED" });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const campaign = await submitProof(owner, approved.campaignId!, { links: ["https://t.me/komunitas/1"], note: undefined }, [png]);
    const used = campaign.proofs[0].screenshots[0];
    // The used file is old too: only the missing row makes a file unused.
    const usedFile = path.join(proofsFolder(), used);
    const old = new Date(Date.now() - 2 * SWEEP_GRACE_MS);
    fs.utimesSync(usedFile, old, old);

    const orphan = fileAged(`${"a".repeat(32)}.webp`, 2 * SWEEP_GRACE_MS);
    const young = fileAged(`${"b".repeat(32)}.webp`, 60_000);
    const halfWritten = fileAged(`.${"c".repeat(32)}.webp.123.abcdef.tmp`, 2 * SWEEP_GRACE_MS);
    const foreign = fileAged("README.txt", 2 * SWEEP_GRACE_MS);

    expect(sweepUnusedScreenshots()).toBe(2);
    expect(fs.existsSync(usedFile)).toBe(true);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(halfWritten)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect(fs.existsSync(foreign)).toBe(true);
  });

  it("does nothing when no screenshot was ever uploaded", () => {
    fs.rmSync(proofsFolder(), { recursive: true, force: true });
    expect(sweepUnusedScreenshots()).toBe(0);
  });
});
