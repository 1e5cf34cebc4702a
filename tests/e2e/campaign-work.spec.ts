import type { Page } from "@playwright/test";
import { activeBrief, ownCommunity, png, pngFiles, startCampaign, unique } from "./campaigns-kit";
import { expect, expectFieldError, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The owner's side of campaign delivery: applying with a proposed fee, withdrawing a
 * pending application, the campaign work list, one campaign and its proof form (links,
 * figures, a real screenshot), with and without JavaScript, at 360 px, and once in
 * Indonesian. Every test uses fresh accounts, a fresh brief and a fresh community, so
 * parallel tests never share a campaign. The admin's part goes through the API.
 */

const PHONE = { width: 360, height: 800 };

/**
 * The error a control names in its aria-describedby, checked again until it shows `text`
 * (with JavaScript the form is drawn again when the page's data reloads after an answer).
 */

/**
 * The proof form, refused then accepted: a bad link and six files come back with the
 * errors next to the fields, a summary, and the input kept; then one real screenshot,
 * two links and figures go through and show in the history.
 */
async function submitProofAfterErrors(page: Page, campaignId: number, { js }: { js: boolean }) {
  await page.goto(`/community/campaigns/${campaignId}`);
  const form = page.getByTestId("proof-form");
  await form.getByLabel("Links to the posts or event pages").fill("https://t.me/kerjakampanye/12\nbukan tautan");
  await form.getByLabel("People reached or views").fill("12500");
  // With JavaScript the figure shows its grouping as typed; the server reads both.
  if (js) await expect(form.getByLabel("People reached or views")).toHaveValue("12.500");
  await form.getByLabel("Note (optional)").fill("Dua unggahan sudah tayang.");
  if (js) {
    // The bad link: found by the browser's check (or the server's, if it has not loaded yet).
    await form.getByRole("button", { name: "Submit proof" }).click();
    await expect(page.getByTestId("error-summary")).toContainText("Link 2: Please enter a valid URL");
    await expectFieldError(page, "Links to the posts or event pages", "Link 2: Please enter a valid URL");
    // Six files: only the server counts them.
    await page.getByLabel("Links to the posts or event pages").fill("https://t.me/kerjakampanye/12\nhttps://t.me/kerjakampanye/13");
    await page.getByLabel("Screenshots").setInputFiles(await pngFiles(6));
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/community/campaigns/${campaignId}`,
    );
    await page.getByRole("button", { name: "Submit proof" }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByTestId("error-summary")).toContainText("Screenshots: At most 5 screenshots");
    await expectFieldError(page, "Screenshots", "At most 5 screenshots");
    await expect(page.getByLabel("People reached or views")).toHaveValue("12.500");
  } else {
    await form.getByLabel("Screenshots").setInputFiles(await pngFiles(6));
    await form.getByRole("button", { name: "Submit proof" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("The proof was not sent");
    await expect(summary.getByRole("link", { name: "Links to the posts or event pages" })).toBeVisible();
    await expectFieldError(page, "Links to the posts or event pages", "Link 2: Please enter a valid URL");
    await expectFieldError(page, "Screenshots", "At most 5 screenshots");
    // The input is kept (files cannot be: no browser refills a file input).
    await expect(page.getByLabel("Links to the posts or event pages")).toHaveValue("https://t.me/kerjakampanye/12\nbukan tautan");
    await expect(page.getByLabel("People reached or views")).toHaveValue("12500");
    await expect(page.getByLabel("Note (optional)")).toHaveValue("Dua unggahan sudah tayang.");
    await page.getByLabel("Links to the posts or event pages").fill("https://t.me/kerjakampanye/12\nhttps://t.me/kerjakampanye/13");
  }
  await expectNoHorizontalScroll(page);

  await page.getByLabel("Reactions or replies").fill("340");
  await page.getByLabel("Attendees (offline events)").fill("25");
  await page.getByLabel("Screenshots").setInputFiles([{ name: "insight.png", mimeType: "image/png", buffer: await png(200) }]);
  await page.getByRole("button", { name: "Submit proof" }).click();
  await expect(page.getByTestId("toast")).toContainText("Proof submitted");
  await expect(page).toHaveURL(`/community/campaigns/${campaignId}`);

  await expect(page.getByTestId("campaign-state")).toHaveText("Proof submitted");
  await expect(page.getByTestId("proof-form")).toHaveCount(0);
  await expect(page.getByTestId("form-closed")).toBeVisible();
  await expect(page.getByTestId("campaign-next")).toContainText("accepted automatically on");
  const proof = page.getByTestId("proof");
  await expect(proof).toHaveCount(1);
  await expect(proof.getByRole("link", { name: "https://t.me/kerjakampanye/13" })).toHaveAttribute("href", "https://t.me/kerjakampanye/13");
  // Figures read in the page's language (English: 12,500).
  await expect(proof).toContainText("People reached or views12,500");
  await expect(proof).toContainText("Reactions or replies340");
  await expect(proof).toContainText("Attendees25");
  await expect(proof).toContainText("Dua unggahan sudah tayang.");
  await expect(proof.getByTestId("proof-decision")).toHaveText("Waiting for the advertiser's answer");
  const thumbnail = proof.getByRole("img", { name: /^Screenshot 1 of the proof of / });
  const src = await thumbnail.getAttribute("src");
  expect(src).toMatch(/^\/proofs\/[0-9a-f]{32}\.webp$/);
  // The thumbnail is an image the owner may open (private: not cached by others).
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(proof.getByRole("link", { name: "Open screenshot 1 in full size" })).toHaveAttribute("href", src!);
  await expectNoHorizontalScroll(page);
}

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the owner finds its campaign work, opens a campaign and submits proof", async ({
    page,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    const title = `Kampanye Kopi ${unique()}`;
    const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);

    await page.goto("/community/dashboard");
    // At 360 px the owner's menu is the side drawer.
    const drawer = page.getByTestId("side-drawer");
    await drawer.locator("summary").click();
    await drawer.getByRole("link", { name: "Campaign Work" }).click();
    await expect(page).toHaveURL("/community/campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Campaign Work" })).toBeVisible();
    await expect(page.getByTestId("tab-all")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-all-count")).toHaveText("1");
    await expect(page.getByTestId("tab-in_progress-count")).toHaveText("1");
    await expect(page.getByTestId("tab-completed-count")).toHaveText("0");
    const card = page.getByTestId("campaign-card");
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card).toContainText("PT Kopi Nusantara");
    await expect(card.getByTestId("campaign-state")).toHaveText("In progress");
    await expect(card.getByTestId("campaign-fee")).toHaveText("Rp 2.000.000");
    await expect(card.getByTestId("campaign-next")).toContainText("then submit proof");
    await expectNoHorizontalScroll(page);

    // Another state's tab is empty and says so.
    await page.getByTestId("tab-completed").click();
    await expect(page).toHaveURL("/community/campaigns?state=completed");
    await expect(page.getByRole("heading", { name: "No campaigns in this state" })).toBeVisible();
    await page.getByRole("link", { name: "Show all campaigns" }).click();

    await page.getByRole("link", { name: `Open campaign ${title}` }).click();
    await expect(page).toHaveURL(`/community/campaigns/${campaignId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — Campaign work — Guyub`);
    const asks = page.getByTestId("brief-asks");
    await expect(asks.getByRole("heading", { name: "Scope of Work" })).toBeVisible();
    await expect(asks).toContainText("Dua unggahan di grup dan satu kopdar kecil.");
    await expect(asks).toContainText("Satu unggahan tiap Senin selama dua minggu.");
    await expect(asks).toContainText("Bahasa santai dan sopan, sebut #KopiNusantara.");
    await expect(page.getByTestId("campaign-fee")).toHaveText("Rp 2.000.000");
    await expect(page.getByTestId("no-proofs")).toHaveText("No proof submitted yet.");
    await expectNoHorizontalScroll(page);

    await submitProofAfterErrors(page, campaignId, { js: false });

    // The list follows.
    await page.goto("/community/campaigns?state=proof_submitted");
    await expect(page.getByTestId("campaign-card").getByTestId("campaign-state")).toHaveText("Proof submitted");
  });

  test("the owner applies with a proposed fee, then withdraws the pending application", async ({
    page,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    const title = `Kampanye Teh ${unique()}`;
    const briefId = await activeBrief({ page, makeUser, adminRequest, playwright, baseURL }, title);
    await ownCommunity(page);

    await page.goto(`/community/briefs?tab=all&dialog=apply&id=${briefId}`);
    let dialog = page.getByRole("dialog", { name: "Apply to Campaign" });
    await dialog.getByLabel("Message (optional)").fill("Anggota kami suka teh.");
    await dialog.getByLabel("Proposed fee (Rp, optional)").fill("dua juta");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    dialog = page.getByRole("dialog", { name: "Apply to Campaign" });
    await expectFieldError(page, "Proposed fee (Rp, optional)", "Enter an amount in rupiah, e.g. 1.500.000");
    await expect(dialog.getByLabel("Proposed fee (Rp, optional)")).toHaveValue("dua juta");
    await expect(dialog.getByLabel("Message (optional)")).toHaveValue("Anggota kami suka teh.");
    await expectNoHorizontalScroll(page);
    await dialog.getByLabel("Proposed fee (Rp, optional)").fill("2.500.000");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application submitted");

    await page.goto("/community/applications?tab=pending");
    await page.getByRole("link", { name: `View details of ${title}` }).click();
    let details = page.getByRole("dialog", { name: "Application Details" });
    await expect(details.getByTestId("application-fees")).toContainText("Proposed fee");
    await expect(details.getByTestId("application-fees")).toContainText("Rp 2.500.000");
    await expect(details.getByTestId("application-fees")).not.toContainText("Agreed fee");
    await expect(details.getByTestId("open-campaign")).toHaveCount(0);
    await details.getByRole("link", { name: "Withdraw application" }).click();

    const confirm = page.getByRole("dialog", { name: "Withdraw this application?" });
    await expect(confirm).toContainText(`Your application to "${title}" will be deleted`);
    await expectNoHorizontalScroll(page);
    // "Keep application" goes back to the details, nothing withdrawn.
    await confirm.getByRole("link", { name: "Keep application" }).click();
    details = page.getByRole("dialog", { name: "Application Details" });
    await expect(details).toBeVisible();
    await details.getByRole("link", { name: "Withdraw application" }).click();
    await page.getByRole("dialog", { name: "Withdraw this application?" }).getByRole("button", { name: "Yes, withdraw" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application withdrawn");
    await expect(page).toHaveURL("/community/applications?tab=pending");
    await expect(page.getByTestId("tab-pending-count")).toHaveText("0");
    await expect(page.getByRole("link", { name: `View details of ${title}` })).toHaveCount(0);
    // The community may apply again.
    await page.goto(`/community/briefs?tab=all&dialog=apply&id=${briefId}`);
    await expect(page.getByRole("dialog", { name: "Apply to Campaign" }).getByRole("button", { name: "Submit Application" })).toBeVisible();
  });
});

test.describe("with JavaScript, at 360 px", () => {
  test.use({ viewport: PHONE });

  test("the owner submits proof after the browser's and the server's errors", async ({
    page,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, `Kampanye Susu ${unique()}`);
    await submitProofAfterErrors(page, campaignId, { js: true });
  });

  test("an approved application shows both fees and opens its campaign; a pending one is withdrawn", async ({
    page,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    const kit = { page, makeUser, adminRequest, playwright, baseURL };
    const title = `Kampanye Roti ${unique()}`;
    const { campaignId } = await startCampaign(kit, title);
    await page.goto("/community/applications");
    await page.getByRole("link", { name: `View details of ${title}` }).click();
    const details = page.getByRole("dialog", { name: "Application Details" });
    await expect(details.getByTestId("application-fees")).toContainText("Rp 1.500.000");
    await expect(details.getByTestId("application-fees")).toContainText("Agreed fee");
    await expect(details.getByTestId("application-fees")).toContainText("Rp 2.000.000");
    await expect(details.getByRole("link", { name: "Withdraw application" })).toHaveCount(0);
    await details.getByRole("link", { name: "Open campaign" }).click();
    await expect(page).toHaveURL(`/community/campaigns/${campaignId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // A second brief, applied to and withdrawn with JavaScript.
    const other = `Kampanye Keju ${unique()}`;
    const briefId = await activeBrief(kit, other);
    await page.goto(`/community/briefs?tab=all&dialog=apply&id=${briefId}`);
    const apply = page.getByRole("dialog", { name: "Apply to Campaign" });
    await apply.getByLabel("Proposed fee (Rp, optional)").fill("750000");
    await apply.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application submitted");
    await page.goto("/community/applications?tab=pending");
    await page.getByRole("link", { name: `View details of ${other}` }).click();
    await expect(page.getByRole("dialog", { name: "Application Details" }).getByTestId("application-fees")).toContainText("Rp 750.000");
    await page.getByRole("link", { name: "Withdraw application" }).click();
    await page.getByRole("dialog", { name: "Withdraw this application?" }).getByRole("button", { name: "Yes, withdraw" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application withdrawn");
    await expect(page.getByTestId("tab-pending-count")).toHaveText("0");
    await expectNoHorizontalScroll(page);
  });
});

test("with JavaScript, what the owner types while the page reloads after a refused proof is kept", async ({
  page,
  owner,
  makeUser,
  adminRequest,
  playwright,
  baseURL,
}) => {
  void owner;
  const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, `Kampanye Teh ${unique()}`);
  const path = `/community/campaigns/${campaignId}`;
  await page.goto(path);
  // The page's data reload that follows the refused post waits until the owner has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "GET") await typed;
      await route.continue();
    },
  );
  await page.getByLabel("Links to the posts or event pages").fill("https://t.me/kerjakampanye/21");
  await page.getByLabel("Screenshots").setInputFiles(await pngFiles(6));
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  await page.getByRole("button", { name: "Submit proof" }).click();
  expect((await refused).status()).toBe(400);
  await page.getByLabel("Reactions or replies").fill("77");
  release();
  await expect(page.getByTestId("error-summary")).toContainText("At most 5 screenshots");
  await expect(page.getByLabel("Reactions or replies")).toHaveValue("77");
  await expect(page.getByLabel("Links to the posts or event pages")).toHaveValue("https://t.me/kerjakampanye/21");
});

test("in Bahasa Indonesia: the menu, the list, a campaign and a refused proof", async ({
  page,
  owner,
  makeUser,
  adminRequest,
  playwright,
  baseURL,
}) => {
  void owner;
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  // No community yet: the same notice as the applications page.
  await page.goto("/community/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: "Kerja Kampanye" })).toBeVisible();
  await expect(page.getByTestId("no-community").getByRole("heading", { name: "Komunitas Tidak Ditemukan" })).toBeVisible();

  const title = `Kampanye Batik ${unique()}`;
  const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);
  await page.goto("/community/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Kerja Kampanye" }).first().click();
  await expect(page).toHaveURL("/community/campaigns");
  const card = page.getByTestId("campaign-card");
  await expect(card.getByTestId("campaign-state")).toHaveText("Sedang berjalan");
  await expect(card.getByTestId("campaign-fee")).toHaveText("Rp 2.000.000");
  await card.getByRole("link", { name: `Buka kampanye ${title}` }).click();
  await expect(page).toHaveURL(`/community/campaigns/${campaignId}`);
  await expect(page.getByRole("heading", { name: "Yang diminta brief" })).toBeVisible();
  await page.getByLabel("Tautan unggahan atau halaman acara").fill("ftp://contoh.id/berkas");
  // More than 10^12 (with JavaScript every non-digit typed is dropped as the grouping shows).
  await page.getByLabel("Peserta (acara offline)").fill("99999999999999");
  await page.getByRole("button", { name: "Kirim bukti" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("Bukti belum terkirim");
  await expectFieldError(page, "Tautan unggahan atau halaman acara", "Tautan 1: Masukkan URL yang valid");
  await expectFieldError(page, "Peserta (acara offline)", "Masukkan bilangan bulat 0 atau lebih");
});

test("another owner's campaign is not found", async ({ page, owner, makeUser, adminRequest, playwright, baseURL, signInAs }) => {
  void owner;
  const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, `Kampanye Rahasia ${unique()}`);
  const stranger = await makeUser();
  await signInAs(stranger);
  const answer = await page.goto(`/community/campaigns/${campaignId}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId("area-error")).toBeVisible();
  await expect(page.getByText("Kampanye Rahasia")).toHaveCount(0);
  // Its proof form cannot be posted either.
  const posted = await page.request.post(`/community/campaigns/${campaignId}`, {
    multipart: { links: "https://t.me/asing" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(posted.status()).toBe(404);
  // Nor an id that is no id.
  expect((await page.goto("/community/campaigns/abc"))?.status()).toBe(404);
});
