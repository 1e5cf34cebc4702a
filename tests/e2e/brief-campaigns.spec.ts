import type { Browser, Page } from "@playwright/test";
import { activeBrief, campaignOn, unique, type Kit } from "./campaigns-kit";
import { DEMO, expect, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * Campaign work from the brand's and the admin's side, as people do it: the brand (in
 * English, on a desktop) finds each brief's campaigns and the proofs waiting for its
 * answer from the brief cards of its Campaigns list and its dashboard, accepts the only
 * campaign's proof, and the brief stays open for other communities; the admin (without
 * JavaScript) decides with the brief's budget beside the proposed fee, and the owner (in
 * Bahasa Indonesia on a phone) reads the agreed fee in the approval and follows it to the
 * campaign. Every party is fresh; the admin's part that is not on screen goes through
 * the API.
 */

/** A page of its own for `user` (an owner beside the test's own page). */
async function pageOf(
  browser: Browser,
  baseURL: string,
  user: TestUser,
  options: { lang?: "en" | "id"; phone?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(options.phone ? { viewport: { width: 360, height: 800 } } : {}) });
  if (options.lang) await context.addCookies([{ name: "lang", value: options.lang, url: baseURL }]);
  const page = await context.newPage();
  const answer = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return page;
}

/** The card of the brief titled `title`. */
const cardOf = (page: Page, title: string) =>
  page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

for (const js of [true, false]) {
  test.describe(`${js ? "with" : "without"} JavaScript, on a desktop`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("a brief card says Campaigns (N) and the proofs to answer, on the list and the dashboard; accepting the only proof leaves the brief open", async ({
      page,
      browser,
      baseURL,
      makeUser,
      signInAs,
      adminRequest,
      playwright,
    }) => {
      const advertiser = await makeUser({ role: "ADVERTISER" });
      const title = `Kopdar Brand ${unique()}`;
      const owners = [await makeUser(), await makeUser()];
      const ownerPages = await Promise.all(owners.map((owner) => pageOf(browser, baseURL!, owner)));
      const kitOf = (ownerPage: Page): Kit => ({ page: ownerPage, makeUser, adminRequest, playwright, baseURL });
      const briefId = await activeBrief(kitOf(ownerPages[0]), title, { budget_min: "1.000.000", budget_max: "3.000.000" }, advertiser);
      const [first, second] = [await campaignOn(kitOf(ownerPages[0]), briefId), await campaignOn(kitOf(ownerPages[1]), briefId)];
      const proof = await ownerPages[0].request.post(`/api/campaigns/${first.campaignId}/proof`, {
        data: { links: ["https://t.me/kopdar/1"], reach: 900 },
      });
      expect(proof.status(), await proof.text()).toBe(201);
      void second;

      await signInAs(advertiser);
      await page.goto("/advertiser/briefs");
      const action = cardOf(page, title).getByTestId("brief-campaigns");
      await expect(action).toContainText("Campaigns (2)");
      await expect(action.getByTestId("proofs-waiting")).toHaveText("1 proof to answer");
      await expect(action).toHaveAttribute("href", `/briefs/${briefId}/report`);
      // Its name says which brief, as the card's other actions do.
      await expect(action).toHaveAccessibleName(`Campaigns (2) of ${title}, 1 proof to answer`);
      await expectNoHorizontalScroll(page);

      await page.goto("/advertiser/dashboard");
      await expect(cardOf(page, title).getByTestId("proofs-waiting")).toHaveText("1 proof to answer");
      await cardOf(page, title).getByTestId("brief-campaigns").click();
      await expect(page).toHaveURL(`/briefs/${briefId}/report`);

      // The brand accepts the proof: its campaign is done, the brief stays open (it ends in no date).
      await page
        .locator(`#campaign-${first.campaignId}`)
        .getByRole("button", { name: `Accept the proof of ${first.community.name}` })
        .click();
      await expect(page.getByTestId("toast")).toContainText("Proof accepted");
      await page.goto("/advertiser/briefs");
      await expect(cardOf(page, title).getByTestId("brief-status")).toHaveText("Active");
      await expect(cardOf(page, title).getByTestId("brief-campaigns")).toHaveAccessibleName(`Campaigns (2) of ${title}`);
      await expect(cardOf(page, title).getByTestId("proofs-waiting")).toHaveCount(0);

      // Another community still finds it and may apply.
      const next = await pageOf(browser, baseURL!, await makeUser());
      const community = await next.request.post("/api/communities", {
        data: {
          name: `Komunitas Susulan ${unique()}`,
          description: "Komunitas yang baru menemukan brief ini.",
          category: ["TECHNOLOGY"],
          platforms: [{ type: "TELEGRAM", url: "https://t.me/susulan" }],
        },
      });
      expect(community.status(), await community.text()).toBe(201);
      await next.goto(`/community/briefs?tab=all&dialog=apply&id=${briefId}`);
      await expect(
        next.getByRole("dialog", { name: "Apply to Campaign" }).getByRole("button", { name: "Submit Application" }),
      ).toBeVisible();
      for (const p of [...ownerPages, next]) await p.context().close();
    });
  });
}

test.describe("the admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("decides with the brief's budget beside the proposed fee; the owner reads the agreed fee in Bahasa Indonesia at 360 px and opens the campaign", async ({
    page,
    browser,
    baseURL,
    makeUser,
    signInAs,
    adminRequest,
    playwright,
  }) => {
    const owner = await makeUser();
    const ownerPage = await pageOf(browser, baseURL!, owner, { lang: "id", phone: true });
    const title = `Kopdar Biaya ${unique()}`;
    const briefId = await activeBrief({ page: ownerPage, makeUser, adminRequest, playwright, baseURL }, title, {
      budget_min: "1.000.000",
      budget_max: "3.000.000",
    });
    const community = await ownerPage.request.post("/api/communities", {
      data: {
        name: `Komunitas Biaya ${unique()}`,
        description: "Komunitas pecinta kopi yang rutin kopdar.",
        category: ["TECHNOLOGY"],
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopdar" }],
      },
    });
    expect(community.status(), await community.text()).toBe(201);
    const applied = await ownerPage.request.post(`/api/briefs/${briefId}/apply`, {
      data: { communityId: ((await community.json()) as { id: number }).id, proposed_fee: 1_750_000 },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { id: number }).id;

    await signInAs(DEMO.admin);
    await page.goto(`/admin/applications?dialog=decide&id=${applicationId}`);
    const dialog = page.getByRole("dialog", { name: "Application" });
    await expect(dialog.getByTestId("proposed-fee")).toHaveText("Rp 1.750.000");
    await expect(dialog.getByTestId("brief-budget")).toHaveText("Rp 1.000.000 – Rp 3.000.000");
    // Beside it: the next row of the same list, labelled.
    await expect(dialog.locator('[data-testid="proposed-fee"] + dt')).toHaveText("Brief's budget");
    await dialog.getByLabel("Agreed fee (Rp)").fill("2.000.000");
    await dialog.getByRole("button", { name: "Approve Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application approved");

    // The owner's notification: the agreed fee, and the way to the campaign.
    await ownerPage.goto("/community/notifications");
    const note = ownerPage.getByTestId("notification").filter({ hasText: title });
    await expect(note).toContainText("Lamaran disetujui");
    await expect(note).toContainText("jangan mulai dulu: kami kabari setelah dibayar");
    await expect(note).toContainText("Biaya yang disepakati: Rp 2.000.000.");
    await expectNoHorizontalScroll(ownerPage);
    await note.getByRole("link").first().click();
    await expect(ownerPage).toHaveURL(/\/community\/campaigns\/\d+$/);
    await expect(ownerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(ownerPage.getByTestId("campaign-fee")).toHaveText("Rp 2.000.000");
    await ownerPage.context().close();
  });
});
