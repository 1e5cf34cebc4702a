import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * A campaign from start to finish, through the screens only, the way the four people
 * involved would do it: the owner applies with a proposed fee, the admin approves with
 * an agreed fee, the brand uploads its transfer receipt to the invoice, the admin
 * confirms the payment, the owner submits proof with a screenshot, the advertiser asks for
 * changes, the owner submits again, the advertiser accepts, and the report says it is
 * done (the brief stays open to other communities); the admin pays the owner's share out. Each person has a browser of their own at 360 px; the owner and
 * the advertiser read Guyub in the run's language (the admin in English). Once without
 * JavaScript in English, once with it in Bahasa Indonesia.
 */

const PHONE = { width: 360, height: 800 };

const TEXT = {
  en: {
    applyDialog: "Apply to Campaign",
    fee: "Proposed fee (Rp, optional)",
    submitApplication: "Submit Application",
    links: "Links to the posts or event pages",
    reach: "People reached or views",
    screenshots: "Screenshots",
    submitProof: "Submit proof",
    reason: "What should change?",
    requestChanges: (community: string) => `Request changes to the proof of ${community}`,
    accept: (community: string) => `Accept the proof of ${community}`,
    reasonRequired: "Please say what should change",
    changesRequested: "Changes requested",
    proofAccepted: "Proof accepted",
    waitForPayment: "Waiting for the brand's payment: do not start yet",
    openInvoice: (number: string) => `Open invoice ${number}`,
    receiptFile: "Receipt (PNG, JPEG or WebP, at most 5 MB)",
    uploadReceipt: "Upload transfer receipt",
    paidOut: "Rp 1.800.000",
  },
  id: {
    applyDialog: "Lamar Kampanye",
    fee: "Usulan biaya (Rp, opsional)",
    submitApplication: "Kirim Lamaran",
    links: "Tautan unggahan atau halaman acara",
    reach: "Orang yang dijangkau atau tayangan",
    screenshots: "Tangkapan layar",
    submitProof: "Kirim bukti",
    reason: "Apa yang perlu diubah?",
    requestChanges: (community: string) => `Minta perubahan pada bukti dari ${community}`,
    accept: (community: string) => `Terima bukti dari ${community}`,
    reasonRequired: "Jelaskan apa yang perlu diubah",
    changesRequested: "Perubahan diminta",
    proofAccepted: "Bukti diterima",
    waitForPayment: "Menunggu pembayaran dari brand: jangan mulai dulu",
    openInvoice: (number: string) => `Buka tagihan ${number}`,
    receiptFile: "Bukti (PNG, JPEG, atau WebP, paling besar 5 MB)",
    uploadReceipt: "Unggah bukti transfer",
    paidOut: "Rp 1.800.000",
  },
} as const;

async function phone(browser: Browser, baseURL: string, options: { js: boolean; lang: "en" | "id" }): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: options.js, baseURL });
  await context.addCookies([{ name: "lang", value: options.lang, url: baseURL }]);
  return context.newPage();
}

async function signInApi(page: Page, user: TestUser | { email: string; password: string }) {
  const response = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
}

const screenshot = () =>
  sharp({ create: { width: 900, height: 1600, channels: 3, background: "#25d366" } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name: "insight.jpg", mimeType: "image/jpeg", buffer }));

for (const run of [
  { js: false, lang: "en" as const },
  { js: true, lang: "id" as const },
]) {
  test(`a campaign from application to accepted proof, ${run.js ? "with" : "without"} JavaScript, in ${run.lang}, at 360 px`, async ({
    browser,
    baseURL,
    makeUser,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[run.lang];
    const stamp = `${Date.now() % 1_000_000}${run.lang}`;
    const title = `Kopdar Kopi Nusantara ${stamp}`;
    const communityName = `Komunitas Kopdar ${stamp}`;

    // The advertiser's ACTIVE brief (written through the API; the admin approves it).
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const advertiserPage = await phone(browser, baseURL!, run);
    await signInApi(advertiserPage, advertiser);
    const created = await advertiserPage.request.post("/api/briefs", {
      data: {
        title,
        company_name: "PT Kopi Nusantara",
        description: "Kami mencari komunitas untuk kopdar dan unggahan tentang kopi lokal.",
        target_category: "TECHNOLOGY",
        community_guidelines: "Sebut #KopiNusantara.",
        schedule_post: "Satu unggahan, satu kopdar.",
        scope_of_work: "Kopdar kecil dan satu unggahan di grup.",
        status: "PENDING_APPROVAL",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const briefId = ((await created.json()) as { id: number }).id;
    const adminPage = await phone(browser, baseURL!, { js: run.js, lang: "en" });
    await signInApi(adminPage, DEMO.admin);
    expect((await adminPage.request.put(`/api/admin/briefs/${briefId}/status`, { data: { status: "active" } })).status()).toBe(200);

    // 1. The owner applies with a proposed fee.
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const ownerPage = await phone(browser, baseURL!, run);
    await signInApi(ownerPage, owner);
    const community = await ownerPage.request.post("/api/communities", {
      data: {
        name: communityName,
        description: "Komunitas pecinta kopi yang rutin kopdar.",
        category: ["TECHNOLOGY"],
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopdar" }],
      },
    });
    expect(community.status(), await community.text()).toBe(201);
    await ownerPage.goto(`/community/briefs?tab=all&dialog=apply&id=${briefId}`);
    const apply = ownerPage.getByRole("dialog", { name: t.applyDialog });
    // With JavaScript, typed once the enhanced dialog has taken over (kit.spec.ts covers
    // typing before and across the takeover). This journey is about the campaign.
    if (run.js) await expect(ownerPage.locator('[data-enhanced="true"]')).toBeVisible();
    await apply.getByLabel(t.fee).fill("1.750.000");
    await apply.getByRole("button", { name: t.submitApplication }).click();
    await expect(ownerPage.getByTestId("toast")).toBeVisible();
    await expectNoHorizontalScroll(ownerPage);

    // 2. The admin sees the proposed fee and approves with an agreed one.
    const applications = await adminPage.request.get(`/api/briefs/${briefId}/applications`);
    const [application] = (await applications.json()) as { id: number; proposed_fee: number }[];
    expect(application.proposed_fee).toBe(1_750_000);
    await adminPage.goto(`/admin/applications?dialog=decide&id=${application.id}`);
    const decide = adminPage.getByRole("dialog", { name: "Application" });
    await expect(decide.getByTestId("proposed-fee")).toHaveText("Rp 1.750.000");
    if (run.js) await expect(adminPage.locator('[data-enhanced="true"]')).toBeVisible();
    await decide.getByLabel("Agreed fee (Rp)").fill("2.000.000");
    await decide.getByRole("button", { name: "Approve Application" }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Application approved");

    // 3. The owner finds the campaign under Campaign work: it waits for the brand's payment.
    await ownerPage.goto("/community/campaigns");
    await expectNoHorizontalScroll(ownerPage);
    const card = ownerPage.getByTestId("campaign-card").filter({ hasText: title });
    await expect(card.getByTestId("campaign-fee")).toHaveText("Rp 2.000.000");
    await card
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await expect(ownerPage).toHaveURL(/\/community\/campaigns\/\d+$/);
    const campaignId = Number(new URL(ownerPage.url()).pathname.split("/").pop());
    await expect(ownerPage.getByTestId("campaign-next")).toContainText(t.waitForPayment);
    await expect(ownerPage.getByTestId("proof-form")).toHaveCount(0);

    // 4. The brand opens its invoice under Billing (2.000.000 + PPN 11%) and uploads its transfer receipt.
    await advertiserPage.goto("/advertiser/billing");
    await expectNoHorizontalScroll(advertiserPage);
    const { invoice_id: invoiceId } = (await (await advertiserPage.request.get(`/api/campaigns/${campaignId}`)).json()) as {
      invoice_id: number;
    };
    const invoice = (await (await advertiserPage.request.get(`/api/invoices/${invoiceId}`)).json()) as { number: string; total: number };
    expect(invoice.total).toBe(2_220_000);
    await advertiserPage.getByRole("link", { name: t.openInvoice(invoice.number) }).click();
    await expect(advertiserPage.getByTestId("invoice-total")).toHaveText("Rp 2.220.000");
    await advertiserPage.getByLabel(t.receiptFile).setInputFiles(await screenshot());
    await advertiserPage.getByRole("button", { name: t.uploadReceipt }).click();
    await expect(advertiserPage.getByTestId("receipt-image")).toBeVisible();

    // 5. The admin finds the invoice on the Finance tab and confirms the transfer.
    await adminPage.goto(`/admin/finance?q=${encodeURIComponent(invoice.number)}`);
    await adminPage.getByRole("link", { name: `Confirm payment of ${invoice.number}` }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Confirm payment" });
    await expect(confirm.getByRole("link", { name: "Open the brand's transfer receipt" })).toBeVisible();
    await confirm.getByLabel("Bank reference").fill(`BCA-${stamp}`);
    await confirm.getByLabel("Amount received (Rupiah)").fill("2.220.000");
    await confirm.getByRole("button", { name: "Confirm payment" }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Payment confirmed");

    // 6. Paid: the owner works and submits proof.
    await ownerPage.reload();
    await expect(ownerPage.getByTestId("campaign-next")).not.toContainText(t.waitForPayment);
    await ownerPage.getByLabel(t.links).fill("https://chat.whatsapp.com/kopdar/unggahan-1");
    await ownerPage.getByLabel(t.reach).fill("1.200");
    await ownerPage.getByLabel(t.screenshots, { exact: true }).setInputFiles([await screenshot()]);
    await ownerPage.getByRole("button", { name: t.submitProof }).click();
    await expect(ownerPage.getByTestId("proof")).toHaveCount(1);
    await expect(ownerPage.getByTestId("proof-form")).toHaveCount(0);

    // 7. The advertiser opens the report: asks for changes (the reason is required), then accepts the second proof.
    await advertiserPage.goto(`/briefs/${briefId}/report`);
    await expectNoHorizontalScroll(advertiserPage);
    const section = advertiserPage.locator(`#campaign-${campaignId}`);
    await expect(section.getByTestId("campaign-state")).toHaveAttribute("data-state", "PROOF_SUBMITTED");
    await expect(section.getByRole("img").first()).toBeVisible();
    await section.getByRole("button", { name: t.requestChanges(communityName) }).click();
    await expect(advertiserPage.locator(`#campaign-${campaignId}`).getByText(t.reasonRequired)).toBeVisible();
    await advertiserPage.locator(`#campaign-${campaignId}`).getByLabel(t.reason).fill("Mohon tambahkan foto kopdar.");
    await advertiserPage
      .locator(`#campaign-${campaignId}`)
      .getByRole("button", { name: t.requestChanges(communityName) })
      .click();
    await expect(advertiserPage.getByTestId("toast")).toContainText(t.changesRequested);
    await expect(advertiserPage.locator(`#campaign-${campaignId}`).getByTestId("campaign-state")).toHaveAttribute(
      "data-state",
      "CHANGES_REQUESTED",
    );

    // 8. The owner reads the reason and submits again.
    await ownerPage.goto(`/community/campaigns/${campaignId}`);
    await expect(ownerPage.getByTestId("proof").getByText("Mohon tambahkan foto kopdar.")).toBeVisible();
    await ownerPage.getByLabel(t.links).fill("https://chat.whatsapp.com/kopdar/unggahan-1\nhttps://instagram.com/p/kopdar");
    await ownerPage.getByLabel(t.reach).fill("1.500");
    await ownerPage.getByLabel(t.screenshots, { exact: true }).setInputFiles([await screenshot()]);
    await ownerPage.getByRole("button", { name: t.submitProof }).click();
    await expect(ownerPage.getByTestId("proof")).toHaveCount(2);

    // 9. The advertiser accepts: the campaign is completed; the brief stays open (no end
    // date: only its advertiser completes it), other communities may still apply.
    await advertiserPage.goto(`/briefs/${briefId}/report`);
    await advertiserPage
      .locator(`#campaign-${campaignId}`)
      .getByRole("button", { name: t.accept(communityName) })
      .click();
    await expect(advertiserPage.getByTestId("toast")).toContainText(t.proofAccepted);
    await expect(advertiserPage.locator(`#campaign-${campaignId}`).getByTestId("campaign-state")).toHaveAttribute(
      "data-state",
      "COMPLETED",
    );
    await expect(advertiserPage.getByTestId("total-reach")).toContainText("1.500");
    await expect(advertiserPage.getByTestId("total-completed")).toContainText("1");
    const brief = await advertiserPage.request.get(`/api/briefs/${briefId}`);
    expect(((await brief.json()) as { status: string }).status).toBe("ACTIVE");

    // The owner was told, in the run's language.
    const notes = await ownerPage.request.get("/api/notifications");
    const items = ((await notes.json()) as { items: { type: string }[] }).items.map((n) => n.type);
    expect(items).toEqual(
      expect.arrayContaining(["campaign_changes_requested", "campaign_accepted", "application_approved", "campaign_paid"]),
    );

    // 10. The owner's share is payable; it adds its bank account and the admin records the transfer.
    const account = await ownerPage.request.put(`/api/users/${owner.id}/bank-account`, {
      data: { bank_code: "BCA", account_number: "1234567890", holder_name: owner.fullname },
    });
    expect(account.status(), await account.text()).toBe(200);
    await adminPage.goto("/admin/finance?section=payouts");
    const payout = adminPage.getByTestId("finance-payout").filter({ hasText: title });
    await expect(payout).toContainText("Rp 1.800.000");
    await payout.getByRole("link", { name: `Record payout sent to ${owner.fullname}` }).click();
    const send = adminPage.getByRole("dialog", { name: "Record payout sent" });
    await send.getByLabel("Bank reference").fill(`BCA-OUT-${stamp}`);
    await send.getByRole("button", { name: "Record as sent" }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Payout recorded as sent");
    await ownerPage.goto("/community/earnings");
    await expect(ownerPage.getByTestId("earnings-paid-out")).toContainText(t.paidOut);
    await expectNoHorizontalScroll(ownerPage);

    for (const page of [ownerPage, advertiserPage, adminPage]) await page.context().close();
  });
}
