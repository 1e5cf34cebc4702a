import type Database from "better-sqlite3";

/*
 * The conversations of the bench data (docs/product.md, "Conversations"), called by
 * bench/seed.ts inside its one transaction, after the money:
 *  - threads for the newest campaigns (one per ~20 messages wanted: ~25,000 for 500,000),
 *    as the model makes an application campaign's thread with its first message;
 *  - their messages (default 5 per community: 500,000 for 100k), 5 to 400 per thread (about
 *    20 on average, a long tail of busy ones), the two sides taking turns, a text of 20 to 400 characters, one in 20 with
 *    image names (no files: nothing measured reads them), one in 50 deleted and one in 500
 *    hidden, times increasing a few minutes apart;
 *  - two big threads (BIG_THREAD_MESSAGES each): the bench owner's campaign (`ownerCampaign`)
 *    and one of the bench advertiser's (`brandThreadCampaign`), so a reader's newest page
 *    and an older page (`?before={threadBefore}`, the middle of the owner's thread) are
 *    timed at a realistic worst case;
 *  - `threads.last_message_id`, and what each side has read (`thread_reads`): all but the
 *    last few of the other side's messages, so the campaign lists count unread messages;
 *    no e-mail waits (the digest job stays idle during a run).
 * Its own PRNG stream.
 */

const MINUTE = 60_000;
export const BIG_THREAD_MESSAGES = 2_000;

export type MessageSeedContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  /** Messages wanted in all. */
  messages: number;
  benchOwnerCommunityId: number;
  benchAdvertiserId: number;
  benchAdminId: number;
  /** The bench owner's campaign whose thread is big (BenchTargets.ownerCampaign). */
  ownerCampaign: number;
};

export type MessageSeedResult = {
  threads: number;
  messages: number;
  images: number;
  /** The bench advertiser's campaign with a big thread. */
  brandThreadCampaign: number;
  /** A message in the middle of the owner's big thread: the `before` of an older page. */
  threadBefore: number;
};

const WORDS = [
  "halo",
  "materi",
  "unggahan",
  "jadwal",
  "Sabtu",
  "grup",
  "anggota",
  "promo",
  "tautan",
  "spanduk",
  "kopdar",
  "tangkapan",
  "layar",
  "siap",
  "terima",
  "kasih",
  "besok",
  "pagi",
  "diskon",
  "bukti",
];

function sentence(r: () => number, length: number): string {
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    const word = WORDS[Math.floor(r() * WORDS.length)];
    words.push(word);
    size += word.length + 1;
  }
  return words.join(" ");
}

function hex(r: () => number, length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += Math.floor(r() * 16).toString(16);
  return s;
}

export function seedMessages(ctx: MessageSeedContext): MessageSeedResult {
  const { sqlite, r, now } = ctx;
  type Campaign = { id: number; communityId: number; ownerId: number; advertiserId: number; createdAt: number };
  const campaignOf = sqlite.prepare(
    `SELECT c.id, c.community_id AS communityId, m.owner_id AS ownerId, c.advertiser_id AS advertiserId, c.created_at AS createdAt
     FROM campaigns c JOIN communities m ON m.id = c.community_id WHERE c.id = ?`,
  );
  const owner = campaignOf.get(ctx.ownerCampaign) as Campaign | undefined;
  const brand = sqlite
    .prepare(
      `SELECT c.id, c.community_id AS communityId, m.owner_id AS ownerId, c.advertiser_id AS advertiserId, c.created_at AS createdAt
       FROM campaigns c JOIN communities m ON m.id = c.community_id
       WHERE c.advertiser_id = ? AND c.id IS NOT ? ORDER BY c.id DESC LIMIT 1`,
    )
    .get(ctx.benchAdvertiserId, owner?.id ?? null) as Campaign | undefined;
  const big = [owner, brand].filter((c): c is Campaign => c !== undefined);
  const bigIds = new Set(big.map((c) => c.id));
  const rest = Math.max(0, ctx.messages - big.length * BIG_THREAD_MESSAGES);
  // A thread holds ~19.5 messages on average (perThread below).
  const threadTarget = Math.max(0, Math.round(rest / 19.5));
  const others = sqlite
    .prepare(
      `SELECT c.id, c.community_id AS communityId, m.owner_id AS ownerId, c.advertiser_id AS advertiserId, c.created_at AS createdAt
       FROM campaigns c JOIN communities m ON m.id = c.community_id ORDER BY c.id DESC LIMIT ?`,
    )
    .all(threadTarget + big.length) as Campaign[];
  const chosen = [...big, ...others.filter((c) => !bigIds.has(c.id)).slice(0, threadTarget)];

  const insertThread = sqlite.prepare(
    "INSERT INTO threads (community_id, advertiser_id, campaign_id, created_at) VALUES (?, ?, ?, ?) RETURNING id",
  );
  const insertMessage = sqlite.prepare(
    `INSERT INTO messages (thread_id, author_id, author_role, text, images, deleted_at, hidden_at, hidden_note, hidden_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertImage = sqlite.prepare("INSERT INTO message_images (name, message_id, thread_id) VALUES (?, ?, ?)");
  const setLast = sqlite.prepare("UPDATE threads SET last_message_id = ? WHERE id = ?");
  const insertRead = sqlite.prepare("INSERT INTO thread_reads (thread_id, user_id, last_read_id, last_emailed_id) VALUES (?, ?, ?, ?)");

  let messages = 0;
  let images = 0;
  let threadBefore = 0;
  // Spread over the messages wanted: a long tail of busy threads, most of them short;
  // then one more or one fewer in as many threads as it takes to make exactly the count.
  const counts = chosen.map((c) =>
    bigIds.has(c.id) ? BIG_THREAD_MESSAGES : Math.min(400, 5 + Math.floor(-Math.log(1 - r() * 0.999) * 15)),
  );
  let diff = rest - counts.reduce((sum, n, i) => sum + (bigIds.has(chosen[i].id) ? 0 : n), 0);
  for (let i = 0; diff !== 0 && chosen.length > big.length; i = (i + 1) % chosen.length) {
    if (bigIds.has(chosen[i].id)) continue;
    const step = diff > 0 ? 1 : -1;
    if (counts[i] + step < 1) continue;
    counts[i] += step;
    diff -= step;
  }
  chosen.forEach((c, index) => {
    const count = counts[index];
    const start = Math.min(c.createdAt, now - count * 3 * MINUTE - MINUTE);
    const thread = (insertThread.get(c.communityId, c.advertiserId, c.id, start) as { id: number }).id;
    const ids: { id: number; ownerSide: boolean }[] = [];
    let at = start;
    let ownerSide = r() < 0.5;
    for (let k = 0; k < count; k++) {
      at = Math.min(now - MINUTE, at + MINUTE + Math.floor(r() * 4 * MINUTE));
      if (r() < 0.6) ownerSide = !ownerSide;
      const admin = r() < 0.005;
      const role = admin ? "ADMIN" : ownerSide ? "OWNER" : "ADVERTISER";
      const author = admin ? ctx.benchAdminId : ownerSide ? c.ownerId : c.advertiserId;
      const deleted = r() < 0.02;
      const hidden = !deleted && r() < 0.002;
      const names = !deleted && r() < 0.05 ? Array.from({ length: 1 + Math.floor(r() * 3) }, () => `${hex(r, 32)}.webp`) : [];
      const text = deleted ? null : sentence(r, 20 + Math.floor(r() * 380));
      const id = (
        insertMessage.get(
          thread,
          author,
          role,
          text,
          JSON.stringify(names),
          deleted ? at + MINUTE : null,
          hidden ? at + 10 * MINUTE : null,
          hidden ? "Kontak pribadi tidak dibagikan." : null,
          hidden ? ctx.benchAdminId : null,
          at,
        ) as { id: number }
      ).id;
      for (const name of names) insertImage.run(name, id, thread);
      images += names.length;
      ids.push({ id, ownerSide: role === "OWNER" });
      if (c.id === owner?.id && k === Math.floor(count / 2)) threadBefore = id;
    }
    messages += count;
    const last = ids[ids.length - 1].id;
    setLast.run(last, thread);
    // Each side has read all but the other side's last 0 to 3 messages.
    for (const [userId, mine] of [
      [c.ownerId, true],
      [c.advertiserId, false],
    ] as const) {
      const unread = Math.floor(r() * 4);
      const theirs = ids.filter((m) => m.ownerSide !== mine);
      const cut = theirs.length > unread ? theirs[theirs.length - unread - 1]?.id : 0;
      const read = unread === 0 ? last : Math.min(last, cut ?? 0);
      insertRead.run(thread, userId, read, last);
    }
  });
  return { threads: chosen.length, messages, images, brandThreadCampaign: brand?.id ?? 0, threadBefore };
}
