import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, messageImages, notifications, threadReads, threads, users } from "../../../db/schema";
import { makeBookingThread } from "../../../tests/conversations";
import { makeCampaign, makeCommunity, makeUser } from "../../../tests/factories";
import { expectModelError } from "../../../tests/model-errors";
import { openDatabase } from "../../../db/connection";
import { db } from "~/lib/server/db.server";
import { MessageSchema } from "~/validation/message";
import { listNotifications, renderNotification } from "../notification.server";
import {
  DIGEST_GRACE_MS,
  DIGEST_INTERVAL_MS,
  MESSAGE_DELETE_MS,
  deleteMessage,
  hideMessage,
  listConversations,
  listMessages,
  messageImageFileFor,
  postMessage,
  messagesFolder,
  sendMessageDigests,
  sweepUnusedMessageImages,
  unreadByBrief,
  unreadCounts,
  type ThreadRef,
} from "./threads.server";

/*
 * Conversations (docs/product.md, "Conversations"), on a real SQLite file: who reads and
 * writes a thread (404 to strangers), messages with images, paging backwards, the author's
 * 5-minute delete and the admin's hiding, unread counts, the notification at once and the
 * e-mail digest at most once per thread per 15 minutes, with the clock in the test's hand.
 */

const MINUTE = 60_000;
const text = (value: string) => MessageSchema.parse({ text: value });

async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2d6a4f" } })
    .png()
    .toBuffer();
}

/** An application campaign with its parties, strangers of each role, and its thread's ref. */
async function campaignThread() {
  const made = await makeCampaign();
  const strangerOwner = await makeUser();
  makeCommunity(strangerOwner);
  const strangerAdvertiser = await makeUser({ role: "ADVERTISER" });
  const ref: ThreadRef = { kind: "campaign", id: made.campaignId };
  return { ...made, strangerOwner, strangerAdvertiser, ref };
}

const notificationsOf = (userId: number, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .all();
const mailsTo = (email: string, kind = "thread_digest") =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
    .all();

describe("who reads and writes a thread", () => {
  it("lets the brand, the community's owner and the admin in; a stranger of any role gets 404 before anything is read", async () => {
    const { owner, advertiser, admin, strangerOwner, strangerAdvertiser, ref } = await campaignThread();
    const posted = await postMessage(advertiser, ref, text("Halo, materi sudah kami kirim."));
    expect(posted.authorRole).toBe("ADVERTISER");
    for (const reader of [owner, advertiser, admin]) {
      expect(listMessages(reader, ref).items.map((m) => m.text)).toEqual(["Halo, materi sudah kami kirim."]);
    }
    for (const stranger of [strangerOwner, strangerAdvertiser]) {
      expectModelError(() => listMessages(stranger, ref), "not_found", "threadNotFound");
      await expect(postMessage(stranger, ref, text("Halo"))).rejects.toMatchObject({ kind: "not_found" });
      expectModelError(() => deleteMessage(stranger, posted.id), "not_found", "messageNotFound");
    }
    expectModelError(() => listMessages(null, ref), "unauthenticated");
    // A campaign or booking that does not exist answers the same.
    expectModelError(() => listMessages(owner, { kind: "campaign", id: 999_999 }), "not_found", "threadNotFound");
    expectModelError(() => listMessages(owner, { kind: "booking", id: ref.id }), "not_found", "threadNotFound");
  });

  it("makes an application campaign's thread with its first message, once", async () => {
    const { owner, advertiser, campaignId, ref } = await campaignThread();
    expect(listMessages(owner, ref)).toMatchObject({ items: [], olderBefore: null, thread: { id: null } });
    expect(db.select().from(threads).where(eq(threads.campaignId, campaignId)).all()).toHaveLength(0);
    await postMessage(owner, ref, text("Siap, kami mulai Senin."));
    await postMessage(advertiser, ref, text("Terima kasih!"));
    const made = db.select().from(threads).where(eq(threads.campaignId, campaignId)).all();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ advertiserId: advertiser.id, bookingId: null });
  });

  it("serves a booking's thread by its booking, and by the campaign the booking became", async () => {
    const { owner, advertiser, admin, community, strangerOwner, strangerAdvertiser, campaignId } = await campaignThread();
    const { booking, thread } = makeBookingThread(advertiser, community);
    const byBooking: ThreadRef = { kind: "booking", id: booking.id };
    await postMessage(advertiser, byBooking, text("Bisa tanggal 15?"));
    await postMessage(owner, byBooking, text("Bisa, kami siapkan."));
    for (const stranger of [strangerOwner, strangerAdvertiser]) expectModelError(() => listMessages(stranger, byBooking), "not_found");
    // Accepted: the campaign's conversation is the booking's (threads.campaign_id set at acceptance).
    db.update(threads).set({ campaignId }).where(eq(threads.id, thread.id)).run();
    for (const reader of [owner, advertiser, admin]) {
      expect(listMessages(reader, { kind: "campaign", id: campaignId }).items.map((m) => m.text)).toEqual([
        "Bisa tanggal 15?",
        "Bisa, kami siapkan.",
      ]);
    }
  });

  it("lets the admin write as Guyub, and tells both sides", async () => {
    const { owner, advertiser, admin, ref } = await campaignThread();
    const posted = await postMessage(admin, ref, text("Guyub di sini: jadwal sudah kami catat."));
    expect(posted).toMatchObject({ authorRole: "ADMIN", authorName: "Guyub" });
    expect(listMessages(owner, ref).items[0]).toMatchObject({ authorName: "Guyub", authorRole: "ADMIN" });
    expect(notificationsOf(owner.id, "thread_message")).toHaveLength(1);
    expect(notificationsOf(advertiser.id, "thread_message")).toHaveLength(1);
  });
});

describe("posting", () => {
  it("needs a text or an image; the schema holds the text to 2,000 characters", async () => {
    const { owner, ref } = await campaignThread();
    await expect(postMessage(owner, ref, text("   "))).rejects.toMatchObject({ kind: "invalid", fields: { text: ["messageEmpty"] } });
    expect(MessageSchema.safeParse({ text: "a".repeat(2001) }).success).toBe(false);
    expect(MessageSchema.safeParse({ text: "a".repeat(2000) }).success).toBe(true);
  });

  it("keeps up to 3 re-encoded images, private to the thread's parties and the admin", async () => {
    const { owner, advertiser, admin, strangerOwner, strangerAdvertiser, ref } = await campaignThread();
    const posted = await postMessage(owner, ref, text("Foto booth kami"), [await png(), await png(3000, 2000)]);
    expect(posted.images).toHaveLength(2);
    for (const name of posted.images) expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    const file = messageImageFileFor(advertiser, posted.images[1]);
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1280);
    expect(messageImageFileFor(owner, posted.images[0])).toMatch(/messages/);
    expect(messageImageFileFor(admin, posted.images[0])).toMatch(/messages/);
    for (const stranger of [strangerOwner, strangerAdvertiser]) {
      expectModelError(() => messageImageFileFor(stranger, posted.images[0]), "not_found", "messageImageNotFound");
    }
    expectModelError(() => messageImageFileFor(null, posted.images[0]), "unauthenticated");
    expectModelError(() => messageImageFileFor(owner, "../../etc/passwd"), "not_found");
  });

  it("refuses a fourth image, a file that is not an image, and one over 2 MB, on the images field", async () => {
    const { owner, ref } = await campaignThread();
    const image = await png();
    await expect(postMessage(owner, ref, text("x"), [image, image, image, image])).rejects.toMatchObject({
      fields: { images: ["messageImagesTooMany"] },
    });
    await expect(postMessage(owner, ref, text("x"), [Buffer.from("GIF89a not really")])).rejects.toMatchObject({
      fields: { images: ["messageImageNotImage"] },
    });
    await expect(postMessage(owner, ref, text("x"), [Buffer.alloc(2 * 1024 * 1024 + 1)])).rejects.toMatchObject({
      fields: { images: ["messageImageTooLarge"] },
    });
    expect(listMessages(owner, ref).items).toHaveLength(0);
  });
});

describe("reading", () => {
  it("pages backwards: the newest at the bottom, `before` for the older ones", async () => {
    const { owner, advertiser, ref } = await campaignThread();
    for (let i = 1; i <= 5; i++) await postMessage(i % 2 ? owner : advertiser, ref, text(`pesan ${i}`));
    const newest = listMessages(owner, ref, { limit: 2 });
    expect(newest.items.map((m) => m.text)).toEqual(["pesan 4", "pesan 5"]);
    expect(newest.hasNewer).toBe(false);
    const older = listMessages(owner, ref, { limit: 2, before: newest.olderBefore });
    expect(older.items.map((m) => m.text)).toEqual(["pesan 2", "pesan 3"]);
    expect(older.hasNewer).toBe(true);
    const oldest = listMessages(owner, ref, { limit: 2, before: older.olderBefore });
    expect(oldest.items.map((m) => m.text)).toEqual(["pesan 1"]);
    expect(oldest.olderBefore).toBeNull();
  });

  it("counts unread messages per campaign and booking for each side; reading the newest page marks them read", async () => {
    const { owner, advertiser, admin, community, strangerAdvertiser, campaignId, ref } = await campaignThread();
    const { booking } = makeBookingThread(advertiser, community);
    await postMessage(owner, ref, text("satu"));
    await postMessage(owner, ref, text("dua"));
    await postMessage(owner, { kind: "booking", id: booking.id }, text("tiga"));
    const ids = { campaignIds: [campaignId], bookingIds: [booking.id] };
    const forBrand = unreadCounts(advertiser, ids);
    expect(forBrand.campaigns.get(campaignId)).toBe(2);
    expect(forBrand.bookings.get(booking.id)).toBe(1);
    // The author has nothing unread; a stranger and the admin get no counts.
    expect(unreadCounts(owner, ids).campaigns.size).toBe(0);
    expect(unreadCounts(strangerAdvertiser, ids).campaigns.size).toBe(0);
    expect(unreadCounts(admin, ids).campaigns.size).toBe(0);
    // An older page does not mark read; the newest does.
    listMessages(advertiser, ref, { limit: 1, before: 10_000_000, markRead: true });
    expect(unreadCounts(advertiser, ids).campaigns.get(campaignId)).toBe(2);
    listMessages(advertiser, ref, { markRead: true });
    expect(unreadCounts(advertiser, ids).campaigns.get(campaignId)).toBeUndefined();
    expect(unreadCounts(advertiser, ids).bookings.get(booking.id)).toBe(1);
  });
});

describe("unread by brief", () => {
  it("sums the brand's unread messages over each brief's campaigns; nobody else gets counts", async () => {
    const { owner, advertiser, brief, ref, strangerAdvertiser } = await campaignThread();
    await postMessage(advertiser, ref, text("pertanyaan"));
    await postMessage(owner, ref, text("satu"));
    await postMessage(owner, ref, text("dua"));
    expect(unreadByBrief(advertiser, [brief.id]).get(brief.id)).toBe(2);
    expect(unreadByBrief(strangerAdvertiser, [brief.id]).size).toBe(0);
    expect(unreadByBrief(owner, [brief.id]).size).toBe(0);
    // Writing marks the thread read up to what one wrote.
    await postMessage(advertiser, ref, text("balasan"));
    expect(unreadByBrief(advertiser, [brief.id]).size).toBe(0);
  });
});

describe("reading while another process writes", () => {
  it("shows the page when another process holds the write lock, and marks it read at the next read", async () => {
    const { owner, advertiser, campaignId, ref } = await campaignThread();
    await postMessage(owner, ref, text("halo"));
    const other = openDatabase(db.$client.name);
    try {
      other.$client.exec("BEGIN IMMEDIATE");
      expect(listMessages(advertiser, ref, { markRead: true }).items.map((m) => m.text)).toEqual(["halo"]);
      other.$client.exec("COMMIT");
    } finally {
      if (other.$client.inTransaction) other.$client.exec("ROLLBACK");
      other.$client.close();
    }
    expect(unreadCounts(advertiser, { campaignIds: [campaignId] }).campaigns.get(campaignId)).toBe(1);
    listMessages(advertiser, ref, { markRead: true });
    expect(unreadCounts(advertiser, { campaignIds: [campaignId] }).campaigns.get(campaignId)).toBeUndefined();
  });
});

describe("deleting and hiding", () => {
  it("lets the author delete within 5 minutes: the row stays with deleted, its text and images go", async () => {
    const { owner, advertiser, admin, ref } = await campaignThread();
    const t0 = new Date("2026-12-01T03:00:00Z");
    const posted = await postMessage(owner, ref, text("salah kirim"), [await png()], t0);
    const file = messageImageFileFor(owner, posted.images[0]);
    expect(fs.existsSync(file)).toBe(true);
    expectModelError(() => deleteMessage(advertiser, posted.id, t0), "forbidden", "notMessageAuthor");
    expectModelError(() => deleteMessage(admin, posted.id, t0), "forbidden", "notMessageAuthor");
    const deleted = deleteMessage(owner, posted.id, new Date(t0.getTime() + MESSAGE_DELETE_MS));
    expect(deleted).toMatchObject({ deleted: true, text: null, images: [] });
    expect(fs.existsSync(file)).toBe(false);
    expect(db.select().from(messageImages).where(eq(messageImages.messageId, posted.id)).all()).toHaveLength(0);
    expect(listMessages(advertiser, ref).items[0]).toMatchObject({ id: posted.id, deleted: true, text: null, images: [] });
    expectModelError(() => deleteMessage(owner, posted.id, t0), "conflict", "messageAlreadyDeleted");
  });

  it("refuses a delete after the 5 minutes", async () => {
    const { owner, ref } = await campaignThread();
    const t0 = new Date("2026-12-01T03:00:00Z");
    const posted = await postMessage(owner, ref, text("sudah lama"), [], t0);
    expectModelError(
      () => deleteMessage(owner, posted.id, new Date(t0.getTime() + MESSAGE_DELETE_MS + 1)),
      "conflict",
      "messageDeleteTooLate",
    );
    expect(listMessages(owner, ref).items[0].text).toBe("sudah lama");
  });

  it("lets the admin hide a message with a note (audited): the parties see it was hidden, the admin still reads it", async () => {
    const { owner, advertiser, admin, ref } = await campaignThread();
    const posted = await postMessage(advertiser, ref, text("nomor pribadi 0812..."), [await png()]);
    expectModelError(() => hideMessage(owner, posted.id, { note: "x" }), "forbidden", "wrongRole");
    expectModelError(() => hideMessage(admin, posted.id, { note: "  " }), "invalid");
    const hidden = hideMessage(admin, posted.id, { note: "Tanpa nomor pribadi, ya." });
    expect(hidden).toMatchObject({ hidden: true, hiddenNote: "Tanpa nomor pribadi, ya.", text: "nomor pribadi 0812..." });
    for (const party of [owner, advertiser]) {
      expect(listMessages(party, ref).items[0]).toMatchObject({ hidden: true, text: null, images: [], hiddenNote: null });
      expectModelError(() => messageImageFileFor(party, posted.images[0]), "not_found");
    }
    expect(messageImageFileFor(admin, posted.images[0])).toMatch(/messages/);
    const audit = db.select().from(auditEvents).where(eq(auditEvents.action, "message_hidden")).all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      subjectType: "message",
      subjectId: posted.id,
      subjectUserId: advertiser.id,
      note: "Tanpa nomor pribadi, ya.",
    });
    expectModelError(() => hideMessage(admin, posted.id, { note: "lagi" }), "conflict", "messageAlreadyHidden");
    expectModelError(() => hideMessage(admin, 999_999, { note: "x" }), "not_found", "messageNotFound");
  });
});

describe("the Messages page (listConversations)", () => {
  it("lists a party's conversations, the latest message first, with what it says and what is unread", async () => {
    const a = await campaignThread();
    const { owner, advertiser, admin, community } = a;
    // A second deal of the same parties: a booking, whose thread is listed by its booking.
    const { booking } = makeBookingThread(advertiser, community, { title: "Paket kopdar Desember" });
    const byBooking: ThreadRef = { kind: "booking", id: booking.id };
    const t0 = new Date("2026-12-01T03:00:00Z").getTime();
    const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
    await postMessage(advertiser, a.ref, text("Halo dari kampanye"), [], at(0));
    await postMessage(owner, byBooking, text("Bisa tanggal 15?"), [], at(1));
    await postMessage(advertiser, byBooking, text(""), [await png()], at(2));
    // A thread of strangers, and an application campaign without a message: neither listed.
    const other = await campaignThread();
    await postMessage(other.owner, other.ref, text("Bukan untuk kalian"), [], at(3));
    await campaignThread();

    const forOwner = listConversations(owner, { limit: 10, offset: 0 });
    expect(forOwner.total).toBe(2);
    expect(forOwner.items.map((c) => [c.ref, c.subject, c.unread])).toEqual([
      [byBooking, "Paket kopdar Desember", 1],
      [a.ref, expect.any(String), 1],
    ]);
    expect(forOwner.items[0].last).toMatchObject({ authorRole: "ADVERTISER", text: null, images: 1, deleted: false });
    expect(forOwner.items[1].last).toMatchObject({ text: "Halo dari kampanye", images: 0 });
    expect(forOwner.items[1]).toMatchObject({ community: community.name });
    // The brand wrote last in both: nothing unread for it, one from the owner read by answering.
    expect(listConversations(advertiser, { limit: 10, offset: 0 }).items.map((c) => c.unread)).toEqual([0, 0]);
    // Reading a thread clears its count; paging counts the same total.
    listMessages(owner, byBooking, { markRead: true });
    const second = listConversations(owner, { limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, items: [{ ref: a.ref, unread: 1 }] });
    expect(listConversations(owner, { limit: 1, offset: 0 }).items[0].unread).toBe(0);
    // A message deleted by its author shows as deleted.
    const oops = await postMessage(owner, a.ref, text("Salah kirim"), [], new Date());
    deleteMessage(owner, oops.id);
    expect(listConversations(advertiser, { limit: 10, offset: 0 }).items[0]).toMatchObject({
      ref: a.ref,
      last: { text: null, deleted: true },
    });
    // The admin sees every conversation with a message, nothing unread; strangers none of these.
    const forAdmin = listConversations(admin, { limit: 100, offset: 0 });
    expect(forAdmin.items.map((c) => c.ref)).toEqual(expect.arrayContaining([a.ref, byBooking, other.ref]));
    expect(forAdmin.items.every((c) => c.unread === 0)).toBe(true);
    const refs = (user: typeof owner) => listConversations(user, { limit: 100, offset: 0 }).items.map((c) => c.ref);
    expect(refs(a.strangerOwner)).toEqual([]);
    expect(refs(a.strangerAdvertiser)).toEqual([]);
    expect(refs(other.owner)).toEqual([other.ref]);
    expectModelError(() => listConversations(null, { limit: 10, offset: 0 }), "unauthenticated");
  });
});

describe("telling the other side", () => {
  it("notifies the other side at once, and e-mails nothing with the notification", async () => {
    const { owner, advertiser, ref } = await campaignThread();
    await postMessage(owner, ref, text("Materi sudah kami terima."));
    expect(notificationsOf(advertiser.id, "thread_message")).toHaveLength(1);
    expect(notificationsOf(owner.id, "thread_message")).toHaveLength(0);
    expect(mailsTo(advertiser.email)).toHaveLength(0);
  });

  it("gathers a thread's unread messages into one notice that counts them; reading the thread reads it", async () => {
    const { owner, advertiser, ref } = await campaignThread();
    const other = await campaignThread();
    await postMessage(owner, ref, text("Satu"));
    await postMessage(owner, ref, text("Dua"));
    await postMessage(other.owner, other.ref, text("Lain"));
    await postMessage(owner, ref, text("Tiga"));
    const notices = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, advertiser.id), eq(notifications.type, "thread_message")))
        .orderBy(notifications.id)
        .all();
    // One notice for this thread (the other thread's went to its own brand), counting three.
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toMatchObject({ isRead: false, data: { kind: "campaign", of: ref.id, count: 3 } });
    const { items } = listNotifications(advertiser, { limit: 10, offset: 0 });
    expect(items[0].type).toBe("thread_message");
    expect(renderNotification(items[0], "en").message).toContain("3 new messages.");
    expect(renderNotification(items[0], "id").message).toContain("3 pesan baru.");
    // The brand opens the conversation: the notice is read; the owner's own bell is untouched.
    listMessages(advertiser, ref, { markRead: true });
    expect(notices().map((n) => n.isRead)).toEqual([true]);
    // A later message starts a new notice of one (no count line).
    await postMessage(owner, ref, text("Empat"));
    expect(notices().map((n) => [n.isRead, n.data.count])).toEqual([
      [true, 3],
      [false, 1],
    ]);
    expect(renderNotification(notices()[1], "en").message).not.toContain("new messages");
    // Reading an older page (not up to the last message) reads nothing.
    await postMessage(owner, ref, text("Lima"));
    listMessages(advertiser, ref, { markRead: true, before: Number.MAX_SAFE_INTEGER });
    expect(notices()[1].isRead).toBe(false);
    // Answering reads it: the brand wrote after everything it was told of.
    await postMessage(advertiser, ref, text("Siap"));
    expect(notices()[1]).toMatchObject({ isRead: true, data: { count: 2 } });
  });

  it("e-mails at most once per thread per 15 minutes, counting what waits, in the reader's language", async () => {
    const { owner, advertiser, community, ref } = await campaignThread();
    db.update(users).set({ lang: "id" }).where(eq(users.id, advertiser.id)).run();
    const t0 = new Date("2026-12-01T03:00:00Z").getTime();
    const at = (ms: number) => new Date(t0 + ms);
    for (let i = 0; i < 3; i++) await postMessage(owner, ref, text(`pesan ${i}`), [], at(i * 10_000));
    // Not before the grace after the first message.
    expect(sendMessageDigests(at(DIGEST_GRACE_MS - 1))).toBe(0);
    expect(sendMessageDigests(at(DIGEST_GRACE_MS))).toBe(1);
    const [first] = mailsTo(advertiser.email);
    expect(first.lang).toBe("id");
    expect(first.subject).toBe(`3 pesan baru dari ${community.name}`);
    expect(first.textBody).toContain(`/conversations/campaign/${ref.id}`);
    // Run again: nothing more.
    expect(sendMessageDigests(at(DIGEST_GRACE_MS + MINUTE))).toBe(0);
    // A message 3 minutes in waits until 15 minutes after the last e-mail.
    await postMessage(owner, ref, text("satu lagi"), [], at(3 * MINUTE));
    expect(sendMessageDigests(at(DIGEST_GRACE_MS + DIGEST_INTERVAL_MS - 1))).toBe(0);
    expect(sendMessageDigests(at(DIGEST_GRACE_MS + DIGEST_INTERVAL_MS))).toBe(1);
    expect(mailsTo(advertiser.email).map((m) => m.subject)).toEqual([
      `3 pesan baru dari ${community.name}`,
      `1 pesan baru dari ${community.name}`,
    ]);
    // The owner wrote everything: no e-mail to the owner.
    expect(mailsTo(owner.email)).toHaveLength(0);
  });

  it("sends no e-mail for what the reader read (or the author deleted) in time", async () => {
    const { owner, advertiser, ref } = await campaignThread();
    const t0 = new Date("2026-12-01T03:00:00Z").getTime();
    await postMessage(owner, ref, text("dibaca"), [], new Date(t0));
    listMessages(advertiser, ref, { markRead: true });
    const waiting = db.select().from(threadReads).where(eq(threadReads.userId, advertiser.id)).get();
    expect(waiting?.emailDueAt).toBeNull();
    expect(sendMessageDigests(new Date(t0 + DIGEST_INTERVAL_MS))).toBe(0);
    const deleted = await postMessage(owner, ref, text("terhapus"), [], new Date(t0 + 60_000));
    deleteMessage(owner, deleted.id, new Date(t0 + 90_000));
    expect(sendMessageDigests(new Date(t0 + DIGEST_INTERVAL_MS * 2))).toBe(0);
    expect(mailsTo(advertiser.email)).toHaveLength(0);
    expect(db.select().from(threadReads).where(eq(threadReads.userId, advertiser.id)).get()?.emailDueAt).toBeNull();
  });
});

describe("image files", () => {
  it("sweeps the files no message names any more (its thread gone), once past the grace period", async () => {
    const { owner, campaignId, ref } = await campaignThread();
    const kept = await postMessage(owner, ref, text("disimpan"), [await png()]);
    const brand = await makeUser({ role: "ADVERTISER" });
    const { booking } = makeBookingThread(brand, makeCommunity(await makeUser()));
    const gone = await postMessage(brand, { kind: "booking", id: booking.id }, text("dihapus bersama pesanannya"), [await png()]);
    const keptFile = path.join(messagesFolder(), kept.images[0]);
    const goneFile = path.join(messagesFolder(), gone.images[0]);
    db.delete(threads).where(eq(threads.bookingId, booking.id)).run();
    const young = Date.now();
    expect(sweepUnusedMessageImages(young)).toBe(0);
    expect(fs.existsSync(goneFile)).toBe(true);
    expect(sweepUnusedMessageImages(young + 2 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(goneFile)).toBe(false);
    expect(fs.existsSync(keptFile)).toBe(true);
    expect(listMessages(owner, { kind: "campaign", id: campaignId }).items[0].images).toEqual(kept.images);
  });
});
