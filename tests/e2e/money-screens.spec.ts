import fs from "node:fs";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { oneLine, readPdf } from "../pdfjs-text";
import { png, startCampaign, unique, type Kit } from "./campaigns-kit";
import { DEMO, expect, expectNoHorizontalScroll, test, wibDate } from "./fixtures";

/*
 * The money screens of the brand and the owner: the brand's Billing and one invoice (a
 * transfer receipt uploaded, another invoice declined, with and without JavaScript), the
 * owner's campaign waiting for payment, its Bank account tab at 360 px in Indonesian and
 * its Earnings; the invoice page's PDF download, for the brand and the admin in
 * Indonesian; an unpaid invoice turned overdue and then void by the job. Fresh accounts
 * each; the admin's part goes through the API. The a11y fixture runs axe on every page a
 * test opens.
 */

const PHONE = { width: 360, height: 800 };

type Invoice = { id: number; campaign_id: number; total: number; state: string };

/** The signed-in brand's invoice of a campaign, through GET /api/invoices. */
async function invoiceOf(page: Page, campaignId: number): Promise<Invoice> {
  const answer = await page.request.get("/api/invoices?limit=100");
  expect(answer.status(), await answer.text()).toBe(200);
  const invoice = ((await answer.json()) as Invoice[]).find((i) => i.campaign_id === campaignId);
  expect(invoice, `no invoice for campaign ${campaignId}`).toBeTruthy();
  return invoice!;
}

/** The text of a downloaded PDF, read with pdfjs-dist, on one line. */
async function downloadedText(download: Download): Promise<string> {
  return oneLine((await readPdf(await fs.promises.readFile(await download.path()))).text);
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the owner waits for payment; the brand uploads a receipt for one invoice and declines the other", async ({
      page,
      owner,
      makeUser,
      signInAs,
      adminRequest,
      playwright,
      baseURL,
    }) => {
      void owner;
      const kit: Kit = { page, makeUser, adminRequest, playwright, baseURL };
      // The owner's campaign before the brand pays: do not start, no proof form, its share.
      const brand = await makeUser({ role: "ADVERTISER" });
      const first = await startCampaign(kit, `Kopi Pagi ${unique()}`, {}, brand, { paid: false });
      await page.goto(`/community/campaigns/${first.campaignId}`);
      await expect(page.getByTestId("campaign-next")).toContainText("Waiting for the brand's payment: do not start yet");
      await expect(page.getByTestId("campaign-share")).toHaveText("You receive Rp 1.800.000 after Guyub's 10%.");
      await expect(page.getByTestId("proof-form")).toHaveCount(0);

      const secondOwner = await makeUser();
      await signInAs(secondOwner);
      const second = await startCampaign(kit, `Teh Sore ${unique()}`, {}, brand, { paid: false });
      await signInAs(brand);

      // Billing: both unpaid, the summary owes both totals (2.000.000 + PPN 11% each).
      await page.goto("/advertiser/billing");
      await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
      await expect(page.getByTestId("summary-unpaid")).toHaveText("Rp 4.440.000");
      await expect(page.getByTestId("tab-unpaid")).toContainText("2");
      await expect(page.getByTestId("invoice-row")).toHaveCount(2);
      const paying = await invoiceOf(page, first.campaignId);
      const number = (await page.request.get(`/api/invoices/${paying.id}`).then((r) => r.json())).number as string;
      await page.getByRole("link", { name: `Open invoice ${number}` }).click();
      await expect(page).toHaveURL(`/advertiser/billing/${paying.id}`);
      await expect(page.getByTestId("invoice-number")).toHaveText(number);
      await expect(page.getByTestId("invoice-tax")).toHaveText("Rp 220.000");
      await expect(page.getByText("PPN 11%")).toBeVisible();
      await expect(page.getByTestId("invoice-total")).toHaveText("Rp 2.220.000");
      await expect(page.getByTestId("how-to-pay")).toContainText(number);
      await expect(page.getByTestId("efaktur-note")).toContainText("e-Faktur");
      await expectNoHorizontalScroll(page);

      // The receipt: a real image, re-encoded and shown back to the brand.
      await page
        .getByLabel("Receipt (PNG, JPEG or WebP, at most 5 MB)")
        .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: await png(200) });
      await page.getByRole("button", { name: "Upload transfer receipt" }).click();
      await expect(page.getByTestId("receipt-image")).toBeVisible();
      const src = await page.getByTestId("receipt-image").getAttribute("src");
      expect(src).toMatch(/^\/receipts\/[0-9a-f]{32}\.webp$/);
      const image = await page.request.get(src!);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toContain("image/webp");

      // The other invoice: declined with a reason in the dialog (a blank reason refused first).
      const declining = await invoiceOf(page, second.campaignId);
      await page.goto(`/advertiser/billing/${declining.id}`);
      await page.getByTestId("open-decline").click();
      await expect(page).toHaveURL(`/advertiser/billing/${declining.id}?dialog=decline`);
      const dialog = page.getByTestId("decline-dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Decline invoice" }).click();
      if (!js) await expect(dialog.getByText("Tell the community why you decline")).toBeVisible();
      else await expect(page.getByText("Tell the community why you decline")).toBeVisible();
      await page.getByLabel("Reason for the community").fill("Anggaran kami dipotong bulan ini.");
      await page.getByTestId("decline-dialog").getByRole("button", { name: "Decline invoice" }).click();
      await expect(page.getByTestId("invoice-status")).toHaveText("Declined: Anggaran kami dipotong bulan ini.");
      await expect(page.getByTestId("open-decline")).toHaveCount(0);
      await page.goto("/advertiser/billing?state=declined");
      await expect(page.getByTestId("invoice-row")).toHaveCount(1);
      // An owner reading the brand's invoice: 404.
      await signInAs(secondOwner);
      const stranger = await page.goto(`/advertiser/billing/${paying.id}`);
      expect(stranger?.status()).toBe(404);
      const receipt = await page.request.get(src!);
      expect(receipt.status()).toBe(404);
    });
  });
}

test.describe("the owner at 360 px in Indonesian", () => {
  test.use({ viewport: PHONE });

  test("sets its bank account and reads its earnings", async ({ page, owner, makeUser, signInAs, adminRequest, playwright, baseURL }) => {
    void owner;
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    const kit: Kit = { page, makeUser, adminRequest, playwright, baseURL };
    const brand = await makeUser({ role: "ADVERTISER" });
    const { campaignId } = await startCampaign(kit, `Batik Jumat ${unique()}`, {}, brand, { paid: false });
    // The brand pays; the admin confirms the transfer.
    await signInAs(brand);
    const invoice = await invoiceOf(page, campaignId);
    const confirmed = await adminRequest.put(`/api/admin/invoices/${invoice.id}/paid`, {
      data: { reference: `TRF-${unique()}`, paid_at: wibDate(), amount: invoice.total },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await signInAs(owner);

    // Earnings: the share is held while the campaign runs.
    await page.goto("/community/earnings");
    await expect(page.getByRole("heading", { level: 1, name: "Pendapatan" })).toBeVisible();
    await expect(page.getByTestId("earnings-held")).toHaveText("Rp 1.800.000");
    await expect(page.getByTestId("earnings-payable")).toHaveText("Rp 0");
    await expect(page.getByTestId("earnings-share")).toHaveText("Rp 1.800.000");
    await expect(page.getByTestId("earnings-state")).toHaveText("Ditahan sampai bukti diterima");
    await expectNoHorizontalScroll(page);

    // The bank account: refused input next to its fields, then saved and shown whole.
    await page.goto("/community/settings/bank-account");
    await expect(page.getByRole("link", { name: "Rekening" })).toBeVisible();
    await expect(page.getByTestId("bank-hold-note")).toContainText("24 jam");
    await page.getByLabel("Nomor rekening").fill("12ab");
    await page.getByLabel("Nama pemilik rekening").fill("Komunitas Batik Solo");
    await page.getByRole("button", { name: "Simpan rekening" }).click();
    await expect(page.getByText("Pilih bank Anda").last()).toBeVisible();
    await expect(page.getByText("Masukkan nomor rekening: hanya angka, 5 sampai 20 digit")).toBeVisible();
    await page.getByLabel("Bank", { exact: true }).selectOption("BRI");
    await page.getByLabel("Nomor rekening").fill("0123 4567 8901");
    await page.getByRole("button", { name: "Simpan rekening" }).click();
    await expect(page.getByText("Rekening bank tersimpan")).toBeVisible();
    await expect(page.getByLabel("Nomor rekening")).toHaveValue("012345678901");
    await expect(page.getByLabel("Bank", { exact: true })).toHaveValue("BRI");
    await expectNoHorizontalScroll(page);
  });
});

/**
 * Moves an invoice's due date `days` days into the past in the server's database (the
 * only way to let time pass for a running server; the jobs look every second here).
 */
function backdateInvoice(invoiceId: number, days: number) {
  const pointer = path.join(process.cwd(), ".tmp", `e2e-${process.env.E2E_PORT ?? 3100}.database`);
  const database = new Database(fs.readFileSync(pointer, "utf8"), { timeout: 5_000 });
  try {
    const due = wibDate(-days);
    expect(database.prepare("UPDATE invoices SET due_date = ? WHERE id = ? AND state = 'UNPAID'").run(due, invoiceId).changes).toBe(1);
  } finally {
    database.close();
  }
}

test("the job turns an unpaid invoice overdue at its due date, void 7 days later, and cancels its campaign", async ({
  page,
  owner,
  makeUser,
  signInAs,
  adminRequest,
  playwright,
  baseURL,
}) => {
  const kit: Kit = { page, makeUser, adminRequest, playwright, baseURL };
  const brand = await makeUser({ role: "ADVERTISER" });
  const late = await startCampaign(kit, `Kopi Telat ${unique()}`, {}, brand, { paid: false });
  const lostOwner = await makeUser();
  await signInAs(lostOwner);
  const lost = await startCampaign(kit, `Kopi Hilang ${unique()}`, {}, brand, { paid: false });
  await signInAs(brand);
  const overdue = await invoiceOf(page, late.campaignId);
  const unpaid = await invoiceOf(page, lost.campaignId);
  backdateInvoice(overdue.id, 1);
  backdateInvoice(unpaid.id, 8);

  const stateOf = async (id: number) => ((await (await page.request.get(`/api/invoices/${id}`)).json()) as Invoice).state;
  await expect.poll(() => stateOf(overdue.id), { timeout: 15_000 }).toBe("OVERDUE");
  await expect.poll(() => stateOf(unpaid.id), { timeout: 15_000 }).toBe("VOID");
  await page.goto(`/advertiser/billing/${overdue.id}`);
  await expect(page.getByTestId("invoice-status")).toContainText("The due date has passed");
  await page.goto(`/advertiser/billing/${unpaid.id}`);
  await expect(page.getByTestId("invoice-status")).toHaveText("Void: not paid by the due date, the campaign was cancelled.");
  await page.goto("/advertiser/billing?state=void");
  await expect(page.getByTestId("invoice-row")).toHaveCount(1);

  // The unpaid campaign is cancelled and its owner told; the overdue one still waits.
  await signInAs(lostOwner);
  await page.goto(`/community/campaigns/${lost.campaignId}`);
  await expect(page.getByTestId("campaign-state")).toHaveText("Cancelled");
  const notes = (await (await page.request.get("/api/notifications")).json()) as { items: { type: string }[] };
  expect(notes.items.map((n) => n.type)).toContain("campaign_not_paid");
  await signInAs(owner);
  await page.goto(`/community/campaigns/${late.campaignId}`);
  await expect(page.getByTestId("campaign-next")).toContainText("Waiting for the brand's payment");
});

test.describe("the invoice as a PDF", () => {
  test("the Download PDF links download it: the brand's invoice page, the admin's Finance tab and invoice page in Indonesian", async ({
    page,
    owner,
    makeUser,
    signInAs,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    const kit: Kit = { page, makeUser, adminRequest, playwright, baseURL };
    const brand = await makeUser({ role: "ADVERTISER" });
    const { campaignId } = await startCampaign(kit, `Kopi Faktur ${unique()}`, {}, brand);
    await signInAs(brand);
    const invoice = await invoiceOf(page, campaignId);
    const number = (await page.request.get(`/api/invoices/${invoice.id}`).then((r) => r.json())).number as string;
    const fileName = `${number.replaceAll("/", "-")}.pdf`;

    await page.goto(`/advertiser/billing/${invoice.id}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const text = await downloadedText(download);
    expect(text).toContain(number);
    expect(text).toContain("Total Rp 2.220.000");
    // Paid (the kit confirms the transfer): marked so, with the bank reference.
    expect(text).toContain("State: Paid");
    expect(text).toContain(`bank reference TRF-${invoice.id}.`);

    // The admin, in Indonesian: from the Finance tab's invoice, and on the invoice's page.
    await signInAs(DEMO.admin);
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto(`/admin/finance?state=paid&q=${encodeURIComponent(number)}`);
    const [fromFinance] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Unduh PDF tagihan ${number}` }).click(),
    ]);
    expect(fromFinance.suggestedFilename()).toBe(fileName);
    expect(await downloadedText(fromFinance)).toContain(`TAGIHAN ${number}`);
    await page.getByRole("link", { name: `Buka tagihan ${number}` }).click();
    await expect(page).toHaveURL(`/advertiser/billing/${invoice.id}`);
    const [adminDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh PDF" }).click()]);
    expect(adminDownload.suggestedFilename()).toBe(fileName);
    const adminText = await downloadedText(adminDownload);
    expect(adminText).toContain(`TAGIHAN ${number}`);
    expect(adminText).toContain("Total Rp 2.220.000");
    expect(adminText).toContain("Status: Lunas");
    expect(adminText).toContain(`referensi bank TRF-${invoice.id}.`);
  });
});
