import type { Page } from "@playwright/test";
import { startCampaign, unique } from "./campaigns-kit";
import { expect, test } from "./fixtures";

/*
 * Switching the language in the middle of a form keeps what was typed
 * (app/utils/keep-typed.ts), with and without JavaScript: the brand's brief form (its
 * title and more, in English on a desktop), and the owner's proof form and review form
 * (stars and text, in Bahasa Indonesia on a 360 px phone). Nothing is saved by the
 * switch and no error shows, even for a form not yet complete. (A page without such a
 * form switches plainly: frame.spec.ts.)
 */

/** Press the language button `code` of the switch in view (the sidebar's, or on a phone the menu drawer's). */
async function switchTo(page: Page, code: "EN" | "ID") {
  const buttons = page.locator('form[action="/language"]').getByRole("button", { name: code, exact: true }).filter({ visible: true });
  if ((await buttons.count()) === 0) await page.getByTestId("side-drawer").locator("summary").click();
  await buttons.first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", code.toLowerCase());
}

for (const js of [false, true]) {
  test.describe(`${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("the brief form keeps its title and the rest through a switch to Indonesian and back; nothing is saved", async ({
      page,
      advertiser,
    }) => {
      void advertiser;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/advertiser/create-brief");
      const title = `Peluncuran Kopi Susu ${unique()}`;
      await page.getByLabel("Brief Title *").fill(title);
      await page.getByLabel("Company Name *").fill("PT Kopi Nusantara");
      await page.getByLabel("Campaign Brief Description *").fill("Kami mencari komunitas pecinta kopi di Bandung.");
      await page.getByLabel("Maximum Budget (Rp)").fill("5.000.000");
      await switchTo(page, "ID");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buat Brief Kampanye");
      await expect(page.getByLabel("Judul Brief *")).toHaveValue(title);
      await expect(page.getByLabel("Nama Perusahaan *")).toHaveValue("PT Kopi Nusantara");
      await expect(page.getByLabel("Deskripsi Brief Kampanye *")).toHaveValue("Kami mencari komunitas pecinta kopi di Bandung.");
      await expect(page.getByLabel("Anggaran Maksimum (Rp)")).toHaveValue("5.000.000");
      // No error: nothing was checked, nothing saved.
      await expect(page.getByTestId("error-summary")).toHaveCount(0);
      await expect(page.locator(".field-error")).toHaveCount(0);

      // Typed in Indonesian, back to English: kept again.
      await page.getByLabel("Judul Brief *").fill(`${title} Edisi Dua`);
      await switchTo(page, "EN");
      await expect(page.getByLabel("Brief Title *")).toHaveValue(`${title} Edisi Dua`);
      await expect(page.getByLabel("Company Name *")).toHaveValue("PT Kopi Nusantara");

      // Nothing was saved: the advertiser still has no brief.
      const briefs = await page.request.get("/api/briefs");
      expect(((await briefs.json()) as { title: string }[]).map((b) => b.title)).not.toContain(title);
    });

    test("in Bahasa Indonesia at 360 px, the proof form and the review's stars and text survive a switch", async ({
      page,
      owner,
      makeUser,
      adminRequest,
      playwright,
      baseURL,
    }) => {
      void owner;
      await page.setViewportSize({ width: 360, height: 800 });
      await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
      const kit = { page, makeUser, adminRequest, playwright, baseURL };
      const { campaignId, advertiser } = await startCampaign(kit, `Kampanye Bahasa ${unique()}`);
      await page.goto(`/community/campaigns/${campaignId}`);
      await page.getByLabel("Tautan unggahan atau halaman acara").fill("https://t.me/kerjakampanye/51");
      await page.getByLabel("Orang yang dijangkau atau tayangan").fill("2350");
      await page.getByLabel("Catatan (opsional)").fill("Dua unggahan dan satu kopdar.");
      await switchTo(page, "EN");
      await expect(page.getByLabel("Links to the posts or event pages")).toHaveValue("https://t.me/kerjakampanye/51");
      await expect(page.getByLabel("People reached or views")).toHaveValue(js ? "2.350" : "2350");
      await expect(page.getByLabel("Note (optional)")).toHaveValue("Dua unggahan dan satu kopdar.");
      await expect(page.getByTestId("error-summary")).toHaveCount(0);
      // Nothing was sent: no proof yet.
      await expect(page.getByTestId("no-proofs")).toBeVisible();
      await switchTo(page, "ID");

      // Enter in a field still sends the proof (the switch's buttons belong to the form,
      // and the first of them in the page is a hidden one that submits it as it is).
      await page.getByLabel("Tautan unggahan atau halaman acara").fill("https://t.me/kerjakampanye/51");
      await page.getByLabel("Peserta (acara offline)").fill("12");
      await page.getByLabel("Peserta (acara offline)").press("Enter");
      await expect(page.getByTestId("campaign-state")).toHaveText("Bukti terkirim");
      await expect(page.getByTestId("proof")).toContainText("https://t.me/kerjakampanye/51");
      await expect(page.locator("html")).toHaveAttribute("lang", "id");

      // The advertiser accepts: the review form.
      const api = await playwright.request.newContext({ baseURL });
      expect((await api.post("/api/login", { data: { email: advertiser.email, password: advertiser.password } })).status()).toBe(200);
      expect((await api.put(`/api/campaigns/${campaignId}/accept`)).status()).toBe(200);
      await api.dispose();
      await page.goto(`/community/campaigns/${campaignId}`);
      const form = page.getByTestId("review-form");
      await form.locator('input[name="rating"][value="4"]').check({ force: true });
      await form.getByLabel("Ulasan Anda (opsional)").fill("Brief jelas, pembayaran tepat waktu.");
      await switchTo(page, "EN");
      const kept = page.getByTestId("review-form");
      await expect(kept.locator('input[name="rating"][value="4"]')).toBeChecked();
      await expect(kept.getByLabel("Your review (optional)")).toHaveValue("Brief jelas, pembayaran tepat waktu.");
      await expect(page.getByTestId("my-review")).toHaveCount(0);
    });
  });
}
