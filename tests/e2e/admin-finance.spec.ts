import type { APIRequestContext } from "@playwright/test";
import { makeListedCommunity } from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * The admin's Finance tab: an invoice confirmed without JavaScript at 360 px (a wrong
 * amount refused next to the field first), a paid campaign cancelled with the
 * community's share (the split shown before), its payout held and released (each after
 * its dialog) and sent to the owner's account (masked in the list, whole in the dialog)
 * and its refund sent, the ledger balanced; the tab in Bahasa Indonesia with JavaScript. Each test makes its own brand, owner and
 * campaign through the API; the fixtures check every page with axe.
 */

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };
type MakeUser = (o?: { role?: "ADVERTISER" | "COMMUNITY_OWNER"; fullname?: string }) => Promise<TestUser>;

async function apiAs(playwright: Playwright, baseURL: string, user: TestUser) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

type Deal = {
  title: string;
  community: string;
  owner: TestUser;
  campaignId: number;
  invoice: { id: number; number: string; total: number };
};

/** A fresh brand's ACTIVE brief, a fresh owner's application, approved by the admin with `fee`: an unpaid invoice. */
async function invoicedDeal(
  {
    playwright,
    baseURL,
    makeUser,
    adminRequest,
  }: { playwright: Playwright; baseURL: string; makeUser: MakeUser; adminRequest: APIRequestContext },
  tag: string,
  fee: number,
): Promise<Deal> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const title = `Tagihan Kopi ${tag} ${stamp}`;
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const adv = await apiAs(playwright, baseURL, advertiser);
  const created = await adv.post("/api/briefs", {
    data: {
      title,
      company_name: "PT Kopi Uji Coba",
      description: "Kami mencari komunitas pecinta kopi untuk mencoba menu baru kami minggu ini.",
      target_category: "FOOD_BEVERAGE",
      budget_min: 1_000_000,
      budget_max: 5_000_000,
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
  expect((await adminRequest.put(`/api/admin/briefs/${briefId}/status`, { data: { status: "active" } })).status()).toBe(200);

  // A name of its own (letters only: the fixture makes the e-mail address of it).
  const letters = [...stamp].map((d) => "abcdefghij"[Number(d)]).join("");
  const owner = await makeUser({ role: "COMMUNITY_OWNER", fullname: `Sari Keuangan ${letters}` });
  const community = await makeListedCommunity(playwright, baseURL, owner, `Barista ${tag} ${stamp}`);
  const api = await apiAs(playwright, baseURL, owner);
  const applied = await api.post(`/api/briefs/${briefId}/apply`, { data: { communityId: community.id, proposed_fee: fee } });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  await api.dispose();
  const approved = await adminRequest.put(`/api/admin/applications/${applicationId}/status`, {
    data: { status: "approved", agreedFee: fee },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const campaignId = ((await approved.json()) as { campaign_id: number }).campaign_id;
  const invoices = (await (await adminRequest.get("/api/invoices?state=unpaid&limit=100")).json()) as {
    id: number;
    number: string;
    total: number;
    campaign_id: number;
  }[];
  const invoice = invoices.find((i) => i.campaign_id === campaignId);
  expect(invoice).toBeTruthy();
  return { title, community: community.name, owner, campaignId, invoice: invoice! };
}

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the admin confirms a payment, cancels the campaign with a share, holds, releases and sends its payout, sends its refund", async ({
    page,
    playwright,
    baseURL,
    makeUser,
    signInAs,
    adminRequest,
  }) => {
    const deal = await invoicedDeal({ playwright, baseURL: baseURL!, makeUser: makeUser as MakeUser, adminRequest }, "Tanpa JS", 3_000_000);
    await signInAs(DEMO.admin);

    // Finance → Invoices (Unpaid), searched by the invoice's number.
    await page.goto("/admin/finance");
    await expect(page.getByTestId("tab-finance")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-section-invoices")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-state-unpaid")).toHaveAttribute("aria-current", "page");
    await page.getByRole("searchbox", { name: "Search by invoice number" }).fill(deal.invoice.number);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rows = page.getByTestId("finance-invoice");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Rp 3.330.000");
    await expect(rows.first().getByTestId("invoice-state")).toHaveText("Unpaid");
    await expectNoHorizontalScroll(page);

    // The confirm dialog: a different amount is refused next to the amount, nothing confirmed.
    await rows
      .first()
      .getByRole("link", { name: `Confirm payment of ${deal.invoice.number}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Confirm payment" });
    await expect(dialog).toContainText("Rp 3.330.000");
    await expectNoHorizontalScroll(page);
    await dialog.getByLabel("Bank reference").fill("BCA-TRF-0001");
    await dialog.getByLabel("Amount received (Rupiah)").fill("3.000.000");
    await dialog.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.locator("#confirm-amount-error")).toContainText("Rp 3.330.000");
    await expect(page.getByLabel("Amount received (Rupiah)")).toHaveValue("3.000.000");
    await expect(page.getByLabel("Amount received (Rupiah)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Bank reference")).toHaveValue("BCA-TRF-0001");
    await page.getByLabel("Amount received (Rupiah)").fill("3.330.000");
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Payment confirmed");
    await page.goto(`/admin/finance?state=paid&q=${encodeURIComponent(deal.invoice.number)}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId("invoice-state")).toHaveText("Paid");
    await expect(rows.first()).toContainText("BCA-TRF-0001");

    // The campaign runs; the admin cancels it with Rp 1.000.000 of the fee earned, the split shown first.
    await page.goto(`/admin/campaigns?dialog=view&id=${deal.campaignId}`);
    const view = page.getByRole("dialog", { name: "Campaign" });
    await expect(view.getByTestId("campaign-state")).toHaveText("In progress");
    await view.getByLabel("Note for both parties (required)").fill("Acara setengah jalan.");
    await view.getByLabel("Community's share of the fee (earned)").fill("1.000.000");
    await view.getByRole("button", { name: "Show the split" }).click();
    await expect(view.getByTestId("split-owner")).toHaveText("Rp 900.000");
    await expect(view.getByTestId("split-brand")).toHaveText("Rp 2.220.000");
    await expect(view.getByTestId("split-guyub")).toHaveText("Rp 210.000");
    await expect(view.getByLabel("Note for both parties (required)")).toHaveValue("Acara setengah jalan.");
    await expectNoHorizontalScroll(page);
    await view.getByRole("button", { name: "Cancel campaign" }).click();
    await expect(page.getByTestId("toast")).toContainText("Campaign cancelled");
    await expect(view.getByTestId("campaign-state")).toHaveText("Cancelled");

    // The owner adds its bank account; the payout lists it masked, the dialog whole.
    const owner = await apiAs(playwright, baseURL!, deal.owner);
    const account = await owner.put(`/api/users/${deal.owner.id}/bank-account`, {
      data: { bank_code: "BNI", account_number: "0987654321", holder_name: deal.owner.fullname },
    });
    expect(account.status(), await account.text()).toBe(200);
    await owner.dispose();
    await page.goto("/admin/finance?section=payouts");
    const payout = page.getByTestId("finance-payout").filter({ hasText: deal.title });
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText("Rp 900.000");
    await expect(payout.getByTestId("payout-bank")).toHaveText("BNI ••••••4321");
    await expect(payout).not.toContainText("0987654321");

    // The admin holds it (after the dialog's confirmation), then releases it the same way.
    await payout.getByRole("link", { name: `Hold the payout to ${deal.owner.fullname}` }).click();
    const hold = page.getByRole("dialog", { name: "Hold this payout?" });
    await expect(hold).toContainText("Rp 900.000");
    await expectNoHorizontalScroll(page);
    await hold.getByRole("button", { name: "Hold payout" }).click();
    await expect(page.getByTestId("toast")).toContainText("Payout held");
    await page.goto("/admin/finance?section=payouts&state=held");
    const held = page.getByTestId("finance-payout").filter({ hasText: deal.title });
    await expect(held.getByTestId("payout-held-by-admin")).toContainText("Held by the admin on");
    await expect(held.getByRole("link", { name: `Record payout sent to ${deal.owner.fullname}` })).toHaveCount(0);
    await held.getByRole("link", { name: `Release the payout to ${deal.owner.fullname}` }).click();
    const release = page.getByRole("dialog", { name: "Release this payout?" });
    await release.getByRole("button", { name: "Release payout" }).click();
    await expect(page.getByTestId("toast")).toContainText("Payout released");
    await page.goto("/admin/finance?section=payouts");
    await expect(payout).toHaveCount(1);

    await payout.getByRole("link", { name: `Record payout sent to ${deal.owner.fullname}` }).click();
    const send = page.getByRole("dialog", { name: "Record payout sent" });
    await expect(send.getByTestId("payout-account")).toContainText("0987654321");
    await expectNoHorizontalScroll(page);
    await send.getByLabel("Bank reference").fill("BNI-OUT-7788");
    await send.getByRole("button", { name: "Record as sent" }).click();
    await expect(page.getByTestId("toast")).toContainText("Payout recorded as sent");
    await page.goto("/admin/finance?section=payouts&state=sent");
    await expect(page.getByTestId("finance-payout").filter({ hasText: deal.title })).toContainText("BNI-OUT-7788");

    // The brand's refund, then the ledger: balanced.
    await page.goto("/admin/finance?section=refunds");
    const refund = page.getByTestId("finance-refund").filter({ hasText: deal.title });
    await expect(refund).toContainText("Rp 2.220.000");
    await refund.getByRole("link", { name: /^Record refund sent to / }).click();
    const back = page.getByRole("dialog", { name: "Record refund sent" });
    await back.getByLabel("Bank reference").fill("BCA-RF-5566");
    await back.getByRole("button", { name: "Record as sent" }).click();
    await expect(page.getByTestId("toast")).toContainText("Refund recorded as sent");
    await page.goto("/admin/finance?section=ledger");
    await expect(page.getByTestId("ledger-check")).toHaveText("Balanced: the accounts add up to 0.");
    await expect(page.getByTestId("ledger-sum")).toHaveText("Rp 0");
    await expectNoHorizontalScroll(page);
  });
});

test("with JavaScript, in Bahasa Indonesia: the sections, a payment confirmed and the journal's download", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  signInAs,
  adminRequest,
}) => {
  const deal = await invoicedDeal({ playwright, baseURL: baseURL!, makeUser: makeUser as MakeUser, adminRequest }, "Dengan JS", 2_000_000);
  await signInAs(DEMO.admin);
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto(`/admin/finance?q=${encodeURIComponent(deal.invoice.number)}`);
  await expect(page.getByTestId("tab-finance")).toHaveText("Keuangan");
  await expect(page.getByTestId("tab-section-invoices")).toHaveText("Tagihan");
  await page.getByRole("link", { name: `Konfirmasi pembayaran ${deal.invoice.number}` }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi pembayaran" });
  await dialog.getByLabel("Referensi bank").fill("MANDIRI-123");
  await dialog.getByLabel("Jumlah diterima (rupiah)").fill("2.220.000");
  await dialog.getByRole("button", { name: "Konfirmasi pembayaran" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pembayaran dikonfirmasi");

  await page.getByTestId("tab-section-ledger").click();
  await expect(page.getByTestId("ledger-check")).toHaveText("Seimbang: jumlah semua akun 0.");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("guyub-journal.csv");
});
