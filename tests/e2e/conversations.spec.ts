import type { Browser, Page } from "@playwright/test";
import { png, startCampaign, unique } from "./campaigns-kit";
import { DEMO, expect, expectFieldError, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * One conversation per deal (docs/product.md, "Conversations"): the community's owner and
 * the brand talk in their campaign's thread, with an image, on a 360 px phone, with and
 * without JavaScript (and once in Bahasa Indonesia); the unread count on the links that
 * lead there; the author's delete; the admin writing as Guyub and hiding a message with
 * a note. Axe checks every page (the kit's a11y fixture).
 */

const PHONE = { width: 360, height: 800 };

/** A second person on the same server: its own browser context, signed in. */
async function personPage(browser: Browser, baseURL: string | undefined, user: { email: string; password: string }, js: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js, viewport: PHONE });
  const answer = await context.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return context.newPage();
}

/** Write a message (and attach images) in the conversation's form and send it. */
async function send(page: Page, text: string, images: { name: string; buffer: Buffer }[] = []) {
  const form = page.getByTestId("compose-form");
  await form.getByLabel("Your message").fill(text);
  if (images.length) {
    await form
      .getByLabel("Images (optional)")
      .setInputFiles(images.map((image) => ({ name: image.name, mimeType: "image/png", buffer: image.buffer })));
  }
  await form.getByRole("button", { name: "Send" }).click();
}

const message = (page: Page, text: string) => page.getByTestId("message").filter({ hasText: text });

/** The image was served and decoded (a private file the reader may see). */
async function expectImageShown(page: Page, text: string) {
  const image = message(page, text).getByTestId("message-image");
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

for (const js of [false, true]) {
  test.describe(`${js ? "with" : "without"} JavaScript, at 360 px`, () => {
    test.use({ javaScriptEnabled: js, viewport: PHONE });

    test("the owner and the brand talk in their campaign's thread with an image; the unread count leads there", async ({
      page,
      owner,
      browser,
      makeUser,
      adminRequest,
      playwright,
      baseURL,
    }) => {
      void owner;
      const title = `Obrolan Kampanye ${unique()}`;
      const { campaignId, briefId, advertiser } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);

      // With JavaScript the page reloads its messages every 30 seconds: the test holds the clock.
      if (js) await page.clock.install();
      // The owner opens the conversation from the campaign's page: nothing yet.
      await page.goto(`/community/campaigns/${campaignId}`);
      await page.getByTestId("conversation-link").click();
      await expect(page).toHaveURL(new RegExp(`/conversations/campaign/${campaignId}`));
      await expect(page.getByTestId("no-messages")).toBeVisible();

      // Nothing written: refused next to the field.
      await page.getByTestId("compose-form").getByRole("button", { name: "Send" }).click();
      await expectFieldError(page, "Your message", "Write a message or add an image");

      // A message with a photo.
      await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
      await send(page, "Halo! Ini foto booth kami untuk kopdar Sabtu.", [{ name: "booth.png", buffer: await png(200) }]);
      await expect(message(page, "Halo! Ini foto booth kami")).toBeVisible();
      await expectImageShown(page, "Halo! Ini foto booth kami");
      await expect(page.getByTestId("compose-form").getByLabel("Your message")).toHaveValue("");
      if (js) {
        // Sent in place: the page was not loaded again.
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      }
      await expectNoHorizontalScroll(page);

      // The brand sees one unread message on its report, opens it and answers.
      const brand = await personPage(browser, baseURL, advertiser as TestUser, js);
      await brand.goto(`/briefs/${briefId}/report?campaign=${campaignId}`);
      const link = brand.locator(`#campaign-${campaignId}`).getByTestId("conversation-link");
      await expect(link).toHaveText("Conversation (1 unread)");
      await link.click();
      await expect(brand).toHaveURL(new RegExp(`/conversations/campaign/${campaignId}`));
      await expectImageShown(brand, "Halo! Ini foto booth kami");
      await send(brand, "Terima kasih, materi spanduk menyusul besok.");
      await expect(message(brand, "Terima kasih, materi spanduk")).toBeVisible();
      await expectNoHorizontalScroll(brand);
      if (js) {
        // The owner's open page shows the answer within 30 seconds, without a reload.
        await expect(message(page, "Terima kasih, materi spanduk")).toHaveCount(0);
        await page.clock.runFor(31_000);
        await expect(message(page, "Terima kasih, materi spanduk")).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      }
      // Read: no unread count left for the brand.
      await brand.goto(`/briefs/${briefId}/report?campaign=${campaignId}`);
      await expect(brand.locator(`#campaign-${campaignId}`).getByTestId("conversation-link")).toHaveText("Conversation");
      await brand.context().close();

      // Messages (the side menu's) lists the conversation with the brand's answer, counted unless read.
      await page.goto("/conversations");
      const convo = page.getByTestId("conversation-card").filter({ hasText: title });
      await expect(convo).toContainText(/^Campaign/);
      await expect(convo).toContainText("Terima kasih, materi spanduk menyusul besok.");
      await expect(convo.getByTestId("unread")).toHaveCount(js ? 0 : 1);
      if (!js) await expect(convo.getByTestId("unread")).toHaveText("1 unread");
      await expectNoHorizontalScroll(page);

      // The owner's campaign list counts the answer unless it was read; the conversation shows it.
      await page.goto("/community/campaigns");
      const card = page.getByTestId("campaign-card").filter({ hasText: title });
      // (With JavaScript the open page already showed it: read.)
      await expect(card.getByTestId("conversation-link")).toHaveText(js ? "Conversation" : "Conversation (1 unread)");
      // The bell (in every signed-in page's frame) has the thread's notice, unread unless read.
      const notice = () => page.getByTestId("bell").getByTestId("bell-item").filter({ hasText: "New message" });
      const markRead = () => notice().locator("button", { hasText: "Mark read" });
      await expect(notice()).toHaveCount(1);
      await expect(markRead()).toHaveCount(js ? 0 : 1);
      await card.getByTestId("conversation-link").click();
      await expect(message(page, "Terima kasih, materi spanduk")).toBeVisible();
      await expect(page.getByTestId("message")).toHaveCount(2);
      // The conversation is drawn in the reader's own frame, and reading it read the notice.
      await expect(notice()).toHaveCount(1);
      await expect(markRead()).toHaveCount(0);

      // A message sent by mistake is deleted within 5 minutes: it shows "deleted".
      await send(page, "Salah kirim, abaikan.");
      const wrong = message(page, "Salah kirim, abaikan.");
      await expect(wrong).toBeVisible();
      await wrong.getByRole("button", { name: /Delete your message/ }).click();
      await expect(page.getByTestId("message").last().getByTestId("message-notice")).toHaveText("This message was deleted.");
      await expect(page.getByText("Salah kirim, abaikan.")).toHaveCount(0);
    });
  });
}

test.describe("the admin", () => {
  test.use({ viewport: PHONE });

  test("writes as Guyub and hides a message with a note; the parties see that it was hidden", async ({
    page,
    owner,
    browser,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
    signInAs,
  }) => {
    void owner;
    const title = `Obrolan Admin ${unique()}`;
    const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title);
    await page.goto(`/conversations/campaign/${campaignId}`);
    await send(page, "Boleh minta nomor WA pribadi brand?");
    await expect(message(page, "Boleh minta nomor WA pribadi")).toBeVisible();

    const admin = await personPage(browser, baseURL, DEMO.admin, true);
    await admin.goto(`/admin/campaigns?dialog=view&id=${campaignId}`);
    await admin.getByRole("dialog").getByRole("link", { name: "Conversation", exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/conversations/campaign/${campaignId}`));
    await expect(admin.getByText("You write as Guyub.")).toBeVisible();
    await send(admin, "Halo dari Guyub: mohon tetap berbicara di sini.");
    await expect(message(admin, "Halo dari Guyub")).toContainText("Guyub team");
    await message(admin, "Boleh minta nomor WA pribadi")
      .getByRole("link", { name: /Hide the message/ })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Hide this message" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Note *").fill("Kontak pribadi tidak dibagikan di Guyub.");
    await dialog.getByRole("button", { name: "Hide message" }).click();
    await expect(message(admin, "Boleh minta nomor WA pribadi")).toContainText("Hidden from the parties. Note: Kontak pribadi");
    // The admin's list of every conversation is "Conversations" (its console's Messages are the contact form's).
    await admin.goto("/conversations");
    await expect(admin.getByRole("heading", { name: "Conversations", level: 1 })).toBeVisible();
    const listed = admin.getByTestId("conversation-card").filter({ hasText: title });
    await expect(listed).toContainText("Guyub: Halo dari Guyub");
    await admin.context().close();

    await signInAs(owner);
    await page.goto(`/conversations/campaign/${campaignId}`);
    await expect(page.getByText("This message was hidden by the Guyub admin.")).toBeVisible();
    await expect(page.getByText("Boleh minta nomor WA pribadi")).toHaveCount(0);
    await expect(message(page, "Halo dari Guyub")).toContainText("Guyub");
  });
});

test.describe("in Bahasa Indonesia, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the owner writes with a photo and the page speaks Indonesian", async ({
    page,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    void owner;
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    const { campaignId } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, `Obrolan Indonesia ${unique()}`);
    await page.goto(`/community/campaigns/${campaignId}`);
    await page.getByRole("link", { name: "Percakapan", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Percakapan", level: 1 })).toBeVisible();
    await expect(page.getByTestId("no-messages")).toHaveText("Belum ada pesan. Tulis pesan pertama di bawah.");
    const form = page.getByTestId("compose-form");
    await form.getByRole("button", { name: "Kirim" }).click();
    await expectFieldError(page, "Pesan Anda", "Tulis pesan atau tambahkan gambar");
    await form.getByLabel("Pesan Anda").fill("Foto kopdar minggu lalu, 120 anggota hadir.");
    await form.getByLabel("Gambar (opsional)").setInputFiles([{ name: "kopdar.png", mimeType: "image/png", buffer: await png(160) }]);
    await form.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pesan terkirim");
    await expectImageShown(page, "Foto kopdar minggu lalu");
    await expect(message(page, "Foto kopdar minggu lalu")).toContainText("Anda");
    await expect(message(page, "Foto kopdar minggu lalu").getByRole("button", { name: /Hapus pesan Anda/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
