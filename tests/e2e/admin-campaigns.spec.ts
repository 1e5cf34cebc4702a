import type { APIRequestContext } from "@playwright/test";
import { makeListedCommunity } from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, test, wibDate, type TestUser } from "./fixtures";

/*
 * The admin's side of campaign delivery: the agreed fee in the Applications dialog, then
 * the Campaigns tab (state tabs, search, the view dialog with its history and the cancel
 * form). Each test makes its own advertiser, brief, owner, community and application
 * through the API, so parallel tests share nothing but the demo admin.
 */

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

async function apiAs(playwright: Playwright, baseURL: string, user: TestUser) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

type Deal = { title: string; community: string; owner: TestUser; advertiser: TestUser; applicationId: number };

/** A fresh advertiser's ACTIVE brief and a fresh owner's application to it, proposing Rp 2.500.000. */
async function pendingDeal(
  {
    playwright,
    baseURL,
    makeUser,
    adminRequest,
  }: {
    playwright: Playwright;
    baseURL: string;
    makeUser: (o?: { role?: "ADVERTISER" | "COMMUNITY_OWNER" }) => Promise<TestUser>;
    adminRequest: APIRequestContext;
  },
  tag: string,
): Promise<Deal> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const title = `Festival Kopi ${tag} ${stamp}`;
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const adv = await apiAs(playwright, baseURL, advertiser);
  const created = await adv.post("/api/briefs", {
    data: {
      title,
      company_name: "PT Kopi Uji Coba",
      description: "Kami mencari komunitas pecinta kopi untuk mencoba menu baru kami minggu ini.",
      target_category: "FOOD_BEVERAGE",
      budget_min: 1_000_000,
      budget_max: 4_000_000,
      requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
      community_guidelines: "Santai dan jujur.",
      schedule_post: "Dua unggahan.",
      scope_of_work: "Unggahan dan cerita.",
      status: "pending_approval",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const briefId = ((await created.json()) as { id: number }).id;
  await adv.dispose();
  const activated = await adminRequest.put(`/api/admin/briefs/${briefId}/status`, { data: { status: "active" } });
  expect(activated.status(), await activated.text()).toBe(200);

  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const community = await makeListedCommunity(playwright, baseURL, owner, `Barista ${tag} ${stamp}`);
  const api = await apiAs(playwright, baseURL, owner);
  const applied = await api.post(`/api/briefs/${briefId}/apply`, {
    data: { communityId: community.id, message: "Kami siap.", proposed_fee: 2_500_000 },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  await api.dispose();
  return { title, community: community.name, owner, advertiser, applicationId };
}

/** The admin confirms the payment of the campaign's invoice (GET /api/invoices, PUT .../paid): the work may start. */
async function payFor(adminRequest: APIRequestContext, campaignId: number) {
  const invoices = (await (await adminRequest.get("/api/invoices?state=unpaid&limit=100")).json()) as {
    id: number;
    total: number;
    campaign_id: number;
  }[];
  const invoice = invoices.find((i) => i.campaign_id === campaignId);
  expect(invoice, `the invoice of campaign ${campaignId}`).toBeTruthy();
  const paid = await adminRequest.put(`/api/admin/invoices/${invoice!.id}/paid`, {
    data: { reference: `TRF-${campaignId}`, paid_at: wibDate(), amount: invoice!.total },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The notification types `user` has (GET /api/notifications). */
async function notificationTypes(playwright: Playwright, baseURL: string, user: TestUser): Promise<string[]> {
  const api = await apiAs(playwright, baseURL, user);
  const answer = await api.get("/api/notifications?limit=50");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { type: string }[] | { items: { type: string }[] };
  await api.dispose();
  return (Array.isArray(body) ? body : body.items).map((n) => n.type);
}

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the admin approves with an agreed fee, finds the campaign, reads its history and cancels it with a note", async ({
    page,
    playwright,
    baseURL,
    makeUser,
    signInAs,
    adminRequest,
  }) => {
    const deal = await pendingDeal({ playwright, baseURL: baseURL!, makeUser, adminRequest }, "Tanpa JS");
    await signInAs(DEMO.admin);

    // The decision dialog: the proposed fee, and the agreed fee field holding it.
    await page.goto(`/admin/applications?dialog=decide&id=${deal.applicationId}`);
    const decide = page.getByRole("dialog", { name: "Application" });
    await expect(decide.getByTestId("proposed-fee")).toHaveText("Rp 2.500.000");
    const fee = decide.getByLabel("Agreed fee (Rp)");
    await expect(fee).toHaveValue("2.500.000");
    await expectNoHorizontalScroll(page);
    // Not an amount: the message next to the field, what was typed kept.
    await fee.fill("tiga juta");
    await decide.getByRole("button", { name: "Approve Application" }).click();
    await expect(page.locator("#application-fee-error")).toHaveText("Enter an amount in rupiah, e.g. 1.500.000");
    await expect(page.getByLabel("Agreed fee (Rp)")).toHaveValue("tiga juta");
    await expect(page.getByLabel("Agreed fee (Rp)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Agreed fee (Rp)").fill("3.250.000");
    await page.getByRole("button", { name: "Approve Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application approved");

    await page.goto(`/admin/applications?tab=approved&dialog=decide&id=${deal.applicationId}`);
    await expect(decide.getByTestId("agreed-fee")).toHaveText("Rp 3.250.000");
    await decide.getByRole("link", { name: "View campaign" }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\?dialog=view&id=\d+$/);
    const campaignId = Number(new URL(page.url()).searchParams.get("id"));
    const view = page.getByRole("dialog", { name: "Campaign" });
    // With a fee the campaign waits for the brand's payment; the admin confirms it.
    await expect(view.getByTestId("campaign-state")).toHaveText("Awaiting payment");
    await payFor(adminRequest, campaignId);
    await page.reload();
    await expect(view.getByTestId("campaign-state")).toHaveText("In progress");
    await expect(view.getByTestId("campaign-fee")).toHaveText("Rp 3.250.000");

    // The list: the Campaigns tab, searched by the brief's title, then by the community's name.
    await page.goto("/admin/campaigns");
    await expect(page.getByTestId("tab-campaigns")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-state-all")).toHaveAttribute("aria-current", "page");
    await page.getByRole("searchbox", { name: "Search campaigns" }).fill(deal.title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=/);
    const rows = page.getByTestId("admin-campaign");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(deal.community);
    await expect(rows.first()).toContainText("PT Kopi Uji Coba");
    await expect(rows.first()).toContainText("Rp 3.250.000");
    await expect(rows.first().getByTestId("campaign-state")).toHaveText("In progress");
    await expect(page.getByTestId("tab-state-in_progress-count")).toHaveText("1");
    await expectNoHorizontalScroll(page);
    // The state tabs keep the search: none completed.
    await page.getByTestId("tab-state-completed").click();
    await expect(page.getByTestId("no-campaigns")).toContainText("No campaigns match");
    await page.getByTestId("tab-state-in_progress").click();
    await expect(rows).toHaveCount(1);
    await page.getByRole("link", { name: "Reset" }).click();
    await page.getByRole("searchbox", { name: "Search campaigns" }).fill(deal.community);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(1);

    // The view dialog: the history so far, the report's link.
    await rows
      .first()
      .getByRole("link", { name: `View campaign: ${deal.community} for ${deal.title}` })
      .click();
    await expect(view.getByTestId("campaign-history")).toContainText("Campaign started (application approved)");
    await expect(view.getByTestId("campaign-history")).toContainText(DEMO.admin.name);
    await expect(view.getByTestId("campaign-proofs")).toContainText("No proof submitted yet.");
    await expect(view.getByRole("link", { name: "Open the brief's report" })).toHaveAttribute(
      "href",
      new RegExp(`^/briefs/\\d+/report\\?campaign=${campaignId}#campaign-${campaignId}$`),
    );
    await expectNoHorizontalScroll(page);

    // Cancel without a note: the message next to the field, nothing cancelled.
    await view.getByRole("button", { name: "Cancel campaign" }).click();
    await expect(page.locator("#cancel-note-error")).toHaveText("Please write a note for both parties");
    await expect(page.getByLabel("Note for both parties (required)")).toHaveAttribute("aria-invalid", "true");
    await expect(view.getByTestId("campaign-state")).toHaveText("In progress");

    await page.getByLabel("Note for both parties (required)").fill("Sengketa: acara tidak berlangsung.");
    await page.getByRole("button", { name: "Cancel campaign" }).click();
    await expect(page.getByTestId("toast")).toContainText("Campaign cancelled");
    await expect(page).toHaveURL(new RegExp(`dialog=view&id=${campaignId}$`));
    await expect(view.getByTestId("campaign-state")).toHaveText("Cancelled");
    await expect(view.getByTestId("campaign-history")).toContainText("Sengketa: acara tidak berlangsung.");
    await expect(view.getByTestId("audit-trail")).toContainText("Campaign cancelled");
    await expect(view.getByRole("button", { name: "Cancel campaign" })).toHaveCount(0);

    // Both parties are told.
    expect(await notificationTypes(playwright, baseURL!, deal.owner)).toContain("campaign_cancelled");
    expect(await notificationTypes(playwright, baseURL!, deal.advertiser)).toContain("brief_campaign_cancelled");
  });
});

test("with JavaScript, in Bahasa Indonesia: search, the view dialog and a cancellation", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  signInAs,
  adminRequest,
}) => {
  const deal = await pendingDeal({ playwright, baseURL: baseURL!, makeUser, adminRequest }, "Dengan JS");
  const approved = await adminRequest.put(`/api/admin/applications/${deal.applicationId}/status`, {
    data: { status: "approved", agreedFee: 4_000_000 },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await approved.json()).toMatchObject({ agreed_fee: 4_000_000 });
  await payFor(adminRequest, ((await approved.json()) as { campaign_id: number }).campaign_id);
  await signInAs(DEMO.admin);
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);

  await page.goto("/admin/campaigns?state=in_progress");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByTestId("tab-campaigns")).toHaveText("Kampanye");
  await expect(page.getByTestId("tab-state-in_progress")).toContainText("Berjalan");
  await page.getByRole("searchbox", { name: "Cari kampanye" }).fill(deal.title);
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(/state=in_progress&q=/);
  const rows = page.getByTestId("admin-campaign");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Rp 4.000.000");

  await rows
    .first()
    .getByRole("link", { name: `Lihat kampanye: ${deal.community} untuk ${deal.title}` })
    .click();
  const view = page.getByRole("dialog", { name: "Kampanye" });
  await expect(view.getByTestId("campaign-history")).toContainText("Kampanye dimulai (lamaran disetujui)");
  await view.getByRole("button", { name: "Batalkan kampanye" }).click();
  await expect(view.locator("#cancel-note-error")).toHaveText("Tulis catatan untuk kedua pihak");
  await view.getByLabel("Catatan untuk kedua pihak (wajib)").fill("Pengiklan membatalkan acara.");
  await view.getByRole("button", { name: "Batalkan kampanye" }).click();
  await expect(page.getByTestId("toast")).toContainText("Kampanye dibatalkan");
  await expect(view.getByTestId("campaign-state")).toHaveText("Dibatalkan");
  await expect(view.getByTestId("campaign-history")).toContainText("Pengiklan membatalkan acara.");

  // Closing keeps the place; the campaign has left In progress.
  await view.getByRole("link", { name: "Tutup" }).click();
  await expect(view).toBeHidden();
  await expect(page.getByTestId("no-campaigns")).toContainText("Tidak ada kampanye yang cocok");
  await page.getByTestId("tab-state-cancelled").click();
  await expect(rows).toHaveCount(1);
  expect(await notificationTypes(playwright, baseURL!, deal.owner)).toContain("campaign_cancelled");
});
