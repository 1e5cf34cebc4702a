import type { Page } from "@playwright/test";
import { card, expectToast, fillBrief } from "./advertiser-kit";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * Saving a brief as a draft or submitting it for approval: the brief form's two actions,
 * Enter in a field (the hidden default button keeps the status: a new brief is saved as a
 * draft, a saved one stays as it is), a draft card's 'Submit for approval', and the
 * toasts that say which happened and what comes next. Fresh advertisers only.
 */

/** The status the card of `title` shows. */
function statusOf(page: Page, title: string) {
  return card(page, title).getByTestId("brief-status");
}

/** The form's required texts, by their Indonesian labels. */
async function fillBriefInIndonesian(page: Page, title: string) {
  await page.getByLabel("Judul Brief *").fill(title);
  await page.getByLabel("Nama Perusahaan *").fill("PT Uji Coba");
  await page.getByLabel("Deskripsi Brief Kampanye *").fill("Kami mencari komunitas teknologi untuk memperkenalkan aplikasi kami.");
  await page.getByLabel("18-24 tahun").check();
  await page.getByLabel("Panduan Komunitas *").fill("Bahasa santai dan sopan.");
  await page.getByLabel("Jadwal Unggahan *").fill("Satu unggahan per minggu.");
  await page.getByLabel("Lingkup Pekerjaan *").fill("Dua unggahan dan satu sesi tanya jawab.");
}

/** The id in the card's Edit link. */
async function idOf(page: Page, title: string): Promise<number> {
  const href = await card(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .getAttribute("href");
  return Number(/briefs\/(\d+)\/edit/.exec(href ?? "")![1]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Submit for approval' and 'Save draft' say which happened; Enter saves a draft and keeps a saved brief's status; a draft's card submits it", async ({
    page,
    advertiser,
  }) => {
    expect(advertiser.role).toBe("ADVERTISER");
    // Straight to the admin from the create page.
    await page.goto("/advertiser/create-brief");
    await fillBrief(page, "Brief Langsung Diajukan");
    await page.getByRole("button", { name: "Submit for approval" }).click();
    await expect(page).toHaveURL("/advertiser/briefs");
    // A new brief: the spec's title, and what happened in the text line.
    await expectToast(page, "Campaign brief created successfully!");
    await expectToast(page, "Submitted for approval: an administrator will review it; you will be notified.");
    await expect(statusOf(page, "Brief Langsung Diajukan")).toHaveText("Pending Approval");
    await expect(card(page, "Brief Langsung Diajukan").getByRole("button", { name: /for approval/ })).toHaveCount(0);

    // Enter in a field of a new brief saves a draft, never submits it.
    await page.goto("/advertiser/create-brief");
    await fillBrief(page, "Brief Disimpan Dengan Enter");
    await page.getByLabel("Brief Title *").press("Enter");
    await expect(page).toHaveURL("/advertiser/briefs");
    await expectToast(page, "Campaign brief created successfully!");
    await expectToast(page, "Saved as a draft: submit it for approval when it is ready.");
    await expect(statusOf(page, "Brief Disimpan Dengan Enter")).toHaveText("Draft");
    const id = await idOf(page, "Brief Disimpan Dengan Enter");

    // Enter on a draft's edit page saves it, still a draft.
    await page.goto(`/advertiser/briefs/${id}/edit`);
    await page.getByLabel("Brief Title *").fill("Brief Disimpan Dengan Enter Lagi");
    await page.getByLabel("Brief Title *").press("Enter");
    await expectToast(page, "Brief saved as a draft");
    await expect(statusOf(page, "Brief Disimpan Dengan Enter Lagi")).toHaveText("Draft");

    // The draft's card submits it for approval.
    await card(page, "Brief Disimpan Dengan Enter Lagi")
      .getByRole("button", { name: "Submit Brief Disimpan Dengan Enter Lagi for approval" })
      .click();
    await expect(page).toHaveURL("/advertiser/briefs");
    await expectToast(page, "Brief submitted for approval");
    await expect(statusOf(page, "Brief Disimpan Dengan Enter Lagi")).toHaveText("Pending Approval");

    // Enter on the edit page of a brief in review keeps it in review.
    await page.goto(`/advertiser/briefs/${id}/edit`);
    await page.getByLabel("Brief Title *").press("Enter");
    await expectToast(page, "Campaign brief updated successfully!");
    await expectToast(page, "It still waits for an administrator's review");
    await expect(statusOf(page, "Brief Disimpan Dengan Enter Lagi")).toHaveText("Pending Approval");

    // 'Move back to draft' takes it out of review.
    await page.goto(`/advertiser/briefs/${id}/edit`);
    await page.getByRole("button", { name: "Move back to draft" }).click();
    await expectToast(page, "Brief moved back to draft");
    await expect(statusOf(page, "Brief Disimpan Dengan Enter Lagi")).toHaveText("Draft");
  });
});

test.describe("at 360 px in Bahasa Indonesia", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the two actions fit, and submitting from the form and from a card say so in Indonesian", async ({ page, baseURL, advertiser }) => {
    expect(advertiser.role).toBe("ADVERTISER");
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/advertiser/create-brief");
    const actions = page.getByTestId("brief-actions");
    await expect(actions.getByRole("button")).toHaveText(["Simpan draf", "Ajukan untuk persetujuan"]);
    await expectNoHorizontalScroll(page);
    await fillBriefInIndonesian(page, "Brief Draf Layar Kecil");
    await page.getByRole("button", { name: "Simpan draf" }).click();
    await expectToast(page, "Brief kampanye berhasil dibuat!");
    await expectToast(page, "Disimpan sebagai draf: ajukan untuk persetujuan jika sudah siap.");
    await expectNoHorizontalScroll(page);

    await card(page, "Brief Draf Layar Kecil").getByRole("button", { name: "Ajukan Brief Draf Layar Kecil untuk persetujuan" }).click();
    await expectToast(page, "Brief diajukan untuk persetujuan");
    await expectToast(page, "Administrator akan meninjaunya; Anda akan diberi tahu.");
    await expect(statusOf(page, "Brief Draf Layar Kecil")).toHaveText("Menunggu Persetujuan");

    await page.goto("/advertiser/create-brief");
    await fillBriefInIndonesian(page, "Brief Diajukan Layar Kecil");
    await page.getByRole("button", { name: "Ajukan untuk persetujuan" }).click();
    await expectToast(page, "Brief kampanye berhasil dibuat!");
    await expectToast(page, "Diajukan untuk persetujuan: administrator akan meninjaunya; Anda akan diberi tahu.");
    await expect(statusOf(page, "Brief Diajukan Layar Kecil")).toHaveText("Menunggu Persetujuan");
    await expectNoHorizontalScroll(page);
    await expect(card(page, "Brief Diajukan Layar Kecil").getByRole("button", { name: /untuk persetujuan/ })).toHaveCount(0);
  });
});
