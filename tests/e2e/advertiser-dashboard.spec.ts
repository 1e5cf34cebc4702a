import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/* /advertiser/dashboard: counts, the advertiser's briefs, recommended communities. */

const count = async (locator: import("@playwright/test").Locator) => Number((await locator.locator("p").textContent())?.replace(/\D/g, ""));

test("the demo advertiser sees its counts, 4 briefs with 'View All Briefs' and 3 recommended communities", async ({ page }) => {
  await signIn(page, DEMO.advertiser);
  await expect(page).toHaveURL(/\/advertiser\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Advertiser Dashboard" })).toBeVisible();
  const total = await count(page.getByTestId("total-briefs"));
  expect(total).toBeGreaterThan(4);
  expect(await count(page.getByTestId("active-briefs"))).toBeGreaterThan(0);
  expect(await count(page.getByTestId("completed-briefs"))).toBeGreaterThan(0);
  await expect(page.getByTestId("brief-card")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "View All Briefs" })).toHaveAttribute("href", "/advertiser/briefs");
  const recommended = page.getByTestId("recommended-list").getByTestId("community-card");
  await expect(recommended).toHaveCount(3);
  for (const card of await recommended.all()) await expect(card).toContainText("Verified");
  await expect(recommended.first().getByRole("link", { name: "View Details" })).toHaveAttribute("href", /\/advertiser\/search\?community=\d+/);
  await expect(page.getByRole("link", { name: "Create New Brief" })).toHaveAttribute("href", "/advertiser/create-brief");
  const first = page.getByTestId("brief-card").first();
  const title = await first.getByRole("heading").textContent();
  await first.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("dialog")).toContainText(title!);
});

test.describe("a new advertiser, at 360 px, without JavaScript", () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  test("sees 'No Briefs Created Yet' and still gets recommendations", async ({ page, advertiser }) => {
    void advertiser;
    await page.goto("/advertiser/dashboard");
    await expect(page.getByTestId("no-briefs")).toContainText("No Briefs Created Yet");
    expect(await count(page.getByTestId("total-briefs"))).toBe(0);
    await expect(page.getByTestId("recommended-list").getByTestId("community-card")).toHaveCount(3);
    await expectNoHorizontalScroll(page);
  });
});

test("reads in Bahasa Indonesia", async ({ page, advertiser, baseURL }) => {
  void advertiser;
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/advertiser/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dasbor Pengiklan" })).toBeVisible();
  await expect(page.getByTestId("no-briefs")).toContainText("Belum Ada Brief");
});

test("the admin's decisions about the advertiser show on its dashboard, with the notes", async ({ page, advertiser, adminRequest }) => {
  void advertiser;
  const created = await page.request.post("/api/briefs", {
    data: {
      title: "Brief Untuk Ditolak",
      company_name: "PT Uji Keputusan",
      description: "Kami mencari komunitas untuk mencoba produk baru kami bulan depan.",
      target_category: "TECHNOLOGY",
      community_guidelines: "Santai.",
      schedule_post: "Sekali seminggu.",
      scope_of_work: "Satu unggahan.",
      status: "PENDING_APPROVAL",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const decided = await adminRequest.put(`/api/admin/briefs/${id}/status`, { data: { status: "cancelled", adminNotes: "Anggaran belum dicantumkan." } });
  expect(decided.status()).toBe(200);
  await page.goto("/advertiser/dashboard");
  const decisions = page.getByTestId("decisions");
  await expect(decisions.getByRole("heading", { name: "Latest decisions" })).toBeVisible();
  await expect(decisions.locator("li").first()).toContainText("Brief rejected");
  await expect(decisions.locator("li").first()).toContainText("Anggaran belum dicantumkan.");
  await expect(decisions).toContainText("Account approved");
});
