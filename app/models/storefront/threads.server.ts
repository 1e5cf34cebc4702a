import crypto from "node:crypto";
import path from "node:path";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  bookings,
  briefs,
  campaigns,
  communities,
  messageImages,
  messages,
  threadReads,
  threads,
  users,
  type User,
} from "../../../db/schema";
import { lockBusyCode, storageFailureCode } from "../../../db/storage";
import { db, type DB } from "~/lib/server/db.server";
import type { MessageAuthorRole } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import type { HideMessageInput, MessageInput } from "~/validation/message";
import { MESSAGE_IMAGES_MAX } from "~/validation/message";
import { recordAudit } from "../audit.server";
import { encodeScreenshot, SCREENSHOT_MAX_BYTES } from "../campaign/screenshots.server";
import { ModelError } from "../errors";
import { tell } from "../events/tell.server";
import type { ThreadParams } from "../events/registry.server";
import { dataSubfolder, readImageHeader, removeImageFile, withImageJob, writeImageFile, type ImageField } from "../image-store.server";
import { markGatheredNoticesRead } from "../notification.server";
import { enqueueEmail, recipientOf } from "../outbox.server";
import { assertRole, requireActor } from "../permissions.server";
import { sweepUnusedFiles } from "../proof-files.server";
import { messageImageLimiter } from "../rate-limit.server";
import { claimSubmission } from "../submission-claim.server";

/*
 * Conversations (docs/product.md, "Conversations"): one thread per deal between the brand
 * and the community's owner. A booking's thread is made with the booking (and stays the
 * thread of the campaign the booking becomes: threads.campaign_id is set at acceptance);
 * an application campaign's is made when its first message is posted.
 *
 * Who reads and writes a thread: the brand (threads.advertiser_id, a campaign's
 * campaigns.advertiser_id), the owner of its community, and the admin, who writes as
 * "Guyub". Anyone else gets "not found", as for a thread that does not exist, before any
 * of it is read: the parties are in the SQL `where` of every read.
 *
 * Messages are never edited. Their author deletes one within 5 minutes (the row stays,
 * its text and images go); the admin hides one with a note (audited). The other side is
 * told at once (a notification) and by e-mail at most once per thread per 15 minutes
 * (sendMessageDigests, run by the campaign worker). Images are re-encoded like proof
 * screenshots and kept privately under messages/ in the data folder; every download is
 * checked against the thread's parties (messageImageFileFor).
 */

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Reader = Pick<DB, "select">;

export const MESSAGE_PAGE_SIZE = 30;
/** How long its author may delete a message. */
export const MESSAGE_DELETE_MS = 5 * 60 * 1000;
/** At most one e-mail per thread and reader in this time. */
export const DIGEST_INTERVAL_MS = 15 * 60 * 1000;
/**
 * How long a new message waits unread before its first e-mail may go: a reader who has
 * the conversation open (it refreshes every 30 s) reads it first and gets no e-mail.
 */
export const DIGEST_GRACE_MS = 2 * 60 * 1000;
export const MESSAGE_IMAGE_FIELD: ImageField = { field: "images", notImage: "messageImageNotImage" };
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Which conversation: a booking's (`/conversations/booking/<id>`) or a campaign's. */
export type ThreadRef = { kind: "booking" | "campaign"; id: number };

export function messagesFolder(): string {
  return dataSubfolder("messages");
}

/** A message image's address, read through /message-images/<name> (checked against the thread's parties). */
export const messageImageUrl = (name: string) => `/message-images/${name}`;

// ---------------------------------------------------------------------------------------
// Finding a thread for its reader.

export type ThreadInfo = {
  /** The thread's row, or null for an application campaign whose first message is still to come. */
  id: number | null;
  ref: ThreadRef;
  bookingId: number | null;
  campaignId: number | null;
  communityId: number;
  community: string;
  advertiserId: number;
  /** The brand's name: its company, else its account's name. */
  advertiser: string;
  ownerId: number;
  /** What the deal is about: the brief's or the booking's title. */
  subject: string;
  /** The campaign's brief (an application campaign's), for the advertiser's way back to its report. */
  briefId: number | null;
  lastMessageId: number | null;
  /** The reader's side. */
  side: MessageAuthorRole;
};

const notFound = () => new ModelError("not_found", "threadNotFound");

/** The reader's side of a deal with these parties, or undefined for a stranger. */
function sideOf(actor: User, parties: { advertiserId: number; ownerId: number }): MessageAuthorRole | undefined {
  if (actor.role === "ADMIN") return "ADMIN";
  if (actor.role === "ADVERTISER" && parties.advertiserId === actor.id) return "ADVERTISER";
  if (actor.role === "COMMUNITY_OWNER" && parties.ownerId === actor.id) return "OWNER";
  return undefined;
}

/** A party's condition on a brand column and the community's owner (the admin: none). */
function partyOf(actor: User, advertiserColumn: typeof threads.advertiserId | typeof campaigns.advertiserId): SQL | undefined {
  if (actor.role === "ADMIN") return undefined;
  if (actor.role === "ADVERTISER") return eq(advertiserColumn, actor.id);
  if (actor.role === "COMMUNITY_OWNER") return eq(communities.ownerId, actor.id);
  return sql`0`;
}

const brandName = sql<string>`coalesce(nullif(trim(${users.companyName}), ''), ${users.fullname})`;

/**
 * The thread `actor` may read, or 404 (threadNotFound) for a stranger, a missing booking
 * or campaign, or an id of the wrong kind. A campaign made from a booking has its
 * booking's thread; an application campaign without messages has none yet (id null).
 */
export function findThread(reader: Reader, actor: User, ref: ThreadRef): ThreadInfo {
  if (!Number.isSafeInteger(ref.id) || ref.id < 1) throw notFound();
  if (ref.kind === "booking") {
    const row = reader
      .select({
        id: threads.id,
        bookingId: threads.bookingId,
        campaignId: threads.campaignId,
        communityId: threads.communityId,
        community: communities.name,
        advertiserId: threads.advertiserId,
        advertiser: brandName,
        ownerId: communities.ownerId,
        subject: bookings.title,
        briefId: sql<number | null>`NULL`,
        lastMessageId: threads.lastMessageId,
      })
      .from(threads)
      .innerJoin(communities, eq(communities.id, threads.communityId))
      .innerJoin(users, eq(users.id, threads.advertiserId))
      .innerJoin(bookings, eq(bookings.id, threads.bookingId))
      .where(and(eq(threads.bookingId, ref.id), partyOf(actor, threads.advertiserId)))
      .get();
    const side = row && sideOf(actor, row);
    if (!row || !side) throw notFound();
    return { ...row, ref, side };
  }
  const row = reader
    .select({
      campaignId: campaigns.id,
      bookingId: campaigns.bookingId,
      briefId: campaigns.briefId,
      communityId: campaigns.communityId,
      community: communities.name,
      advertiserId: campaigns.advertiserId,
      advertiser: brandName,
      ownerId: communities.ownerId,
      subject: sql<string>`coalesce(${briefs.title}, ${bookings.title}, '')`,
    })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .innerJoin(users, eq(users.id, campaigns.advertiserId))
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .leftJoin(bookings, eq(bookings.id, campaigns.bookingId))
    .where(and(eq(campaigns.id, ref.id), partyOf(actor, campaigns.advertiserId)))
    .get();
  const side = row && sideOf(actor, row);
  if (!row || !side) throw notFound();
  // The campaign's thread; a booking's campaign keeps its booking's.
  const threadWhere = (where: SQL) =>
    reader.select({ id: threads.id, bookingId: threads.bookingId, lastMessageId: threads.lastMessageId }).from(threads).where(where).get();
  const thread =
    threadWhere(eq(threads.campaignId, row.campaignId)) ??
    (row.bookingId !== null ? threadWhere(eq(threads.bookingId, row.bookingId)) : undefined);
  return {
    ...row,
    id: thread?.id ?? null,
    bookingId: thread?.bookingId ?? row.bookingId,
    lastMessageId: thread?.lastMessageId ?? null,
    ref,
    side,
  };
}

/** That `actor` may read the thread (404 threadNotFound, 401 signed out): what a route checks before reading a body. */
export function requireThreadReader(actor: User | null | undefined, ref: ThreadRef): ThreadInfo {
  return findThread(db, requireActor(actor), ref);
}

/** The thread's row, made now for an application campaign's first message (inside `tx`). */
function ensureThread(tx: Tx, info: ThreadInfo, now: Date): number {
  if (info.id !== null) return info.id;
  if (info.campaignId === null) throw notFound();
  // Two first messages at once: the unique index keeps one thread, both use it.
  tx.insert(threads)
    .values({ communityId: info.communityId, advertiserId: info.advertiserId, campaignId: info.campaignId, createdAt: now })
    .onConflictDoNothing()
    .run();
  const made = tx.select({ id: threads.id }).from(threads).where(eq(threads.campaignId, info.campaignId)).get();
  if (!made) throw notFound();
  return made.id;
}

/** Where a thread's page is: its booking's while it has one (the campaign's page shows the same thread). */
function pageOf(info: Pick<ThreadInfo, "bookingId" | "campaignId">): Pick<ThreadParams, "kind" | "of"> {
  return info.bookingId !== null ? { kind: "booking", of: info.bookingId } : { kind: "campaign", of: info.campaignId ?? 0 };
}

// ---------------------------------------------------------------------------------------
// Reading.

export type MessageView = {
  id: number;
  authorId: number | null;
  authorRole: MessageAuthorRole;
  /** The side's name: the community's, the brand's, or "Guyub" for the admin. */
  authorName: string;
  /** Null once deleted, and for a hidden message to its parties. */
  text: string | null;
  /** File names (read through messageImageUrl); none once deleted, or hidden from the parties. */
  images: string[];
  createdAt: Date;
  deleted: boolean;
  hidden: boolean;
  /** The admin's note on a hidden message: the admin only. */
  hiddenNote: string | null;
  /** The reader wrote it. */
  mine: boolean;
  /** Until when the reader may still delete it (its own, not deleted), or null. */
  deletableUntil: Date | null;
};

type MessageRow = typeof messages.$inferSelect;

function toView(row: MessageRow, info: Pick<ThreadInfo, "community" | "advertiser">, actor: User): MessageView {
  const admin = actor.role === "ADMIN";
  const deleted = row.deletedAt !== null;
  const hidden = row.hiddenAt !== null;
  const shown = !deleted && (!hidden || admin);
  const mine = row.authorId === actor.id;
  return {
    id: row.id,
    authorId: row.authorId,
    authorRole: row.authorRole,
    authorName: row.authorRole === "ADMIN" ? "Guyub" : row.authorRole === "OWNER" ? info.community : info.advertiser,
    text: shown ? row.text : null,
    images: shown ? row.images : [],
    createdAt: row.createdAt,
    deleted,
    hidden,
    hiddenNote: admin ? row.hiddenNote : null,
    mine,
    deletableUntil: mine && !deleted ? new Date(row.createdAt.getTime() + MESSAGE_DELETE_MS) : null,
  };
}

export type MessagePage = {
  thread: ThreadInfo;
  /** Oldest first: the newest is at the bottom. */
  items: MessageView[];
  /** The `before` of the next older page, or null when these are the oldest. */
  olderBefore: number | null;
  /** Whether newer messages exist than this page's (a page read with `before`). */
  hasNewer: boolean;
};

/**
 * A page of a thread's messages for `actor` (404 for a stranger): the newest `limit`, or
 * those before the message `before`, on messages_thread_idx. The newest page marks the
 * thread read by the reader up to its last message (`markRead`; the page and the API do,
 * a count does not), and clears an e-mail waiting for what it read.
 */
export function listMessages(
  actor: User | null | undefined,
  ref: ThreadRef,
  options: { before?: number | null; limit?: number; markRead?: boolean } = {},
): MessagePage {
  const user = requireActor(actor);
  const limit = Math.min(100, Math.max(1, Math.trunc(options.limit ?? MESSAGE_PAGE_SIZE)));
  const before = options.before && Number.isSafeInteger(options.before) && options.before > 0 ? options.before : null;
  const thread = findThread(db, user, ref);
  if (thread.id === null) return { thread, items: [], olderBefore: null, hasNewer: false };
  const rows = db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, thread.id), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit + 1)
    .all();
  const more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  const newest = page.at(-1)?.id ?? 0;
  if (options.markRead && before === null && newest > 0) {
    try {
      markRead(user, { ...thread, id: thread.id }, newest);
    } catch (error) {
      // Another process holds the write lock, or the disk refuses: the page still shows;
      // the next read marks it.
      if (!lockBusyCode(error) && !storageFailureCode(error)) throw error;
    }
  }
  return {
    thread,
    items: page.map((row) => toView(row, thread, user)),
    olderBefore: more ? (page[0]?.id ?? null) : null,
    hasNewer: before !== null && thread.lastMessageId !== null && newest < thread.lastMessageId,
  };
}

/**
 * The reader has read the thread up to message `upTo`: nothing of it waits to be e-mailed
 * any more, and once it read the last message its bell no longer says the thread waits.
 */
function markRead(user: User, thread: ThreadInfo & { id: number }, upTo: number): void {
  const threadId = thread.id;
  const read = db
    .select({ lastReadId: threadReads.lastReadId })
    .from(threadReads)
    .where(and(eq(threadReads.threadId, threadId), eq(threadReads.userId, user.id)))
    .get();
  if (read && read.lastReadId >= upTo) return; // a refresh that brought nothing new writes nothing
  db.transaction((tx) => {
    tx.insert(threadReads)
      .values({ threadId, userId: user.id, lastReadId: upTo })
      .onConflictDoUpdate({
        target: [threadReads.threadId, threadReads.userId],
        set: {
          lastReadId: sql`max(${threadReads.lastReadId}, excluded.last_read_id)`,
          // Read up to the thread's last message: no e-mail waits; else the job looks again.
          emailDueAt: sql`CASE WHEN excluded.last_read_id >= coalesce((SELECT last_message_id FROM threads WHERE id = ${threadId}), 0)
          THEN NULL ELSE ${threadReads.emailDueAt} END`,
        },
      })
      .run();
    if (upTo >= (thread.lastMessageId ?? 0)) markGatheredNoticesRead(tx, user.id, "thread_message", pageOf(thread));
  });
}

/** One conversation on the Messages page. */
export type ConversationSummary = {
  /** Where its page is (a booking's thread keeps its booking's address). */
  ref: ThreadRef;
  /** What the deal is about: the booking's or the brief's title. */
  subject: string;
  community: string;
  advertiser: string;
  last: {
    authorRole: MessageAuthorRole;
    /** Null once deleted, and for a hidden message to its parties. */
    text: string | null;
    images: number;
    deleted: boolean;
    hidden: boolean;
    createdAt: Date;
  };
  /** Messages of the other sides after the reader's last read (the admin: 0). */
  unread: number;
};

/**
 * The conversations `actor` takes part in, the latest message first, `page.limit` at a
 * time (the admin: every conversation): the brand's on threads_advertiser_idx, the
 * owner's on threads_community_idx, the admin's on threads_last_message_idx; a thread
 * without a message yet is not listed. The page's ids come from the index alone, then
 * those rows with their deal, last message and unread count.
 */
export function listConversations(actor: User | null | undefined, page: Slice): ListResult<ConversationSummary> {
  const user = requireActor(actor);
  let scope: SQL | undefined;
  if (user.role === "ADVERTISER") scope = eq(threads.advertiserId, user.id);
  else if (user.role === "COMMUNITY_OWNER") {
    const community = db.select({ id: communities.id }).from(communities).where(eq(communities.ownerId, user.id)).get();
    if (!community) return { items: [], total: 0 };
    scope = eq(threads.communityId, community.id);
  } else if (user.role !== "ADMIN") return { items: [], total: 0 };
  const where = and(scope, isNotNull(threads.lastMessageId));
  const total = db.select({ n: count() }).from(threads).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  const pageIds = db
    .select({ id: threads.id })
    .from(threads)
    .where(where)
    .orderBy(desc(threads.lastMessageId))
    .limit(page.limit)
    .offset(page.offset);
  const admin = user.role === "ADMIN";
  const rows = db
    .select({
      bookingId: threads.bookingId,
      campaignId: threads.campaignId,
      subject: sql<string>`coalesce(${bookings.title}, ${briefs.title}, '')`,
      community: communities.name,
      advertiser: brandName,
      message: messages,
      unread: admin
        ? sql<number>`0`
        : sql<number>`CASE WHEN ${threads.lastMessageId} > coalesce(${threadReads.lastReadId}, 0) THEN
            (SELECT count(*) FROM ${messages} m WHERE m.thread_id = ${threads.id}
              AND m.id > coalesce(${threadReads.lastReadId}, 0) AND m.author_id IS NOT ${user.id}
              AND m.deleted_at IS NULL AND m.hidden_at IS NULL) ELSE 0 END`,
    })
    .from(threads)
    .innerJoin(communities, eq(communities.id, threads.communityId))
    .innerJoin(users, eq(users.id, threads.advertiserId))
    .innerJoin(messages, eq(messages.id, threads.lastMessageId))
    .leftJoin(bookings, eq(bookings.id, threads.bookingId))
    .leftJoin(campaigns, eq(campaigns.id, threads.campaignId))
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .leftJoin(threadReads, and(eq(threadReads.threadId, threads.id), eq(threadReads.userId, user.id)))
    .where(inArray(threads.id, pageIds))
    .orderBy(desc(threads.lastMessageId))
    .all();
  const items = rows.map((row): ConversationSummary => {
    const view = toView(row.message, row, user);
    const { kind, of } = pageOf(row);
    return {
      ref: { kind, id: of },
      subject: row.subject,
      community: row.community,
      advertiser: row.advertiser,
      last: {
        authorRole: view.authorRole,
        text: view.text,
        images: view.images.length,
        deleted: view.deleted,
        hidden: view.hidden,
        createdAt: view.createdAt,
      },
      unread: Number(row.unread),
    };
  });
  return { items, total };
}

/**
 * Unread messages per thread for `actor`, for its lists: by campaign and by booking id
 * (ids of threads the actor is not a party to, or without messages, are left out). A
 * message is unread when another side wrote it after the reader's last read, and it is
 * neither deleted nor hidden. The admin reads every thread and has no unread counts.
 */
export function unreadCounts(
  actor: User | null | undefined,
  ids: { campaignIds?: readonly number[]; bookingIds?: readonly number[] },
): { campaigns: Map<number, number>; bookings: Map<number, number> } {
  const user = requireActor(actor);
  const result = { campaigns: new Map<number, number>(), bookings: new Map<number, number>() };
  const campaignIds = (ids.campaignIds ?? []).filter((id) => Number.isSafeInteger(id));
  const bookingIds = (ids.bookingIds ?? []).filter((id) => Number.isSafeInteger(id));
  if (user.role === "ADMIN" || (campaignIds.length === 0 && bookingIds.length === 0)) return result;
  const which = or(
    campaignIds.length ? inArray(threads.campaignId, campaignIds) : undefined,
    bookingIds.length ? inArray(threads.bookingId, bookingIds) : undefined,
  );
  const rows = db
    .select({
      campaignId: threads.campaignId,
      bookingId: threads.bookingId,
      unread: sql<number>`(SELECT count(*) FROM ${messages} m WHERE m.thread_id = ${threads.id}
        AND m.id > coalesce(${threadReads.lastReadId}, 0) AND m.author_id IS NOT ${user.id}
        AND m.deleted_at IS NULL AND m.hidden_at IS NULL)`,
    })
    .from(threads)
    .innerJoin(communities, eq(communities.id, threads.communityId))
    .leftJoin(threadReads, and(eq(threadReads.threadId, threads.id), eq(threadReads.userId, user.id)))
    .where(
      and(
        which,
        partyOf(user, threads.advertiserId),
        // Nothing new since the last read: no count to make.
        sql`${threads.lastMessageId} > coalesce(${threadReads.lastReadId}, 0)`,
      ),
    )
    .all();
  for (const row of rows) {
    if (row.unread <= 0) continue;
    if (row.campaignId !== null && campaignIds.includes(row.campaignId)) result.campaigns.set(row.campaignId, row.unread);
    if (row.bookingId !== null && bookingIds.includes(row.bookingId)) result.bookings.set(row.bookingId, row.unread);
  }
  return result;
}

/**
 * The brand's unread messages over each brief's campaigns (its brief cards), on
 * campaigns_brief_idx and the threads' campaign index. Only the advertiser's own briefs
 * count (anyone else: none).
 */
export function unreadByBrief(actor: User | null | undefined, briefIds: readonly number[]): Map<number, number> {
  const user = requireActor(actor);
  const result = new Map<number, number>();
  const ids = briefIds.filter((id) => Number.isSafeInteger(id));
  if (user.role !== "ADVERTISER" || ids.length === 0) return result;
  const rows = db
    .select({
      briefId: campaigns.briefId,
      unread: sql<number>`sum((SELECT count(*) FROM ${messages} m WHERE m.thread_id = ${threads.id}
        AND m.id > coalesce(${threadReads.lastReadId}, 0) AND m.author_id IS NOT ${user.id}
        AND m.deleted_at IS NULL AND m.hidden_at IS NULL))`,
    })
    .from(campaigns)
    .innerJoin(threads, eq(threads.campaignId, campaigns.id))
    .leftJoin(threadReads, and(eq(threadReads.threadId, threads.id), eq(threadReads.userId, user.id)))
    .where(
      and(
        inArray(campaigns.briefId, ids),
        eq(campaigns.advertiserId, user.id),
        sql`${threads.lastMessageId} > coalesce(${threadReads.lastReadId}, 0)`,
      ),
    )
    .groupBy(campaigns.briefId)
    .all();
  for (const row of rows) if (row.briefId !== null && row.unread > 0) result.set(row.briefId, row.unread);
  return result;
}

// ---------------------------------------------------------------------------------------
// Writing.

function imagesRefused(key: "messageImagesTooMany" | "messageImageTooLarge"): ModelError {
  return new ModelError("invalid", "invalidInput", { fields: { images: [key] } });
}

export function tooManyMessageImages(wait: number): ModelError {
  return new ModelError("too_many", "tooManyMessageImages", { retryAfterSeconds: wait, params: { minutes: Math.ceil(wait / 60) } });
}

const imageLimitKey = (actor: User) => `user:${actor.id}`;

/**
 * A message posted with images (the page's form, the API's multipart body): `work` reads
 * the body and calls postMessage. It gets `beforeImages`, for the route to run as the
 * first image arrives (upload.server.ts `beforeFiles`), before any of its bytes are read:
 * the thread is the actor's (404), the actor's image job starts (429 while another
 * runs) and the hourly limit is not reached (429).
 */
export function withMessageUpload<T>(actor: User, ref: ThreadRef, work: (beforeImages: () => void) => Promise<T>): Promise<T> {
  return withImageJob(actor.id, MESSAGE_IMAGE_FIELD.field, (start) =>
    work(() => {
      findThread(db, actor, ref);
      start();
      const wait = messageImageLimiter.retryAfter(imageLimitKey(actor));
      if (wait > 0) throw tooManyMessageImages(wait);
    }),
  );
}

/** The images re-encoded as the actor's one image job: headers first, then the hourly limit, then the decodes. */
async function encodeImages(actor: User, images: Uint8Array[]): Promise<Buffer[]> {
  if (images.length === 0) return [];
  return withImageJob(actor.id, MESSAGE_IMAGE_FIELD.field, async (start) => {
    start();
    for (const bytes of images) await readImageHeader(bytes, MESSAGE_IMAGE_FIELD);
    const wait = messageImageLimiter.take(imageLimitKey(actor));
    if (wait > 0) throw tooManyMessageImages(wait);
    const encoded: Buffer[] = [];
    for (const bytes of images) encoded.push(await encodeScreenshot(bytes, MESSAGE_IMAGE_FIELD));
    return encoded;
  });
}

/**
 * `actor` (a party, or the admin writing as "Guyub") posts a message: a text of up to
 * 2,000 characters and up to 3 images (PNG, JPEG or WebP of 2 MB and 12 megapixels at
 * most, re-encoded), at least one of them (400 messageEmpty on `text`). 404 for a
 * stranger before any image is decoded. An application campaign's thread is made with
 * its first message. The other side (both, for the admin's) is told at once and an
 * e-mail is due for it (sendMessageDigests). Files are written before the transaction
 * and removed again if it fails. A message sent twice with one key is written once.
 */
export async function postMessage(
  actor: User | null | undefined,
  ref: ThreadRef,
  input: MessageInput,
  images: Uint8Array[] = [],
  now: Date = new Date(),
): Promise<MessageView> {
  const user = requireActor(actor);
  // A stranger is refused before any image is looked at.
  findThread(db, user, ref);
  if (images.length > MESSAGE_IMAGES_MAX) throw imagesRefused("messageImagesTooMany");
  if (images.some((bytes) => bytes.byteLength > SCREENSHOT_MAX_BYTES)) throw imagesRefused("messageImageTooLarge");
  const text = input.text?.trim() || null;
  if (!text && images.length === 0) throw new ModelError("invalid", "invalidInput", { fields: { text: ["messageEmpty"] } });
  const encoded = await encodeImages(user, images);
  const folder = messagesFolder();
  const names: string[] = [];
  try {
    for (const output of encoded) {
      const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
      await writeImageFile(folder, name, output, MESSAGE_IMAGE_FIELD.field);
      names.push(name);
    }
    return db.transaction((tx) => {
      claimSubmission(tx);
      const current = findThread(tx, user, ref);
      const threadId = ensureThread(tx, current, now);
      const row = tx
        .insert(messages)
        .values({ threadId, authorId: user.id, authorRole: current.side, text, images: names, createdAt: now })
        .returning()
        .get();
      for (const name of names) tx.insert(messageImages).values({ name, messageId: row.id, threadId }).run();
      tx.update(threads).set({ lastMessageId: row.id }).where(eq(threads.id, threadId)).run();
      // The author has read what it wrote (and what came before: its bell says so too).
      tx.insert(threadReads)
        .values({ threadId, userId: user.id, lastReadId: row.id })
        .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { lastReadId: row.id } })
        .run();
      markGatheredNoticesRead(tx, user.id, "thread_message", pageOf(current));
      const view = toView(row, current, user);
      const params: ThreadParams = { ...pageOf(current), from: view.authorName, subject: current.subject };
      for (const readerId of [current.advertiserId, current.ownerId]) {
        if (readerId === user.id) continue;
        scheduleDigest(tx, threadId, readerId, now);
        tell(tx, readerId, { type: "thread_message", params });
      }
      return view;
    });
  } catch (error) {
    for (const name of names) removeImageFile(folder, name);
    throw error;
  }
}

/**
 * A message waits for `readerId`: its e-mail is due once it waited DIGEST_GRACE_MS, and
 * not before DIGEST_INTERVAL_MS after the last e-mail of the thread to the reader; a time
 * already set stays (the e-mail then counts every message since).
 */
function scheduleDigest(tx: Tx, threadId: number, readerId: number, now: Date): void {
  const due = now.getTime() + DIGEST_GRACE_MS;
  tx.insert(threadReads)
    .values({ threadId, userId: readerId, emailDueAt: new Date(due) })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.userId],
      set: {
        emailDueAt: sql`coalesce(${threadReads.emailDueAt}, max(${due}, coalesce(${threadReads.emailedAt} + ${DIGEST_INTERVAL_MS}, 0)))`,
      },
    })
    .run();
}

/** A message with its thread, when `actor` may read it (404 messageNotFound otherwise). */
function messageFor(reader: Reader, actor: User, messageId: number) {
  if (!Number.isSafeInteger(messageId) || messageId < 1) throw new ModelError("not_found", "messageNotFound");
  const row = reader
    .select({ message: messages, advertiserId: threads.advertiserId, ownerId: communities.ownerId, community: communities.name })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(communities, eq(communities.id, threads.communityId))
    .where(and(eq(messages.id, messageId), partyOf(actor, threads.advertiserId)))
    .get();
  if (!row || !sideOf(actor, row)) throw new ModelError("not_found", "messageNotFound");
  const advertiser = reader.select({ name: brandName }).from(users).where(eq(users.id, row.advertiserId)).get()?.name ?? "";
  return { ...row, advertiser };
}

/** That `actor` may read the message (404 messageNotFound otherwise): what a route checks before reading a body. */
export function requireMessageReader(actor: User | null | undefined, messageId: number): void {
  messageFor(db, requireActor(actor), messageId);
}

/**
 * The author deletes its message within 5 minutes of posting it: the row stays with
 * `deleted`, its text and images go (files too). 404 for a stranger; 403 for another
 * reader of the thread; 409 once deleted or after the 5 minutes. `now` is the clock.
 */
export function deleteMessage(actor: User | null | undefined, messageId: number, now: Date = new Date()): MessageView {
  const user = requireActor(actor);
  const { removed, view } = db.transaction((tx) => {
    const found = messageFor(tx, user, messageId);
    const message = found.message;
    if (message.authorId !== user.id) throw new ModelError("forbidden", "notMessageAuthor");
    if (message.deletedAt !== null) throw new ModelError("conflict", "messageAlreadyDeleted");
    const deadline = new Date(message.createdAt.getTime() + MESSAGE_DELETE_MS);
    if (now.getTime() > deadline.getTime()) throw new ModelError("conflict", "messageDeleteTooLate");
    const updated = tx
      .update(messages)
      .set({ deletedAt: now, text: null, images: [] })
      .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)))
      .returning()
      .get();
    if (!updated) throw new ModelError("conflict", "messageAlreadyDeleted");
    tx.delete(messageImages).where(eq(messageImages.messageId, messageId)).run();
    return { removed: message.images, view: toView(updated, found, user) };
  });
  for (const name of removed) removeImageFile(messagesFolder(), name);
  return view;
}

/**
 * The admin hides a message with a note (audited): its parties see that it was hidden,
 * not what it said; the admin still reads it. 403 for anyone else; 404 for no such
 * message; 409 when already hidden or deleted.
 */
export function hideMessage(
  actor: User | null | undefined,
  messageId: number,
  input: HideMessageInput,
  now: Date = new Date(),
): MessageView {
  assertRole(actor, "ADMIN");
  const note = input.note.trim();
  if (!note) throw new ModelError("invalid", "invalidInput", { fields: { note: ["hideNoteRequired"] } });
  return db.transaction((tx) => {
    const found = messageFor(tx, actor, messageId);
    if (found.message.deletedAt !== null) throw new ModelError("conflict", "messageAlreadyDeleted");
    const updated = tx
      .update(messages)
      .set({ hiddenAt: now, hiddenNote: note, hiddenBy: actor.id })
      .where(and(eq(messages.id, messageId), isNull(messages.hiddenAt)))
      .returning()
      .get();
    if (!updated) throw new ModelError("conflict", "messageAlreadyHidden");
    recordAudit(tx, {
      actor,
      action: "message_hidden",
      subject: { type: "message", id: messageId },
      subjectUserId: found.message.authorId,
      note,
      params: { community: found.community, brand: found.advertiser },
    });
    return toView(updated, found, actor);
  });
}

/**
 * The file of a message image `actor` may see: a party of its thread or the admin, while
 * its message is neither deleted nor (for the parties) hidden; 404 otherwise, signed out
 * included, whatever the name.
 */
export function messageImageFileFor(actor: User | null | undefined, name: string): string {
  const user = requireActor(actor);
  if (typeof name !== "string" || !IMAGE_NAME.test(name)) throw new ModelError("not_found", "messageImageNotFound");
  const row = db
    .select({ name: messageImages.name, advertiserId: threads.advertiserId, ownerId: communities.ownerId })
    .from(messageImages)
    .innerJoin(messages, eq(messages.id, messageImages.messageId))
    .innerJoin(threads, eq(threads.id, messageImages.threadId))
    .innerJoin(communities, eq(communities.id, threads.communityId))
    .where(
      and(
        eq(messageImages.name, name),
        isNull(messages.deletedAt),
        user.role === "ADMIN" ? undefined : isNull(messages.hiddenAt),
        partyOf(user, threads.advertiserId),
      ),
    )
    .get();
  if (!row || !sideOf(user, row)) throw new ModelError("not_found", "messageImageNotFound");
  return path.join(messagesFolder(), row.name);
}

/**
 * Delete the image files no message names any more (a thread removed with its booking,
 * campaign, community or account: the rows cascade, the files stay; a write cut short),
 * older than the grace period (a message being posted writes its files just before its
 * transaction commits). The campaign worker runs it once an hour. Returns how many went.
 */
export function sweepUnusedMessageImages(now = Date.now()): number {
  return sweepUnusedFiles(
    messagesFolder(),
    (name) => db.select({ name: messageImages.name }).from(messageImages).where(eq(messageImages.name, name)).get() !== undefined,
    now,
  );
}

// ---------------------------------------------------------------------------------------
// The e-mail digest (the campaign worker, app/server/campaign-worker.server.ts).

/**
 * Send the e-mails that are due (thread_reads.email_due_at, on its index), oldest first:
 * one per thread and reader, "3 new messages from ...", counting the messages of the
 * other sides that the reader has neither read nor been e-mailed about (deleted and
 * hidden ones left out); none when nothing is left. Each in its own conditional
 * transaction, so two runs at once send each e-mail once. `now` is the job's clock.
 * Returns how many e-mails it queued.
 */
export function sendMessageDigests(now: Date = new Date(), batch = 100): number {
  let sent = 0;
  for (;;) {
    const due = db
      .select({ threadId: threadReads.threadId, userId: threadReads.userId, emailDueAt: threadReads.emailDueAt })
      .from(threadReads)
      .where(lte(threadReads.emailDueAt, now))
      .orderBy(asc(threadReads.emailDueAt))
      .limit(batch)
      .all();
    for (const row of due) if (sendDigest(row.threadId, row.userId, row.emailDueAt!, now)) sent += 1;
    if (due.length < batch) return sent;
  }
}

function sendDigest(threadId: number, userId: number, dueAt: Date, now: Date): boolean {
  return db.transaction((tx) => {
    const read = tx
      .select()
      .from(threadReads)
      .where(and(eq(threadReads.threadId, threadId), eq(threadReads.userId, userId), eq(threadReads.emailDueAt, dueAt)))
      .get();
    if (!read) return false; // another run took it, or the reader read meanwhile
    const since = Math.max(read.lastReadId, read.lastEmailedId);
    const waiting = and(
      eq(messages.threadId, threadId),
      sql`${messages.id} > ${since}`,
      sql`${messages.authorId} IS NOT ${userId}`,
      isNull(messages.deletedAt),
      isNull(messages.hiddenAt),
    );
    const summary = tx
      .select({ count: sql<number>`count(*)`, lastId: sql<number | null>`max(${messages.id})` })
      .from(messages)
      .where(waiting)
      .get();
    const reader = tx
      .select({ email: users.email, fullname: users.fullname, lang: users.lang })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!summary || !summary.count || summary.lastId === null || !reader) {
      tx.update(threadReads)
        .set({ emailDueAt: null })
        .where(and(eq(threadReads.threadId, threadId), eq(threadReads.userId, userId)))
        .run();
      return false;
    }
    const thread = tx
      .select({
        bookingId: threads.bookingId,
        campaignId: threads.campaignId,
        community: communities.name,
        advertiser: brandName,
        subject: sql<string>`coalesce((SELECT title FROM ${bookings} WHERE id = ${threads.bookingId}),
          (SELECT b.title FROM ${campaigns} c JOIN ${briefs} b ON b.id = c.brief_id WHERE c.id = ${threads.campaignId}), '')`,
      })
      .from(threads)
      .innerJoin(communities, eq(communities.id, threads.communityId))
      .innerJoin(users, eq(users.id, threads.advertiserId))
      .where(eq(threads.id, threadId))
      .get();
    const latest = tx.select({ role: messages.authorRole }).from(messages).where(eq(messages.id, summary.lastId)).get();
    if (!thread || !latest) return false;
    const from = latest.role === "ADMIN" ? "Guyub" : latest.role === "OWNER" ? thread.community : thread.advertiser;
    enqueueEmail(tx, recipientOf(reader), {
      type: "thread_digest",
      params: { ...pageOf(thread), from, subject: thread.subject, count: summary.count },
    });
    tx.update(threadReads)
      .set({ lastEmailedId: summary.lastId, emailedAt: now, emailDueAt: null })
      .where(and(eq(threadReads.threadId, threadId), eq(threadReads.userId, userId)))
      .run();
    return true;
  });
}

// ---------------------------------------------------------------------------------------
// The API's objects (docs/api.md, "Conversations").

export type PublicMessage = {
  id: number;
  author_id: number | null;
  author_role: MessageAuthorRole;
  author_name: string;
  text: string | null;
  images: string[];
  created_at: string;
  deleted: boolean;
  hidden: boolean;
  hidden_note?: string | null;
};

export function toPublicMessage(view: MessageView, actor: User): PublicMessage {
  return {
    id: view.id,
    author_id: view.authorId,
    author_role: view.authorRole,
    author_name: view.authorName,
    text: view.text,
    images: view.images.map(messageImageUrl),
    created_at: view.createdAt.toISOString(),
    deleted: view.deleted,
    hidden: view.hidden,
    ...(actor.role === "ADMIN" ? { hidden_note: view.hiddenNote } : {}),
  };
}

export type PublicConversation = {
  kind: ThreadRef["kind"];
  id: number;
  subject: string;
  community: string;
  advertiser: string;
  last_message: {
    author_role: MessageAuthorRole;
    text: string | null;
    images_count: number;
    deleted: boolean;
    hidden: boolean;
    created_at: string;
  };
  unread: number;
};

export function toPublicConversation(c: ConversationSummary): PublicConversation {
  return {
    kind: c.ref.kind,
    id: c.ref.id,
    subject: c.subject,
    community: c.community,
    advertiser: c.advertiser,
    last_message: {
      author_role: c.last.authorRole,
      text: c.last.text,
      images_count: c.last.images,
      deleted: c.last.deleted,
      hidden: c.last.hidden,
      created_at: c.last.createdAt.toISOString(),
    },
    unread: c.unread,
  };
}
