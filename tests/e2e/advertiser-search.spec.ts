import { cards, makeListedCommunity, openDetail, searchWithFilters } from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The advertiser's community search: the search box, the filter panel
 * (verified-only by default), the cards, the `?community=N` detail with 'Contact
 * Community', with and without JavaScript, at 360 px and in Indonesian.
 */

test("the default search shows verified communities; filters, detail and reset work", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  advertiser,
}) => {
  void advertiser;
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const name = `Ilustrator Medan ${Date.now() % 1_000_000}`;
  await makeListedCommunity(playwright, baseURL!, owner, name);

  // The demo's verified community shows by default.
  await page.goto("/advertiser/search?q=Jakarta+JavaScript");
  await expect(cards(page).filter({ hasText: "Jakarta JavaScript Developers" })).toHaveCount(1);
  await expect(page.getByTestId("filter-panel")).not.toHaveAttribute("open", "");

  await searchWithFilters(page, name);
  await openDetail(page, name);

  // Reset: back to the defaults (verified only, no filters).
  await page.getByRole("link", { name: "Reset Filters" }).first().click();
  await expect(page).toHaveURL(/\/advertiser\/search$/);
  const panel = page.getByTestId("filter-panel");
  await panel.locator("summary").click();
  await expect(panel.getByLabel("Verified Communities Only")).toBeChecked();
  await expect(panel.getByLabel("Category")).toHaveValue("");
  await expect(panel.getByLabel("Minimum members")).toHaveValue("");
  await expect(page.getByRole("searchbox", { name: "Search communities" })).toHaveValue("");

  // An unknown or unlisted community: the dialog says so.
  await page.goto("/advertiser/search?community=999999999");
  await expect(page.getByRole("dialog", { name: "Community not available" })).toBeVisible();
});

test("a pending advertiser reads the detail but cannot contact the community", async ({ page, makeUser, signInAs }) => {
  const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
  await signInAs(pending);
  await page.goto("/advertiser/search?q=Jakarta+JavaScript");
  await cards(page).filter({ hasText: "Jakarta JavaScript Developers" }).getByRole("link", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Jakarta JavaScript Developers" });
  await expect(dialog.getByTestId("contact-pending")).toContainText("needs an approved account");
  await expect(dialog.getByRole("link", { name: "Contact Community" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the panel opens, the checkbox turns verified off, and the detail opens", async ({
    page,
    playwright,
    baseURL,
    makeUser,
    advertiser,
  }) => {
    void advertiser;
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const name = `Ilustrator Tanpa JS ${Date.now() % 1_000_000}`;
    await makeListedCommunity(playwright, baseURL!, owner, name);
    await searchWithFilters(page, name);
    await openDetail(page, name);
    // Checked again, the hidden default is overruled: verified only, so none.
    const panel = page.getByTestId("filter-panel");
    await panel.getByLabel("Verified Communities Only").check();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByTestId("result-count")).toHaveText("0 communities found");
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the search, the open panel and the detail fit", async ({ page, signInAs }) => {
    await signInAs(DEMO.advertiser);
    await page.goto("/advertiser/search");
    await page.getByTestId("filter-panel").locator("summary").click();
    await expect(page.getByTestId("filter-panel").getByLabel("Category")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await cards(page).first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("in Bahasa Indonesia the search speaks Indonesian", async ({ page, baseURL, signInAs }) => {
  await signInAs(DEMO.advertiser);
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/advertiser/search?q=Jakarta+JavaScript");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cari Komunitas");
  await expect(page.getByTestId("result-count")).toHaveText("1 komunitas ditemukan");
  await page.getByRole("link", { name: "Lihat Detail" }).click();
  const dialog = page.getByRole("dialog", { name: "Jakarta JavaScript Developers" });
  await expect(dialog.getByRole("link", { name: "Hubungi Komunitas" })).toBeVisible();
  const href = (await dialog.getByRole("link", { name: "Hubungi Komunitas" }).getAttribute("href")) ?? "";
  expect(decodeURIComponent(href)).toContain("Halo tim Guyub");
});
