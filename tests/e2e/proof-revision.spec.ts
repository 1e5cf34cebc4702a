import type { APIRequestContext, Page } from "@playwright/test";
import { png, startCampaign, unique, type Kit } from "./campaigns-kit";
import { expect, expectFieldError, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * The owner's proof as people send it (docs/product.md, "Campaigns"): a WhatsApp
 * broadcast or a meet-up has no web page, so screenshots alone are a proof (a new owner
 * in Bahasa Indonesia on a 360 px phone); and a proof after the advertiser asked for
 * changes starts from the latest one, the reason on top, its screenshots kept unless the
 * owner ticks one out. With and without JavaScript.
 */

const PHONE = { width: 360, height: 800 };

/** An API client signed in as `user` (the advertiser's answers go through the API). */
async function apiAs(kit: Kit, user: TestUser): Promise<APIRequestContext> {
  const api = await kit.playwright.request.newContext({ baseURL: kit.baseURL });
  const answer = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return api;
}

/** The address of every screenshot shown in one proof of the history. */
async function shownScreenshots(page: Page, proof: number): Promise<string[]> {
  return page
    .getByTestId("proof")
    .nth(proof)
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
}

for (const js of [false, true]) {
  test.describe(`${js ? "with" : "without"} JavaScript, at 360 px`, () => {
    test.use({ javaScriptEnabled: js, viewport: PHONE });

    test("in Bahasa Indonesia, screenshots, figures and a note are a proof without any link; nothing at all is refused", async ({
      page,
      owner,
      makeUser,
      adminRequest,
      playwright,
      baseURL,
    }) => {
      void owner;
      await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
      const title = `Siaran WhatsApp ${unique()}`;
      const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);
      await page.goto(`/community/campaigns/${campaignId}`);
      const form = page.getByTestId("proof-form");
      await expect(page.getByTestId("submit-proof")).toContainText("Bukti perlu minimal satu tautan atau satu tangkapan layar");

      // Nothing: refused next to the links, what was typed kept.
      await form.getByLabel("Catatan (opsional)").fill("Siaran ke 3 grup WhatsApp dan kopdar Sabtu.");
      await form.getByRole("button", { name: "Kirim bukti" }).click();
      await expect(page.getByTestId("error-summary")).toContainText("Tambahkan minimal satu tautan atau satu tangkapan layar");
      await expectFieldError(page, "Tautan unggahan atau halaman acara", "Tambahkan minimal satu tautan atau satu tangkapan layar");
      await expect(page.getByLabel("Catatan (opsional)")).toHaveValue("Siaran ke 3 grup WhatsApp dan kopdar Sabtu.");
      await expectNoHorizontalScroll(page);

      // Two screenshots and the figures, no link: accepted.
      await page.getByLabel("Orang yang dijangkau atau tayangan").fill("2350");
      await page.getByLabel("Peserta (acara offline)").fill("18");
      await page.getByLabel("Tangkapan layar", { exact: true }).setInputFiles([
        { name: "siaran.png", mimeType: "image/png", buffer: await png(120, { r: 37, g: 211, b: 102 }) },
        { name: "kopdar.png", mimeType: "image/png", buffer: await png(120, { r: 200, g: 90, b: 40 }) },
      ]);
      await page.getByRole("button", { name: "Kirim bukti" }).click();
      await expect(page.getByTestId("toast")).toBeVisible();
      await expect(page.getByTestId("campaign-state")).toHaveText("Bukti terkirim");
      const proof = page.getByTestId("proof");
      await expect(proof).toHaveCount(1);
      await expect(proof.getByRole("img")).toHaveCount(2);
      await expect(proof).toContainText("Siaran ke 3 grup WhatsApp dan kopdar Sabtu.");
      await expect(proof).toContainText("2.350");
      await expectNoHorizontalScroll(page);
    });

    test("after changes were asked the form holds the latest proof, the reason on top; a screenshot ticked out leaves, the rest stay beside a new one", async ({
      page,
      owner,
      makeUser,
      adminRequest,
      playwright,
      baseURL,
    }) => {
      void owner;
      const kit = { page, makeUser, adminRequest, playwright, baseURL };
      const { campaignId, advertiser } = await startCampaign(kit, `Kampanye Revisi ${unique()}`);
      // The first proof, through the API: two links, figures, a note and two screenshots.
      const first = new FormData();
      first.append("links", "https://t.me/kerjakampanye/31");
      first.append("links", "https://t.me/kerjakampanye/32");
      first.append("reach", "2.350");
      first.append("reactions", "140");
      first.append("note", "Dua unggahan di grup.");
      first.append("screenshots", new Blob([new Uint8Array(await png(100, { r: 10, g: 90, b: 200 }))], { type: "image/png" }), "satu.png");
      first.append("screenshots", new Blob([new Uint8Array(await png(100, { r: 200, g: 40, b: 90 }))], { type: "image/png" }), "dua.png");
      const sent = await page.request.post(`/api/campaigns/${campaignId}/proof`, { multipart: first });
      expect(sent.status(), await sent.text()).toBe(201);
      const api = await apiAs(kit, advertiser);
      const reason = "Tolong ganti tangkapan layar pertama dengan insight jangkauan.";
      expect((await api.put(`/api/campaigns/${campaignId}/request-changes`, { data: { reason } })).status()).toBe(200);
      await api.dispose();

      await page.goto(`/community/campaigns/${campaignId}`);
      const form = page.getByTestId("proof-form");
      // The reason first, before any field.
      const asked = form.getByTestId("changes-reason");
      await expect(asked).toContainText("The advertiser asked for changes");
      await expect(asked).toContainText(reason);
      const [reasonBox, linksBox] = [await asked.boundingBox(), await form.getByLabel("Links to the posts or event pages").boundingBox()];
      expect(reasonBox!.y).toBeLessThan(linksBox!.y);
      // Filled from the latest proof.
      await expect(form.getByLabel("Links to the posts or event pages")).toHaveValue(
        "https://t.me/kerjakampanye/31\nhttps://t.me/kerjakampanye/32",
      );
      await expect(form.getByLabel("People reached or views")).toHaveValue("2.350");
      await expect(form.getByLabel("Reactions or replies")).toHaveValue("140");
      await expect(form.getByLabel("Attendees (offline events)")).toHaveValue("");
      await expect(form.getByLabel("Note (optional)")).toHaveValue("Dua unggahan di grup.");
      const kept = form.getByTestId("kept-screenshots");
      await expect(kept.getByRole("img")).toHaveCount(2);
      const before = await shownScreenshots(page, 0);
      expect(before).toHaveLength(2);
      await expect(kept.getByRole("checkbox", { name: "Remove screenshot 1" })).not.toBeChecked();
      await expect(kept.getByRole("checkbox", { name: "Remove screenshot 2" })).not.toBeChecked();
      await expectNoHorizontalScroll(page);

      // Tick the first out, add a new file, change a figure.
      await kept.getByRole("checkbox", { name: "Remove screenshot 1" }).check();
      await form.getByLabel("People reached or views").fill("4100");
      await form
        .getByLabel("Screenshots", { exact: true })
        .setInputFiles([{ name: "insight.png", mimeType: "image/png", buffer: await png(100, { r: 250, g: 200, b: 0 }) }]);
      await form.getByRole("button", { name: "Submit proof" }).click();
      await expect(page.getByTestId("toast")).toContainText("Proof submitted");
      await expect(page.getByTestId("campaign-state")).toHaveText("Proof submitted");
      await expect(page.getByTestId("proof")).toHaveCount(2);

      // The new proof: the second screenshot kept (the same file) and the new one; the older proof keeps both of its own.
      const latest = await shownScreenshots(page, 0);
      expect(latest).toHaveLength(2);
      expect(latest[0]).toBe(before[1]);
      expect(before).not.toContain(latest[1]);
      expect(await shownScreenshots(page, 1)).toEqual(before);
      await expect(page.getByTestId("proof").nth(0)).toContainText("4,100");
      await expect(page.getByTestId("proof").nth(0)).toContainText("https://t.me/kerjakampanye/32");
      for (const src of [...latest, ...before]) expect((await page.request.get(src)).status()).toBe(200);
    });
  });
}
