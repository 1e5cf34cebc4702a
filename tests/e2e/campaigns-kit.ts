import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, wibDate, type MakeUserOptions, type TestUser } from "./fixtures";

/*
 * Steps of the owner's campaign flow, for campaigns.spec.ts and the full walk-through
 * (owner-journey.spec.ts): sign in a fresh owner, create the profile, then
 *
 *   await applyInCampaigns(page, "Workshop Developer: Integrasi Pembayaran QRIS", "Kami siap.");
 *   await openApplication(page, "pending", title);            // under Pending
 *   await decideApplicationAsAdmin(adminRequest, id, "approved", "Strong fit.");
 *   await openApplication(page, "approved", title);           // notes, Contact Advertiser
 *
 * (The demo owner's applications are shared by parallel tests, so no test here applies
 * as the demo owner.) A fresh campaign of the signed-in owner, every party new:
 *
 *   const { campaignId, briefId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);
 */

/**
 * Opens `url` (a /community/briefs list) and follows its pager's "Next" links until the
 * card of `title` is on the page: parallel tests publish briefs of their own, newer ones
 * first, so a seeded brief is not always on page 1.
 */
export async function gotoBriefCard(page: Page, title: string, url = "/community/briefs?tab=all") {
  await page.goto(url);
  const card = page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  for (let pages = 1; (await card.count()) === 0; pages++) {
    const next = page.locator('a[rel="next"]');
    expect(await next.count(), `${title} on one of the ${pages} pages of ${url}`).toBeGreaterThan(0);
    // Follow the link's address itself: no race with the page being left.
    await page.goto((await next.first().getAttribute("href"))!);
  }
  return card;
}

/** On /community/briefs: open a brief's apply dialog from its card, write the message and submit. */
export async function applyInCampaigns(page: Page, title: string, message?: string) {
  await gotoBriefCard(page, title);
  await page.getByRole("link", { name: `Apply to ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Apply to Campaign" });
  await expect(dialog).toBeVisible();
  if (message) await dialog.getByLabel("Message (optional)").fill(message);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("toast")).toContainText("Application submitted");
}

/** On /community/applications: open a tab and the detail dialog of the application to `title`. */
export async function openApplication(page: Page, tab: "approved" | "pending" | "rejected" | "all", title: string) {
  await page.goto(tab === "approved" ? "/community/applications" : `/community/applications?tab=${tab}`);
  await page.getByRole("link", { name: `View details of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Application Details" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The admin's decision through PUT /api/admin/applications/{id}/status (no admin screen yet). */
export async function decideApplicationAsAdmin(
  adminRequest: APIRequestContext,
  applicationId: number,
  status: "approved" | "rejected",
  adminNotes?: string,
) {
  const answer = await adminRequest.put(`/api/admin/applications/${applicationId}/status`, { data: { status, adminNotes } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { id: number; status: string; admin_notes: string | null };
}

// ---------------------------------------------------------------------------------------
// A fresh campaign through the API

/** What the campaign steps need of a test: its page, the kit's fixtures. */
export type Kit = {
  page: Page;
  makeUser: (options?: MakeUserOptions) => Promise<TestUser>;
  adminRequest: APIRequestContext;
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };
  baseURL: string | undefined;
};

export const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

/**
 * A fresh advertiser's ACTIVE brief (created through the API, approved by the admin);
 * `fields` adds to the brief's body (a budget, dates). `advertiser` signs in to write it.
 */
export async function activeBrief(
  { makeUser, adminRequest, playwright, baseURL }: Kit,
  title: string,
  fields: Record<string, unknown> = {},
  advertiser?: TestUser,
) {
  advertiser ??= await makeUser({ role: "ADVERTISER" });
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/login", { data: { email: advertiser.email, password: advertiser.password } })).status()).toBe(200);
  const created = await api.post("/api/briefs", {
    data: {
      title,
      company_name: "PT Kopi Nusantara",
      description: "Kami mencari komunitas untuk memperkenalkan kopi lokal kami bulan ini.",
      target_category: "TECHNOLOGY",
      community_guidelines: "Bahasa santai dan sopan, sebut #KopiNusantara.",
      schedule_post: "Satu unggahan tiap Senin selama dua minggu.",
      scope_of_work: "Dua unggahan di grup dan satu kopdar kecil.",
      status: "PENDING_APPROVAL",
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();
  const decided = await adminRequest.put(`/api/admin/briefs/${id}/status`, { data: { status: "active" } });
  expect(decided.status(), await decided.text()).toBe(200);
  return id;
}

/** The signed-in owner's community, through POST /api/communities. */
export async function ownCommunity(page: Page) {
  const created = await page.request.post("/api/communities", {
    data: {
      name: `Komunitas Kerja ${unique()}`,
      description: "Komunitas developer yang rutin berkumpul dan berbagi.",
      category: ["TECHNOLOGY"],
      platforms: [{ type: "TELEGRAM", url: "https://t.me/kerjakampanye" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name: string };
}

/**
 * A campaign on brief `briefId` of the (fresh) community of the owner signed in on
 * `kit.page`: applied with a proposed fee through the API, approved by the admin with an
 * agreed one, and its invoice paid unless `paid: false` (then it waits for payment).
 */
export async function campaignOn(
  kit: Kit,
  briefId: number,
  fees = { proposed: 1_500_000, agreed: 2_000_000 },
  { paid = true }: { paid?: boolean } = {},
) {
  const community = await ownCommunity(kit.page);
  const applied = await kit.page.request.post(`/api/briefs/${briefId}/apply`, {
    data: { communityId: community.id, message: "Kami siap.", proposed_fee: fees.proposed },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const approved = await kit.adminRequest.put(`/api/admin/applications/${applicationId}/status`, {
    data: { status: "approved", agreedFee: fees.agreed },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { campaign_id: campaignId } = (await approved.json()) as { campaign_id: number };
  expect(campaignId).toBeGreaterThan(0);
  if (paid) await payCampaignAsAdmin(kit.adminRequest, campaignId);
  return { briefId, applicationId, campaignId, community };
}

/**
 * The admin confirms the payment of a campaign's invoice through the API (an approval
 * with a fee waits for it), so the work runs; nothing for a campaign without an invoice.
 */
export async function payCampaignAsAdmin(adminRequest: APIRequestContext, campaignId: number) {
  const campaign = await adminRequest.get(`/api/campaigns/${campaignId}`);
  expect(campaign.status(), await campaign.text()).toBe(200);
  const { invoice_id: invoiceId } = (await campaign.json()) as { invoice_id: number | null };
  if (invoiceId === null) return;
  const invoice = (await (await adminRequest.get(`/api/invoices/${invoiceId}`)).json()) as { total: number };
  const paid = await adminRequest.put(`/api/admin/invoices/${invoiceId}/paid`, {
    data: { reference: `TRF-${invoiceId}`, paid_at: wibDate(), amount: invoice.total },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/**
 * A campaign of the signed-in owner's (fresh) community (campaignOn) on a new ACTIVE
 * brief of `advertiser` (a fresh one when not given), with `fields` added to its body;
 * paid unless `options.paid` is false.
 */
export async function startCampaign(
  kit: Kit,
  title: string,
  fields: Record<string, unknown> = {},
  advertiser?: TestUser,
  options: { paid?: boolean } = {},
) {
  advertiser ??= await kit.makeUser({ role: "ADVERTISER" });
  const briefId = await activeBrief(kit, title, fields, advertiser);
  return { ...(await campaignOn(kit, briefId, undefined, options)), advertiser };
}

/** A real PNG screenshot (an image sharp can read), `size` px square. */
export async function png(size = 64, colour = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function pngFiles(count: number) {
  const buffer = await png(16);
  return Array.from({ length: count }, (_, i) => ({ name: `shot-${i + 1}.png`, mimeType: "image/png", buffer }));
}

/**
 * A community of the owner signed in on `request`, made through the API and verified by
 * the demo admin: its id. `fields` override the defaults (description, categories...).
 */
export async function verifiedCommunity(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const created = await request.post("/api/communities", {
    data: {
      name,
      description: "Komunitas pecinta kopi yang kopdar setiap bulan di Bandung.",
      category: ["FOOD_BEVERAGE"],
      location: "Bandung",
      member_count: 1200,
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopi" }],
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const verified = await adminRequest.put(`/api/communities/${id}/verify`, { data: { verified: true } });
  expect(verified.status(), await verified.text()).toBe(200);
  return id;
}
