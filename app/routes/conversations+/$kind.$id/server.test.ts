import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeCampaign, makeCommunity, makeUser } from "../../../../tests/factories";
import { makeBookingThread } from "../../../../tests/conversations";
import { isModelError } from "~/models/errors";
import { listMessages, postMessage } from "~/models/storefront/threads.server";
import { createUserSession } from "~/server/session-cookie.server";
import type { User } from "~/models/user.server";
import { conversationAction, conversationLoader } from "./server";

/*
 * The conversation page's loader and action on a real database: what each reader is
 * shown (its own side named "you", the way back to its own page, the admin's hide links),
 * 404 for strangers and wrong addresses, the multipart post with an image and its errors
 * beside the fields, the author's delete and the admin's hide, in both languages.
 */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

type Data = Awaited<ReturnType<Awaited<ReturnType<typeof conversationLoader>>["json"]>>;

async function load(user: User, kind: string, id: number | string, search = "", lang = "en"): Promise<Data> {
  const request = new Request(`http://localhost/conversations/${kind}/${id}${search}`, {
    headers: { cookie: `${await cookieOf(user)}; lang=${lang}` },
  });
  const response = (await conversationLoader({ request, params: { kind, id: String(id) }, context: {} })) as Response;
  return response.json();
}

async function post(user: User, kind: string, id: number, fields: Record<string, string>, files: Buffer[] = [], lang = "en", search = "") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, i) => form.append("images", new File([new Uint8Array(bytes)], `foto-${i}.png`, { type: "image/png" })));
  const request = new Request(`http://localhost/conversations/${kind}/${id}${search}`, {
    method: "POST",
    body: form,
    headers: { cookie: `${await cookieOf(user)}; lang=${lang}` },
  });
  return (await conversationAction({ request, params: { kind, id: String(id) }, context: {} })) as Response;
}

async function notFound(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isModelError(error) && error.status).toBe(404);
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

describe("the conversation page", () => {
  it("shows each reader the thread with its own way back; strangers and wrong addresses get 404", async () => {
    const { owner, advertiser, admin, brief, campaignId } = await makeCampaign();
    await postMessage(owner, { kind: "campaign", id: campaignId }, { text: "Halo dari komunitas" });
    const forOwner = await load(owner, "campaign", campaignId);
    expect(forOwner.items.map((m) => [m.author, m.text])).toEqual([["You", "Halo dari komunitas"]]);
    expect(forOwner.backHref).toBe(`/community/campaigns/${campaignId}`);
    expect(forOwner.hideLinks).toEqual({});
    const forBrand = await load(advertiser, "campaign", campaignId, "", "id");
    expect(forBrand.items[0].author).not.toBe("Anda");
    expect(forBrand.items[0].role).toBe("Komunitas");
    expect(forBrand.backHref).toBe(`/briefs/${brief.id}/report?campaign=${campaignId}#campaign-${campaignId}`);
    expect(forBrand.messages.conversations.olderMessages).toBe("Pesan sebelumnya");
    const forAdmin = await load(admin, "campaign", campaignId);
    expect(forAdmin.backHref).toBe(`/admin/campaigns?dialog=view&id=${campaignId}`);
    expect(Object.keys(forAdmin.hideLinks)).toEqual([String(forOwner.items[0].id)]);

    const stranger = await makeUser();
    makeCommunity(stranger);
    await notFound(() => load(stranger, "campaign", campaignId));
    await notFound(() => post(stranger, "campaign", campaignId, { intent: "post", text: "menyusup" }));
    await notFound(() => load(owner, "campaign", "abc"));
    await notFound(() => load(owner, "chat", campaignId));
    expect(listMessages(owner, { kind: "campaign", id: campaignId }).items).toHaveLength(1);
  });

  it("serves a booking's conversation, and pages it backwards", async () => {
    const { owner, advertiser, community } = await makeCampaign();
    const { booking } = makeBookingThread(advertiser, community);
    for (let i = 0; i < 35; i++) await postMessage(i % 2 ? owner : advertiser, { kind: "booking", id: booking.id }, { text: `pesan ${i}` });
    const newest = await load(owner, "booking", booking.id);
    expect(newest.items).toHaveLength(30);
    expect(newest.items.at(-1)?.text).toBe("pesan 34");
    expect(newest.backHref).toBe(`/community/bookings/${booking.id}`);
    expect(newest.olderHref).toMatch(new RegExp(`^/conversations/booking/${booking.id}\\?before=\\d+$`));
    const older = await load(owner, "booking", booking.id, newest.olderHref!.replace(/^[^?]*/, ""));
    expect(older.items.map((m) => m.text)).toEqual(["pesan 0", "pesan 1", "pesan 2", "pesan 3", "pesan 4"]);
    expect(older.olderHref).toBeNull();
    expect(older.newestHref).toBe(`/conversations/booking/${booking.id}`);
    expect(older.refreshes).toBe(false);
  });

  it("posts a message with an image as a plain form, and answers errors beside the fields", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    const sent = await post(advertiser, "campaign", campaignId, { intent: "post", text: "Foto produk" }, [await png()]);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/conversations/campaign/${campaignId}#latest`);
    const shown = await load(owner, "campaign", campaignId);
    expect(shown.items[0].images).toHaveLength(1);
    expect(shown.items[0].images[0].src).toMatch(/^\/message-images\/[0-9a-f]{32}\.webp$/);

    // The page's fetcher posts in place: data, no redirect.
    const inPlace = await post(advertiser, "campaign", campaignId, { intent: "post", text: "Lewat fetcher" }, [], "en", "?in-place");
    expect(inPlace.status).toBe(200);
    expect(await inPlace.json()).toEqual({ ok: true });
    const empty = await post(advertiser, "campaign", campaignId, { intent: "post", text: "" }, [], "id");
    expect(empty.status).toBe(400);
    const reply = (await empty.json()) as { result: { error: Record<string, string[]> } };
    expect(reply.result.error.text).toEqual(["Tulis pesan atau tambahkan gambar"]);
    const image = await png();
    const four = await post(advertiser, "campaign", campaignId, { intent: "post", text: "empat" }, [image, image, image, image]);
    expect(four.status).toBe(400);
    expect(((await four.json()) as { result: { error: Record<string, string[]> } }).result.error.images).toEqual([
      "At most 3 images per message",
    ]);
    expect((await post(advertiser, "campaign", campaignId, { intent: "nope" })).status).toBe(400);
  });

  it("lets the author delete and the admin hide (with its note), through the page's forms", async () => {
    const { owner, advertiser, admin, campaignId } = await makeCampaign();
    const ref = { kind: "campaign" as const, id: campaignId };
    const mine = await postMessage(owner, ref, { text: "salah kirim" });
    const theirs = await postMessage(advertiser, ref, { text: "nomor pribadi" });
    const shown = await load(owner, "campaign", campaignId);
    expect(shown.items.map((m) => m.deleteLabel !== null)).toEqual([true, false]);
    const refused = await post(owner, "campaign", campaignId, { intent: "delete", messageId: String(theirs.id) });
    expect(refused.status).toBe(403);
    const deleted = await post(owner, "campaign", campaignId, { intent: "delete", messageId: String(mine.id) });
    expect(deleted.status).toBe(302);
    const dialog = await load(admin, "campaign", campaignId, `?dialog=hide&message=${theirs.id}`);
    expect(dialog.hiding?.id).toBe(theirs.id);
    const noNote = await post(admin, "campaign", campaignId, { intent: "hide", messageId: String(theirs.id), note: " " });
    expect(noNote.status).toBe(400);
    expect((await post(advertiser, "campaign", campaignId, { intent: "hide", messageId: String(theirs.id), note: "x" })).status).toBe(403);
    const hidden = await post(admin, "campaign", campaignId, { intent: "hide", messageId: String(theirs.id), note: "Tanpa nomor pribadi" });
    expect(hidden.status).toBe(302);
    const after = await load(advertiser, "campaign", campaignId);
    expect(after.items.map((m) => [m.text, m.notice])).toEqual([
      [null, "This message was deleted."],
      [null, "This message was hidden by the Guyub admin."],
    ]);
  });
});
