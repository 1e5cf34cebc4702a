import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, type SeedResult } from "../bench/seed";
import { BIG_THREAD_MESSAGES } from "../bench/seed-messages";

/*
 * The bench's conversations (bench/seed-messages.ts) on a small data set: the messages
 * wanted, each thread's parties its campaign's, its last message and what each
 * side read consistent with its rows, the two big threads where bench/pages.ts looks.
 */

const file = path.join(os.tmpdir(), `guyub-bench-messages-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
const N = 3_000;
let seed: SeedResult;
let sqlite: Database.Database;

beforeAll(async () => {
  seed = await seedDatabase(file, N, { analyze: false });
  sqlite = new Database(file, { readonly: true });
}, 120_000);

afterAll(() => {
  sqlite?.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

describe("the bench conversations", () => {
  it("seeds 5 messages per community, in threads whose parties are their campaign's", () => {
    const count = (sql: string) => sqlite.prepare(sql).pluck().get() as number;
    expect(seed.messages.messages).toBe(count("SELECT count(*) FROM messages"));
    expect(seed.messages.messages).toBe(N * 5);
    expect(
      count(
        "SELECT count(*) FROM threads t JOIN campaigns c ON c.id = t.campaign_id WHERE t.advertiser_id IS NOT c.advertiser_id OR t.community_id IS NOT c.community_id",
      ),
    ).toBe(0);
    expect(
      count("SELECT count(*) FROM threads WHERE last_message_id IS NOT (SELECT max(id) FROM messages WHERE thread_id = threads.id)"),
    ).toBe(0);
    // Authors are the thread's parties (or the admin); each side has one read row, no e-mail due.
    expect(
      count(`SELECT count(*) FROM messages m JOIN threads t ON t.id = m.thread_id JOIN communities c ON c.id = t.community_id
             WHERE (m.author_role = 'OWNER' AND m.author_id IS NOT c.owner_id) OR (m.author_role = 'ADVERTISER' AND m.author_id IS NOT t.advertiser_id)`),
    ).toBe(0);
    expect(count("SELECT count(*) FROM thread_reads")).toBe(2 * seed.messages.threads);
    expect(count("SELECT count(*) FROM thread_reads WHERE email_due_at IS NOT NULL")).toBe(0);
    expect(count("SELECT count(*) FROM messages WHERE deleted_at IS NOT NULL AND (text IS NOT NULL OR images != '[]')")).toBe(0);
  });

  it("gives the bench owner's and the bench advertiser's campaigns the big threads bench/pages.ts reads", () => {
    const { ownerCampaign, brandThreadCampaign, threadBefore } = seed.campaigns.targets;
    const size = (campaignId: number) =>
      sqlite
        .prepare("SELECT count(*) FROM messages WHERE thread_id = (SELECT id FROM threads WHERE campaign_id = ?)")
        .pluck()
        .get(campaignId);
    expect(size(ownerCampaign)).toBe(BIG_THREAD_MESSAGES);
    expect(size(brandThreadCampaign!)).toBe(BIG_THREAD_MESSAGES);
    const advertiser = sqlite.prepare("SELECT advertiser_id FROM campaigns WHERE id = ?").pluck().get(brandThreadCampaign) as number;
    expect(sqlite.prepare("SELECT email FROM users WHERE id = ?").pluck().get(advertiser)).toMatch(/bench/);
    const owner = sqlite.prepare("SELECT thread_id FROM messages WHERE id = ?").pluck().get(threadBefore);
    expect(owner).toBe(sqlite.prepare("SELECT id FROM threads WHERE campaign_id = ?").pluck().get(ownerCampaign));
  });
});
