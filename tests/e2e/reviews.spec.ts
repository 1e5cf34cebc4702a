import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DEMO, checkAccessibility, expect, expectNoHorizontalScroll, formatA11yViolations, test, type TestUser } from "./fixtures";

/*
 * Reviews of a completed campaign through the screens (docs/product.md, "Reviews"), at
 * 360 px: both sides see the review they owe on their dashboard; the owner reviews the
 * brand on its campaign page (stars are radio inputs) and waits, blind; the advertiser
 * cannot read it on the report until it has written its own, and then both are
 * published; each side replies once; an owner reads the brand's rating on a brief card
 * and, in the brief's dialog, with its reviews; the admin hides the owner's review with a
 * note, and the brand's rating and reviews no longer count it.
 * Once without JavaScript in English, once with it in Bahasa Indonesia. The campaign
 * itself is made through the JSON API. The owner uses the test's page (axe checks every
 * page it opened); the advertiser's and the admin's pages are checked here.
 */

const PHONE = { width: 360, height: 800 };

const TEXT = {
  en: {
    owed: "Reviews you owe",
    writeBrand: "Review the brand",
    writeCommunity: "Review the community",
    stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    text: "Your review (optional)",
    send: "Send review",
    sent: "Review sent",
    waiting: "Your review is in.",
    nowPublished: "Reviews published",
    published: "Both sides' reviews are published.",
    reply: "Your public reply",
    replySend: "Post reply",
    replied: "Reply posted",
    brandRating: "Brand rating",
    brandReviews: "Reviews from communities",
    noReviews: "No reviews yet.",
    view: "View",
  },
  id: {
    owed: "Ulasan yang belum Anda tulis",
    writeBrand: "Ulas brand",
    writeCommunity: "Ulas komunitas",
    stars: (n: number) => `${n} bintang`,
    text: "Ulasan Anda (opsional)",
    send: "Kirim ulasan",
    sent: "Ulasan terkirim",
    waiting: "Ulasan Anda sudah masuk.",
    nowPublished: "Ulasan diterbitkan",
    published: "Ulasan kedua pihak sudah diterbitkan.",
    reply: "Balasan publik Anda",
    replySend: "Kirim balasan",
    replied: "Balasan terkirim",
    brandRating: "Penilaian brand",
    brandReviews: "Ulasan dari komunitas",
    noReviews: "Belum ada ulasan.",
    view: "Lihat",
  },
} as const;

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

async function apiAs(playwright: Playwright, baseURL: string, user: { email: string; password: string }) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, status: number): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A COMPLETED campaign: the advertiser's ACTIVE brief, the owner's community applied and approved, a proof accepted. */
async function completedCampaign(
  playwright: Playwright,
  baseURL: string,
  adminRequest: APIRequestContext,
  owner: TestUser,
  advertiser: TestUser,
) {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const title = `Ulasan Kopi ${stamp}`;
  const community = `Kopdar Ulasan ${stamp}`;
  const company = `PT Ulasan ${stamp}`;
  const ad = await apiAs(playwright, baseURL, advertiser);
  const brief = await ok<{ id: number }>(
    ad.post("/api/briefs", {
      data: {
        title,
        company_name: company,
        description: "Kami mencari komunitas untuk memperkenalkan kopi lokal kepada anggotanya.",
        target_category: "TECHNOLOGY",
        community_guidelines: "Sebut #KopiNusantara.",
        schedule_post: "Satu unggahan per minggu.",
        scope_of_work: "Satu unggahan dan satu kopdar.",
        status: "PENDING_APPROVAL",
      },
    }),
    201,
  );
  await ok(adminRequest.put(`/api/admin/briefs/${brief.id}/status`, { data: { status: "active" } }), 200);
  const own = await apiAs(playwright, baseURL, owner);
  const created = await ok<{ id: number }>(
    own.post("/api/communities", {
      data: {
        name: community,
        description: "Komunitas pecinta kopi yang rutin kopdar di akhir pekan.",
        category: ["TECHNOLOGY"],
        location: "Medan",
        member_count: 2300,
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopdar" }],
      },
    }),
    201,
  );
  const app = await ok<{ id: number }>(
    own.post(`/api/briefs/${brief.id}/apply`, { data: { communityId: created.id, message: "Kami siap." } }),
    201,
  );
  const approved = await ok<{ campaign_id: number }>(
    adminRequest.put(`/api/admin/applications/${app.id}/status`, { data: { status: "approved" } }),
    200,
  );
  const id = approved.campaign_id;
  await ok(own.post(`/api/campaigns/${id}/proof`, { data: { links: ["https://t.me/kopdar/1"], reach: 900 } }), 201);
  await ok(ad.put(`/api/campaigns/${id}/accept`), 200);
  await Promise.all([own.dispose(), ad.dispose()]);
  return { id, briefId: brief.id, title, community, company };
}

/** Another ACTIVE brief of `advertiser` in AUTOMOTIVE (so the owner's category filter finds it among the newest). */
async function activeBrief(playwright: Playwright, baseURL: string, adminRequest: APIRequestContext, advertiser: TestUser, title: string) {
  const ad = await apiAs(playwright, baseURL, advertiser);
  const brief = await ok<{ id: number }>(
    ad.post("/api/briefs", {
      data: {
        title,
        company_name: `PT ${title}`,
        description: "Kami mencari komunitas otomotif untuk kopdar bersama.",
        target_category: "AUTOMOTIVE",
        community_guidelines: "Sebut #KopiNusantara.",
        schedule_post: "Satu unggahan per minggu.",
        scope_of_work: "Satu unggahan dan satu kopdar.",
        status: "PENDING_APPROVAL",
      },
    }),
    201,
  );
  await ok(adminRequest.put(`/api/admin/briefs/${brief.id}/status`, { data: { status: "active" } }), 200);
  await ad.dispose();
  return { id: brief.id, title };
}

async function phone(
  browser: Browser,
  baseURL: string,
  js: boolean,
  lang: "en" | "id",
  user: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: js, baseURL });
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  const page = await context.newPage();
  const login = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

async function expectAccessible(page: Page, state: string) {
  const violations = await checkAccessibility(page, state);
  expect(violations, formatA11yViolations(violations)).toEqual([]);
}

for (const run of [
  { js: false, lang: "en" as const },
  { js: true, lang: "id" as const },
]) {
  const t = TEXT[run.lang];
  test.describe(`reviews, ${run.js ? "with" : "without"} JavaScript, in ${run.lang}, at 360 px`, () => {
    test.use({ javaScriptEnabled: run.js, viewport: PHONE });

    test("both sides review blind, publish together, reply once; the admin hides one", async ({
      page,
      context,
      browser,
      playwright,
      baseURL,
      makeUser,
      adminRequest,
    }) => {
      test.setTimeout(120_000);
      const owner = await makeUser({ role: "COMMUNITY_OWNER" });
      const advertiser = await makeUser({ role: "ADVERTISER" });
      const c = await completedCampaign(playwright, baseURL!, adminRequest, owner, advertiser);
      await context.addCookies([{ name: "lang", value: run.lang, url: baseURL! }]);
      const signedIn = await page.request.post("/api/login", { data: { email: owner.email, password: owner.password } });
      expect(signedIn.status()).toBe(200);

      // The owner: the review it owes, on its dashboard, leads to the form.
      await page.goto("/community/dashboard");
      const owed = page.getByTestId("reviews-owed");
      await expect(owed.getByRole("heading", { name: t.owed })).toBeVisible();
      await owed.getByRole("link", { name: new RegExp(c.company) }).click();
      await expect(page).toHaveURL(new RegExp(`/community/campaigns/${c.id}#reviews$`));
      const panel = page.getByTestId("review-panel");
      await expect(panel.getByRole("heading", { name: t.writeBrand })).toBeVisible();
      await panel.getByRole("radio", { name: t.stars(4), exact: true }).check();
      await panel.getByLabel(t.text).fill("Brief jelas, pembayaran tepat waktu.");
      await expectNoHorizontalScroll(page);
      await panel.getByRole("button", { name: t.send }).click();
      await expect(page.getByTestId("toast")).toContainText(t.sent);
      await expect(page.getByTestId("review-status")).toContainText(t.waiting);
      await expect(page.getByTestId("my-review")).toContainText("Brief jelas, pembayaran tepat waktu.");
      await expect(page.getByTestId("review-form")).toHaveCount(0);

      // The advertiser: blind on the report until it has written its own.
      const ad = await phone(browser, baseURL!, run.js, run.lang, advertiser);
      await ad.goto("/advertiser/dashboard");
      await ad
        .getByTestId("reviews-owed")
        .getByRole("link", { name: new RegExp(c.community) })
        .click();
      await expect(ad).toHaveURL(new RegExp(`/briefs/${c.briefId}/report\\?campaign=${c.id}#campaign-${c.id}$`));
      const section = ad.locator(`#campaign-${c.id}`);
      await expect(section.getByRole("heading", { name: t.writeCommunity })).toBeVisible();
      await expect(section).not.toContainText("Brief jelas");
      await expectAccessible(ad, "the advertiser's review form");
      await section.getByRole("radio", { name: t.stars(5), exact: true }).check();
      await section.getByLabel(t.text).fill("Anggota aktif, kopdar ramai.");
      await section.getByRole("button", { name: t.send }).click();
      await expect(ad.getByTestId("toast")).toContainText(t.nowPublished);
      const adSection = ad.locator(`#campaign-${c.id}`);
      await expect(adSection.getByTestId("review-status")).toHaveText(t.published);
      await expect(adSection.getByTestId("their-review")).toContainText("Brief jelas, pembayaran tepat waktu.");
      // The advertiser's one reply to the owner's review.
      await adSection.getByLabel(t.reply).fill("Terima kasih, sampai kampanye berikutnya!");
      await adSection.getByRole("button", { name: t.replySend }).click();
      await expect(ad.getByTestId("toast")).toContainText(t.replied);
      await expect(ad.locator(`#campaign-${c.id}`).getByTestId("their-review")).toContainText("Terima kasih, sampai kampanye berikutnya!");
      await expect(ad.locator(`#campaign-${c.id}`).getByTestId("reply-form")).toHaveCount(0);
      await expectNoHorizontalScroll(ad);
      await expectAccessible(ad, "the published reviews on the report");

      // The owner: both published, the brand's reply shown, and its own reply.
      await page.goto(`/community/campaigns/${c.id}`);
      await expect(page.getByTestId("review-status")).toHaveText(t.published);
      await expect(page.getByTestId("their-review")).toContainText("Anggota aktif, kopdar ramai.");
      await expect(page.getByTestId("my-review")).toContainText("Terima kasih, sampai kampanye berikutnya!");
      await page.getByLabel(t.reply).fill("Senang bekerja sama.");
      await page.getByRole("button", { name: t.replySend }).click();
      await expect(page.getByTestId("toast")).toContainText(t.replied);
      await expect(page.getByTestId("their-review")).toContainText("Senang bekerja sama.");
      await page.goto("/community/dashboard");
      await expect(page.getByTestId("reviews-owed")).toHaveCount(0);

      // The brand's rating on its other brief's card, and in that brief's dialog with its reviews.
      const next = await activeBrief(playwright, baseURL!, adminRequest, advertiser, `Kopdar Otomotif ${c.id}`);
      const rating = run.lang === "id" ? "4,0 ★ (1)" : "4.0 ★ (1)";
      await page.goto("/community/briefs?tab=all&category=AUTOMOTIVE");
      const card = page.getByTestId("brief-card").filter({ hasText: next.title });
      await expect(card.getByRole("definition").filter({ hasText: rating })).toHaveCount(1);
      await expect(card.getByRole("term").filter({ hasText: t.brandRating })).toHaveCount(1);
      await card.getByRole("link", { name: `${t.view} ${next.title}` }).click();
      const brief = page.getByTestId("brief-dialog");
      await expect(brief.getByRole("heading", { name: new RegExp(t.brandReviews) })).toBeVisible();
      await expect(brief.getByTestId("brand-rating")).toContainText(rating);
      await expect(brief.getByTestId("review-list")).toContainText("Brief jelas, pembayaran tepat waktu.");
      await expect(brief.getByTestId("review-reply")).toContainText("Terima kasih, sampai kampanye berikutnya!");
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, "the brand's rating and reviews in the brief's dialog");

      // The advertiser's search shows the community's rating and its review.
      await ad.goto(`/advertiser/search?verified=false&q=${encodeURIComponent(c.community)}`);
      await expect(ad.getByTestId("community-card").first()).toContainText(run.lang === "id" ? "5,0 ★ (1)" : "5.0 ★ (1)");
      await ad.goto(
        `/advertiser/search?verified=false&q=${encodeURIComponent(c.community)}&community=${await communityIdOf(ad, c.community)}`,
      );
      const detail = ad.getByTestId("community-detail");
      await expect(detail.getByTestId("review-list")).toContainText("Anggota aktif, kopdar ramai.");
      await expectAccessible(ad, "the community's reviews in its detail dialog");

      // The admin hides the owner's review with a note (a URL-state dialog).
      const admin = await phone(browser, baseURL!, run.js, "en", DEMO.admin);
      await admin.goto(`/admin/campaigns?dialog=view&id=${c.id}`);
      const view = admin.getByTestId("campaign-dialog");
      const hideLink = view.getByRole("link", { name: `Hide the review by ${c.community}` });
      // With JavaScript the dialog is taken over by React as it hydrates: click the link it renders.
      if (run.js) await expect.poll(() => hideLink.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactProps")))).toBe(true);
      await hideLink.click();
      const hide = admin.getByTestId("hide-dialog");
      await expect(hide.getByRole("heading", { name: "Hide a review" })).toBeVisible();
      await expectAccessible(admin, "the hide dialog");
      await hide.getByLabel("Note for the author").fill("Contains a phone number.");
      await hide.getByRole("button", { name: "Hide", exact: true }).click();
      await expect(admin.getByTestId("toast")).toContainText("Review hidden");
      await expect(admin.getByTestId("campaign-dialog")).toContainText("Hidden by an administrator: Contains a phone number.");

      // Hidden: gone for the advertiser; its author reads why.
      await ad.goto(`/briefs/${c.briefId}/report`);
      await expect(ad.locator(`#campaign-${c.id}`)).not.toContainText("Brief jelas");
      await page.goto(`/community/campaigns/${c.id}`);
      await expect(page.getByTestId("my-review").getByTestId("review-hidden")).toContainText("Contains a phone number.");
      // ... and the brand's rating and reviews no longer count it.
      await page.goto(`/community/briefs?tab=all&category=AUTOMOTIVE&dialog=view&id=${next.id}`);
      await expect(page.getByTestId("brief-dialog").getByTestId("review-list-empty")).toHaveText(t.noReviews);
      await expect(page.getByTestId("brand-rating")).toHaveCount(0);
      await expect(page.getByTestId("brief-card").filter({ hasText: next.title })).not.toContainText(t.brandRating);
      await Promise.all([ad.context().close(), admin.context().close()]);
    });
  });
}

/** The id in the 'View Details' link of the card named `name` (advertiser search). */
async function communityIdOf(page: Page, name: string): Promise<number> {
  const card = page.getByTestId("community-card").filter({ hasText: name });
  const href = await card.getByRole("link").first().getAttribute("href");
  return Number(new URL(href!, "http://x").searchParams.get("community"));
}
