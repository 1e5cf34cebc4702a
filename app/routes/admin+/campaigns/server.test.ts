import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { writeReview } from "~/models/review/writing.server";
import { eq } from "drizzle-orm";
import { payouts, refunds } from "../../../../db/schema";
import { makeAdmin, makeBrief, makeCampaign, makeCommunity, makeUser, proofInput, approveAndPay } from "../../../../tests/factories";
import { adminCampaignsAction, adminCampaignsLoader } from "./server";
import type { User } from "~/models/user.server";
import { applyToBrief } from "~/models/application.server";
import { acceptProof, requestChanges, submitProof } from "~/models/campaign/commands.server";
import { getCampaign } from "~/models/campaign/queries.server";
import { listNotifications } from "~/models/notification.server";
import { createUserSession } from "~/server/session-cookie.server";
import { db } from "~/lib/server/db.server";

/* /admin/campaigns through its loader and action: state tabs, search, the view dialog's history, the cancel form. */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function load(admin: User, search = "", lang = "en") {
  const request = new Request(`http://localhost/admin/campaigns${search}`, {
    headers: { cookie: `${await cookieOf(admin)}; lang=${lang}` },
  });
  const response = await adminCampaignsLoader({ request, params: {}, context: {} });
  return { status: response.status, data: await response.json() };
}

async function post(admin: User, search: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/admin/campaigns${search}`, {
    method: "POST",
    headers: { cookie: await cookieOf(admin), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "cancel", ...fields }),
  });
  return adminCampaignsAction({ request, params: {}, context: {} });
}

/** A campaign: `owner`'s community applied to an ACTIVE brief with a proposed fee, approved by the admin. */
async function campaign(admin: User, { brief: title, community: name, fee }: { brief: string; community: string; fee?: number }) {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const owner = await makeUser();
  const brief = makeBrief(advertiser, { title, companyName: "PT Kopi Nusantara" });
  const community = makeCommunity(owner, { name });
  const applied = applyToBrief(owner, brief.id, { communityId: community.id, proposedFee: 1_500_000 });
  const approved = approveAndPay(admin, applied.id, { status: "APPROVED", agreedFee: fee });
  return { owner, advertiser, brief, community, id: approved.campaignId! };
}

describe("the Campaigns tab", () => {
  it("lists every campaign with its state tabs and counts, searched by brief or community", async () => {
    const admin = await makeAdmin();
    const kopi = await campaign(admin, { brief: "Promo Kopi Susu Gula Aren", community: "Pecinta Kopi Bandung", fee: 2_000_000 });
    const lari = await campaign(admin, { brief: "Lari Pagi Bersama", community: "Komunitas Pelari Medan" });
    await submitProof(lari.owner, lari.id, {
      links: ["https://instagram.com/p/lari"],
      reach: 1200,
      reactions: 80,
      attendees: undefined,
      note: undefined,
    });

    const all = await load(admin);
    expect(all.status).toBe(200);
    expect(all.data.tabs.find((t: { key: string }) => t.key === "campaigns")).toMatchObject({ current: true, href: "/admin/campaigns" });
    expect(all.data.campaigns.map((c: { id: number }) => c.id)).toEqual([lari.id, kopi.id]);
    expect(all.data.campaigns[1]).toMatchObject({
      brief: "Promo Kopi Susu Gula Aren",
      company: "PT Kopi Nusantara",
      community: "Pecinta Kopi Bandung",
      stateLabel: "In progress",
      fee: "Rp 2.000.000",
      href: `/admin/campaigns?dialog=view&id=${kopi.id}`,
    });
    // With no agreed fee given, the proposed one.
    expect(all.data.campaigns[0].fee).toBe("Rp 1.500.000");
    const count = (data: { stateTabs: { key: string; count: string }[] }, key: string) => data.stateTabs.find((t) => t.key === key)?.count;
    expect(count(all.data, "state-all")).toBe("2");
    expect(count(all.data, "state-proof_submitted")).toBe("1");

    const submitted = await load(admin, "?state=PROOF_SUBMITTED");
    expect(submitted.data.campaigns.map((c: { id: number }) => c.id)).toEqual([lari.id]);
    expect(submitted.data.form).toEqual({ q: "", state: "proof_submitted" });
    expect(submitted.data.stateTabs.find((t: { current: boolean }) => t.current)?.key).toBe("state-proof_submitted");

    // By brief title (full-text), by community name, and short texts.
    for (const q of ["Gula Aren", "Pecinta", "Ko"]) {
      const found = await load(admin, `?q=${encodeURIComponent(q)}`);
      expect(
        found.data.campaigns.map((c: { id: number }) => c.id),
        q,
      ).toContain(kopi.id);
      if (q !== "Ko") expect(found.data.campaigns, q).toHaveLength(1);
    }
    const searched = await load(admin, "?q=Pelari&state=in_progress");
    expect(searched.data.campaigns).toEqual([]);
    expect(searched.data.filtered).toBe(true);
    // The tabs keep the search; the counts are those of the search.
    expect(count(searched.data, "state-proof_submitted")).toBe("1");
    expect(searched.data.stateTabs.find((t: { key: string }) => t.key === "state-all")?.href).toBe("/admin/campaigns?q=Pelari");
  });

  it("pages in SQL, 20 a page, the pager keeping the state and the search; odd search texts are no error", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const owner = await makeUser();
    const community = makeCommunity(owner, { name: "Komunitas Halaman" });
    for (let i = 0; i < 21; i++) {
      const brief = makeBrief(advertiser, { title: `Seri Halaman ${i}` });
      const applied = applyToBrief(owner, brief.id, { communityId: community.id });
      approveAndPay(admin, applied.id, { status: "APPROVED" });
    }
    const first = await load(admin, "?state=in_progress&q=Halaman");
    expect(first.data.campaigns).toHaveLength(20);
    expect(first.data.totalText).toBe("21");
    expect(first.data.pager).toMatchObject({ page: 1, pageCount: 2, next: "/admin/campaigns?state=in_progress&q=Halaman&page=2" });
    const second = await load(admin, "?state=in_progress&q=Halaman&page=2");
    expect(second.data.campaigns).toHaveLength(1);
    expect(second.data.campaigns[0].brief).toBe("Seri Halaman 0");
    expect(second.data.campaigns[0].href).toBe(
      `/admin/campaigns?state=in_progress&q=Halaman&page=2&dialog=view&id=${second.data.campaigns[0].id}`,
    );
    // Past the end: the last page.
    expect((await load(admin, "?state=in_progress&q=Halaman&page=9")).data.pager.page).toBe(2);
    for (const q of ["%00%00%00", "%22%2A-%28", "NEAR%28a%20b%29", "%E2%80%AE"]) {
      const odd = await load(admin, `?q=${q}`);
      expect(odd.status, q).toBe(200);
      expect(odd.data.loadFailed, q).toBe(false);
    }
  });

  it("shows the whole history in the view dialog, in the reader's language", async () => {
    const admin = await makeAdmin();
    const c = await campaign(admin, { brief: "Kopdar Fotografi", community: "Fotografer Jogja" });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    await submitProof(
      c.owner,
      c.id,
      { links: ["https://instagram.com/p/satu"], reach: 5000, reactions: undefined, attendees: 40, note: "Acara ramai." },
      [png],
    );
    requestChanges(c.advertiser, c.id, "Tambahkan foto peserta.");

    const { data } = await load(admin, `?dialog=view&id=${c.id}`);
    const dialog = data.dialog!;
    expect(dialog).toMatchObject({
      stateLabel: "Changes requested",
      reportHref: `/briefs/${c.brief.id}/report?campaign=${c.id}#campaign-${c.id}`,
      canCancel: true,
    });
    expect(dialog.events.map((e: { label: string }) => e.label)).toEqual([
      "Campaign started (application approved)",
      "Payment confirmed: the work may start",
      "Proof submitted",
      "Changes requested",
    ]);
    expect(dialog.events[3].note).toBe("Tambahkan foto peserta.");
    const [proof] = dialog.proofs;
    expect(proof).toMatchObject({
      links: ["https://instagram.com/p/satu"],
      note: "Acara ramai.",
      answer: "Changes requested",
      reason: "Tambahkan foto peserta.",
    });
    expect(proof.figures).toEqual([
      { label: "People reached", value: "5,000" },
      { label: "Attendees", value: "40" },
    ]);
    expect(proof.screenshots).toHaveLength(1);
    expect(proof.screenshots[0].src).toMatch(/^\/proofs\/[0-9a-f]{32}\.webp$/);

    const indonesian = (await load(admin, `?dialog=view&id=${c.id}`, "id")).data.dialog!;
    expect(indonesian.stateLabel).toBe("Perlu perbaikan");
    expect(indonesian.proofs[0].figures[0]).toEqual({ label: "Orang terjangkau", value: "5.000" });

    // Someone else's id or none: no dialog, the list still shows.
    expect((await load(admin, "?dialog=view&id=999999")).data.dialog).toBeNull();
  });

  it("reads a long history a page of steps at a time, oldest first, the pager keeping the list's place", async () => {
    const admin = await makeAdmin();
    const c = await campaign(admin, { brief: "Tur Museum", community: "Sahabat Museum" });
    const step = db.$client.prepare(
      "INSERT INTO campaign_events (campaign_id, kind, actor_id, note, created_at) VALUES (?, 'changes_requested', ?, ?, ?)",
    );
    for (let i = 1; i <= 44; i++) step.run(c.id, admin.id, `Catatan ${i}`, Date.now() + i);
    const first = (await load(admin, `?q=Museum&dialog=view&id=${c.id}`)).data.dialog!;
    expect(first.events).toHaveLength(20);
    expect(first.events[0].label).toBe("Campaign started (application approved)");
    expect(first.stepsPager).toMatchObject({
      page: 1,
      pageCount: 3,
      next: `/admin/campaigns?q=Museum&dialog=view&id=${c.id}&steps=2#campaign-history`,
    });
    const last = (await load(admin, `?q=Museum&dialog=view&id=${c.id}&steps=3`)).data.dialog!;
    expect(last.events.map((e: { note: string | null }) => e.note)).toEqual([
      "Catatan 39",
      "Catatan 40",
      "Catatan 41",
      "Catatan 42",
      "Catatan 43",
      "Catatan 44",
    ]);
    // Past the end: the last page.
    expect((await load(admin, `?q=Museum&dialog=view&id=${c.id}&steps=9`)).data.dialog!.stepsPager.page).toBe(3);
  });

  it("cancels an open campaign only with a note; both parties are told; the audit trail shows it", async () => {
    const admin = await makeAdmin();
    const c = await campaign(admin, { brief: "Bazar UMKM", community: "Pedagang Pasar Baru" });
    const here = `?q=Bazar&dialog=view&id=${c.id}`;

    const blank = await post(admin, here, { id: String(c.id), note: "   " });
    expect(blank.status).toBe(400);
    const reply = await blank.json();
    expect(reply.intent).toBe("cancel");
    expect(reply.result.error?.note).toEqual(["cancelNoteRequired"]);
    expect(getCampaign(admin, c.id).state).toBe("IN_PROGRESS");

    const done = await post(admin, here, { id: String(c.id), note: "Sengketa: acara tidak berlangsung." });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/campaigns?q=Bazar&dialog=view&id=${c.id}`);
    expect(getCampaign(admin, c.id).state).toBe("CANCELLED");
    const owned = listNotifications(c.owner, { limit: 10 }).items.map((n) => n.type);
    expect(owned).toContain("campaign_cancelled");
    expect(listNotifications(c.advertiser, { limit: 10 }).items.map((n) => n.type)).toContain("brief_campaign_cancelled");

    const cancelled = (await load(admin, here)).data.dialog!;
    expect(cancelled.canCancel).toBe(false);
    expect(cancelled.events.at(-1)).toMatchObject({ label: "Campaign cancelled", note: "Sengketa: acara tidak berlangsung." });
    expect(cancelled.history[0]).toMatchObject({ label: "Campaign cancelled", note: "Sengketa: acara tidak berlangsung." });

    // Twice: refused with the allowed moves, as a form error.
    const again = await post(admin, here, { id: String(c.id), note: "Lagi." });
    expect(again.status).toBe(409);
    expect((await again.json()).result.error?.[""]?.[0]).toMatch(/^Failed to cancel campaign: /);
  });

  it("is the admin's only: anyone else goes to its own dashboard", async () => {
    const owner = await makeUser();
    const refused = await load(owner).catch((error: unknown) => error as Response);
    expect(refused.status).toBe(302);
    expect((refused as Response).headers.get("location")).toBe("/community/dashboard");
  });
});

describe("the admin's campaign view: reviews", () => {
  it("shows both reviews of a completed campaign, published or not, and hides one with a note", async () => {
    const made = await makeCampaign();
    await submitProof(made.owner, made.campaignId, proofInput());
    acceptProof(made.advertiser, made.campaignId);
    const mine = writeReview(made.owner, made.campaignId, { rating: 1, text: "Kasar sekali." });
    const view = await load(made.admin, `?dialog=view&id=${made.campaignId}`);
    const reviews = view.data.dialog!.reviews as { id: number; html: string; hide: { href: string } | null; hideReply: unknown }[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ id: mine.id, hideReply: null });
    expect(reviews[0].html).toContain("Kasar sekali.");
    expect(reviews[0].hide?.href).toBe(`/admin/campaigns?dialog=hide&id=${mine.id}`);

    const dialog = await load(made.admin, `?dialog=hide&id=${mine.id}`, "id");
    expect(dialog.data.hideDialog).toMatchObject({
      reviewId: mine.id,
      part: "review",
      title: "Sembunyikan ulasan",
      backHref: `/admin/campaigns?dialog=view&id=${made.campaignId}`,
    });

    // The note is required: next to the field.
    const empty = (await post(made.admin, `?dialog=hide&id=${mine.id}`, {
      intent: "hide",
      reviewId: String(mine.id),
      part: "review",
      note: " ",
    })) as Response;
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { intent: string; result: { error: Record<string, string[]> } }).result.error.note).toEqual([
      "hideNoteRequired",
    ]);

    const hidden = (await post(made.admin, `?dialog=hide&id=${mine.id}`, {
      intent: "hide",
      reviewId: String(mine.id),
      part: "review",
      note: "Bahasa kasar.",
    })) as Response;
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe(`/admin/campaigns?dialog=view&id=${made.campaignId}`);
    const after = (await load(made.admin, `?dialog=view&id=${made.campaignId}`)).data.dialog!.reviews as { html: string; hide: unknown }[];
    expect(after[0].hide).toBeNull();
    expect(after[0].html).toContain("Hidden by an administrator: Bahasa kasar.");

    // Twice: 409, as the dialog's error.
    const again = (await post(made.admin, "", { intent: "hide", reviewId: String(mine.id), note: "Lagi." })) as Response;
    expect(again.status).toBe(409);
  });
});

describe("the cancel form's share of the fee", () => {
  it("shows a paid campaign's split for the share typed, refuses more than the fee (400) and settles the share given", async () => {
    const made = await makeCampaign({ agreedFee: 2_000_000 });
    const admin = made.admin;
    const view = `?dialog=view&id=${made.campaignId}`;
    const opened = (await load(admin, view)).data.dialog!;
    expect(opened.share).toMatchObject({ typed: "", paid: "Paid: Rp 2.220.000 (fee Rp 2.000.000 and PPN)", invalid: false, split: null });

    // "Show the split": the form sent as a GET, the note kept.
    const preview = (await load(admin, `${view}&note=Sebagian&communityShare=1.000.000`)).data.dialog!;
    expect(preview.typedNote).toBe("Sebagian");
    expect(preview.share!.split!.rows).toEqual([
      { key: "owner", label: "The owner receives", value: "Rp 900.000" },
      { key: "brand", label: "The brand is refunded", value: "Rp 1.110.000" },
      { key: "guyub", label: "Guyub keeps (commission and PPN)", value: "Rp 210.000" },
      { key: "total", label: "Paid by the brand", value: "Rp 2.220.000" },
    ]);
    const tooMuch = (await load(admin, `${view}&communityShare=3000000`)).data.dialog!;
    expect(tooMuch.share).toMatchObject({ invalid: true, split: null });
    const id = (await load(admin, `${view}&communityShare=1000000`, "id")).data.dialog!;
    expect(id.share!.split!.rows[0]).toEqual({ key: "owner", label: "Pemilik menerima", value: "Rp 900.000" });

    const refused = (await post(admin, view, { id: String(made.campaignId), note: "Sebagian", communityShare: "2.000.001" })) as Response;
    expect(refused.status).toBe(400);
    const reply = await refused.json();
    expect(reply.result.error?.communityShare).toEqual(["Enter an amount from 0 up to the agreed fee"]);
    expect(getCampaign(admin, made.campaignId).state).toBe("IN_PROGRESS");

    const done = (await post(admin, `${view}&note=Sebagian&communityShare=1.000.000`, {
      id: String(made.campaignId),
      note: "Sebagian",
      communityShare: "1.000.000",
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/campaigns${view}`);
    expect(getCampaign(admin, made.campaignId).state).toBe("CANCELLED");
    expect(db.select().from(payouts).where(eq(payouts.campaignId, made.campaignId)).get()?.amount).toBe(900_000);
    expect(db.select().from(refunds).where(eq(refunds.campaignId, made.campaignId)).get()?.amount).toBe(1_110_000);
  });

  it("has no share for a campaign not paid; a share sent anyway is refused (400)", async () => {
    const made = await makeCampaign({ agreedFee: 2_000_000, paid: false });
    const view = `?dialog=view&id=${made.campaignId}`;
    const opened = (await load(made.admin, view)).data.dialog!;
    expect(opened.canCancel).toBe(true);
    expect(opened.share).toBeNull();
    const refused = (await post(made.admin, view, { id: String(made.campaignId), note: "Tidak jadi", communityShare: "5" })) as Response;
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error?.communityShare).toEqual(["This campaign was not paid: the community's share must be 0"]);
    const done = (await post(made.admin, view, { id: String(made.campaignId), note: "Tidak jadi" })) as Response;
    expect(done.status).toBe(302);
    expect(getCampaign(made.admin, made.campaignId).state).toBe("CANCELLED");
  });
});
