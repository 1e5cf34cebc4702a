import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/*
 * The Browse Communities page against the seeded demo data (db/seed-data.ts): 46
 * communities, 31 verified, 3 of them hidden while their owners await approval. Assertions name seeded communities rather than exact totals,
 * so communities other tests create do not break them.
 */

const OWNER_COMMUNITY = "Jakarta JavaScript Developers"; // owner@guyub.id's community
const GAMING = ["Mobile Legends Makassar", "Esports Samarinda League", "Valorant Bandung Squad"];

const cards = (page: Page) => page.getByTestId("community-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const resultCount = (page: Page) => page.getByTestId("result-count");
const picker = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

/** Wait until React has hydrated the form, so its change handlers run. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

/** A marker that survives client navigations and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __browseMarker: boolean }).__browseMarker = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __browseMarker?: boolean }).__browseMarker)).toBe(true);
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading", { level: 3 }).allTextContents();
}

async function communityId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/communities?q=${encodeURIComponent(name)}`);
  const list = (await res.json()) as { id: number; name: string }[];
  const found = list.find((c) => c.name === name);
  expect(found, `${name} in the API`).toBeTruthy();
  return found!.id;
}

test.describe("browse with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/browse");
    await waitForHydration(page);
  });

  test("shows the page: hero search, Advanced Filters, count, the sort picker, 12 cards", async ({ page }) => {
    await expect(page).toHaveTitle("Browse Communities — Guyub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Communities");
    await expect(page.getByRole("searchbox", { name: "Search communities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Advanced Filters" })).toBeVisible();
    await expect(picker(page, "Sort by")).toHaveValue("");
    await expect(picker(page, "Sort by").locator("option:checked")).toHaveText("Recommended");
    await expect(picker(page, "Minimum rating").locator("option")).toHaveText([
      "Any rating",
      "3+ stars",
      "3.5+ stars",
      "4+ stars",
      "4.5+ stars",
    ]);
    await expect(resultCount(page)).toHaveText(/^\d+ communities$/);
    await expect(cards(page)).toHaveCount(12);
    const category = picker(page, "Category");
    await expect(category.locator("option")).toHaveCount(16);
    await expect(category).toHaveValue("ALL");
    await expect(picker(page, "Maximum")).toHaveValue("10000");
    await expect(picker(page, "Maximum").locator("option:checked")).toHaveText("10,000+");
    // Recommended: verified ones first, the biggest first.
    const names = await cardNames(page);
    expect(names.slice(0, 3)).toEqual(["Kuliner Medan Bersatu", "Pejuang Beasiswa Indonesia", "Pecinta Kopi Nusantara"]);
  });

  test("choosing a category updates the results and the URL without a full reload", async ({ page }) => {
    await markDocument(page);
    const category = picker(page, "Category");
    await category.focus();
    await category.selectOption("GAMING");
    await expect(page).toHaveURL("/browse?category=GAMING");
    for (const name of GAMING) await expect(card(page, name)).toBeVisible();
    for (const gamingCard of await cards(page).all()) await expect(gamingCard).toContainText("Gaming");
    await expect(page.getByRole("link", { name: "Remove filter: Gaming" })).toBeVisible();
    await expect(category).toBeFocused();
    await expectSameDocument(page);
  });

  test("the search box filters as you type (debounced) and keeps focus", async ({ page }) => {
    await markDocument(page);
    const search = page.getByRole("searchbox", { name: "Search communities" });
    await search.pressSequentially("KOPI", { delay: 40 });
    await expect(page).toHaveURL("/browse?q=KOPI");
    await expect(card(page, "Pecinta Kopi Nusantara")).toBeVisible();
    await expect(card(page, "Mama Muda Surabaya")).toHaveCount(0);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("KOPI");
    await expect(page.getByRole("link", { name: "Remove filter: Search: “KOPI”" })).toBeVisible();
    await expectSameDocument(page);
  });

  test("chips show each filter and removing one drops only that filter", async ({ page }) => {
    await picker(page, "Category").selectOption("GAMING");
    await expect(page).toHaveURL(/category=GAMING/);
    await picker(page, "Location").selectOption("Bandung");
    await expect(page).toHaveURL("/browse?category=GAMING&location=Bandung");
    await page.getByLabel("Verified communities only").check();
    await expect(page).toHaveURL("/browse?category=GAMING&location=Bandung&verified=true");
    await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: Verified only" }).click();
    await expect(page).toHaveURL("/browse?category=GAMING&location=Bandung");
    await expect(page.getByLabel("Verified communities only")).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(["Valorant Bandung Squad"]);

    await markDocument(page);
    await page.getByRole("link", { name: "Remove filter: Bandung" }).click();
    await expect(page).toHaveURL("/browse?category=GAMING");
    await expect(picker(page, "Location")).toHaveValue("ALL");
    await expect(page.getByRole("link", { name: "Remove filter: Bandung" })).toHaveCount(0);
    for (const name of GAMING) await expect(card(page, name)).toBeVisible();
    await expectSameDocument(page);
  });

  test("the member range filters inclusively and 10,000+ has no upper bound", async ({ page }) => {
    await picker(page, "Minimum").selectOption("9500");
    await expect(page).toHaveURL("/browse?min_members=9500");
    // Esports Samarinda League has exactly 10,000 members, Kuliner Medan Bersatu 120,000.
    await expect(card(page, "Kuliner Medan Bersatu")).toBeVisible();
    await expect(card(page, "Beauty Enthusiast Semarang")).toBeVisible(); // 9,500: the lower bound
    await picker(page, "Maximum").selectOption("9500");
    await expect(page).toHaveURL("/browse?min_members=9500&max_members=9500");
    await expect.poll(() => cardNames(page)).toEqual(["Beauty Enthusiast Semarang"]);
    await expect(page.getByRole("link", { name: "Remove filter: At most 9,500 members" })).toBeVisible();
  });

  test("Reset is disabled without filters and clears everything", async ({ page }) => {
    const reset = page.getByRole("button", { name: "Reset", exact: true });
    await expect(reset).toBeDisabled();
    const total = await resultCount(page).textContent();
    await picker(page, "Category").selectOption("TRAVEL");
    await page.getByRole("searchbox", { name: "Search communities" }).fill("Bali");
    await expect(page).toHaveURL("/browse?q=Bali&category=TRAVEL");
    await expect(card(page, "Bali Surf & Yoga Collective")).toBeVisible();
    await expect(card(page, "Pecinta Kopi Nusantara")).toHaveCount(0);
    await page.getByRole("link", { name: "Reset", exact: true }).click();
    await expect(page).toHaveURL("/browse");
    await expect(resultCount(page)).toHaveText(total!);
    await expect(page.getByRole("button", { name: "Reset", exact: true })).toBeDisabled();
    await expect(picker(page, "Category")).toHaveValue("ALL");
    await expect(page.getByRole("searchbox", { name: "Search communities" })).toHaveValue("");
  });

  test("the pager moves to page 2 and back", async ({ page }) => {
    const pager = page.getByRole("navigation", { name: "Pagination" });
    const first = await cardNames(page);
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await markDocument(page);
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL("/browse?page=2#results");
    await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    const second = await cardNames(page);
    expect(second).toHaveLength(12);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/browse#results");
    await expect.poll(() => cardNames(page)).toEqual(first);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/browse?page=2#results");
    await expectSameDocument(page);
  });

  test("the pager keeps the filters", async ({ page }) => {
    await page.getByLabel("Verified communities only").check();
    await expect(page).toHaveURL("/browse?verified=true");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/browse?verified=true&page=2#results");
    await expect(page.getByLabel("Verified communities only")).toBeChecked();
    for (const verifiedCard of await cards(page).all()) await expect(verifiedCard).toContainText("Verified");
  });

  test("an empty result shows the empty state and Reset All Filters", async ({ page }) => {
    await page.getByRole("searchbox", { name: "Search communities" }).fill("zzqx tidak ada");
    await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
    await expect(page.getByText("We couldn't find any communities matching your current filters.")).toBeVisible();
    await expect(resultCount(page)).toHaveText("0 communities");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await page.getByRole("link", { name: "Reset All Filters" }).click();
    await expect(page).toHaveURL("/browse");
    await expect(cards(page)).toHaveCount(12);
  });

  test("shows 'Loading communities...' while the results load", async ({ page }) => {
    await page.route(/_data=routes%2F_public%2B%2Fbrowse%2Froute/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await picker(page, "Category").selectOption("TECHNOLOGY");
    await expect(page.getByRole("status").getByText("Loading communities...")).toBeVisible();
    await expect(page).toHaveURL("/browse?category=TECHNOLOGY");
    await expect(page.getByText("Loading communities...")).toHaveCount(0);
  });

  test("a shared URL with filters renders the same results on a fresh load", async ({ page, browser }) => {
    await picker(page, "Category").selectOption("TECHNOLOGY");
    await expect(page).toHaveURL(/category=TECHNOLOGY/);
    await picker(page, "Minimum").selectOption("500");
    await expect(page).toHaveURL("/browse?category=TECHNOLOGY&min_members=500");
    // The URL changes as the navigation commits; wait for the new results to render.
    await expect(page.getByRole("link", { name: "Remove filter: At least 500 members" })).toBeVisible();
    await expect(page.getByText("Loading communities...")).toHaveCount(0);
    const names = await cardNames(page);
    const count = await resultCount(page).textContent();
    expect(names.length).toBeGreaterThan(1);

    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(page.url());
    expect(await cardNames(fresh)).toEqual(names);
    await expect(resultCount(fresh)).toHaveText(count!);
    await expect(picker(fresh, "Category")).toHaveValue("TECHNOLOGY");
    await expect(picker(fresh, "Minimum")).toHaveValue("500");
    await expect(fresh.getByRole("link", { name: "Remove filter: Technology" })).toBeVisible();
    await expect(fresh.getByRole("link", { name: "Remove filter: At least 500 members" })).toBeVisible();
    await fresh.context().close();
  });
});

test.describe("browse without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form filters, with chips", async ({ page }) => {
    await page.goto("/browse");
    await picker(page, "Category").selectOption("GAMING");
    await page.getByLabel("Verified communities only").check();
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/category=GAMING/);
    await expect(page).toHaveURL(/verified=true/);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(["Esports Samarinda League", "Mobile Legends Makassar"]);
    await expect(picker(page, "Category")).toHaveValue("GAMING");
    await expect(page.getByRole("link", { name: "Remove filter: Verified only" })).toBeVisible();

    await page.getByRole("link", { name: "Remove filter: Verified only" }).click();
    await expect(page).toHaveURL("/browse?category=GAMING");
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual([...GAMING].sort());
    await page.getByRole("link", { name: "Remove filter: Gaming" }).click();
    await expect(page).toHaveURL("/browse");
    await expect(cards(page)).toHaveCount(12);
  });

  test("the search box submits with Enter", async ({ page }) => {
    await page.goto("/browse");
    const search = page.getByRole("searchbox", { name: "Search communities" });
    await search.fill("fotografi");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=fotografi/);
    await expect.poll(() => cardNames(page)).toEqual(["Komunitas Fotografi Bandung"]);
    await expect(search).toHaveValue("fotografi");
  });

  test("the member range without JavaScript: 10,000+ means no upper bound", async ({ page }) => {
    await page.goto("/browse");
    await picker(page, "Minimum").selectOption("9500");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/min_members=9500/);
    await expect(card(page, "Kuliner Medan Bersatu")).toBeVisible();
    await expect(card(page, "Esports Samarinda League")).toBeVisible();
    await expect(page.getByRole("link", { name: /Remove filter: At most/ })).toHaveCount(0);
  });

  test("the pager links work and carry the filters", async ({ page }) => {
    await page.goto("/browse?verified=true");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/browse?verified=true&page=2#results");
    await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Page 1", exact: true }).click();
    await expect(page).toHaveURL("/browse?verified=true#results");
    await expect(cards(page)).toHaveCount(12);
  });

  test("Reset All Filters on the empty state", async ({ page }) => {
    await page.goto("/browse?q=zzqx&location=Ambon");
    await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
    await page.getByRole("link", { name: "Reset All Filters" }).click();
    await expect(page).toHaveURL("/browse");
    await expect(page.getByRole("button", { name: "Reset", exact: true })).toBeDisabled();
  });

  test("junk parameters are ignored, never an error", async ({ page }) => {
    const response = await page.goto("/browse?category=NOPE&min_members=abc&page=-3&verified=maybe&location=%00");
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("button", { name: "Reset", exact: true })).toBeDisabled();
    const past = await page.goto("/browse?page=999");
    expect(past?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("the card's action by viewer", () => {
  test("a visitor sees 'Login to View Details' linking to /auth", async ({ page }) => {
    await page.goto(`/browse?q=${encodeURIComponent(OWNER_COMMUNITY)}`);
    const action = card(page, OWNER_COMMUNITY).getByRole("link", { name: "Login to View Details" });
    await expect(action).toHaveAttribute("href", "/auth");
    await action.click();
    await expect(page).toHaveURL("/auth");
  });

  test("an advertiser sees 'View Details' linking to the advertiser search", async ({ page }) => {
    await signIn(page, DEMO.advertiser);
    await page.goto(`/browse?q=${encodeURIComponent("Fotografi Bandung")}`);
    const id = await communityId(page, "Komunitas Fotografi Bandung");
    await expect(card(page, "Komunitas Fotografi Bandung").getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      `/advertiser/search?community=${id}`,
    );
    await expect(page.getByRole("link", { name: "Login to View Details" })).toHaveCount(0);
  });

  test("the owner sees 'Manage Community' on its own card and 'View Profile' on others", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/browse?category=TECHNOLOGY");
    const own = card(page, OWNER_COMMUNITY);
    await expect(own.getByRole("link", { name: "Manage Community" })).toHaveAttribute("href", "/community/profile");
    await expect(page.getByRole("link", { name: "Manage Community" })).toHaveCount(1);
    const other = card(page, "Surabaya Python Meetup");
    await expect(other.getByRole("button", { name: "View Profile" })).toHaveAttribute("aria-disabled", "true");
    // No link but the verified community's name, to its public page.
    await expect(other.getByRole("link", { name: "Surabaya Python Meetup" })).toHaveAttribute("href", /^\/c\/\d+-surabaya-python-meetup$/);
    await expect(other.locator('a:not([data-testid="community-page-link"])')).toHaveCount(0);
  });

  test("an admin sees 'View Profile', a button with no link", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/browse");
    const first = cards(page).first();
    await expect(first.getByRole("button", { name: "View Profile" })).toBeVisible();
    // No link but the verified community's name, to its public page.
    await expect(first.locator('a:not([data-testid="community-page-link"])')).toHaveCount(0);
    await expect(page.getByRole("link", { name: /View Details|Manage Community|Login to View Details/ })).toHaveCount(0);
  });

  test("the card shows name, badge, categories, location, members, platforms and demographics", async ({ page }) => {
    await page.goto(`/browse?q=${encodeURIComponent(OWNER_COMMUNITY)}`);
    const own = card(page, OWNER_COMMUNITY);
    await expect(own).toContainText("Verified");
    await expect(own).toContainText("Technology");
    await expect(own).toContainText("Education");
    await expect(own).toContainText("Jakarta");
    await expect(own).toContainText("12,500+");
    await expect(own).toContainText("Telegram, Discord, LinkedIn");
    await expect(own).toContainText("25-34");
    await expect(own).toContainText("30% female / 70% male");
    // An unverified community has no badge.
    await page.goto(`/browse?q=${encodeURIComponent("Valorant Bandung Squad")}`);
    const unverified = card(page, "Valorant Bandung Squad");
    await expect(unverified).toContainText("1,450+");
    await expect(unverified).not.toContainText("Verified");
    // A community whose owner awaits approval is not listed at all (docs/product.md, "Who sees a community").
    await page.goto(`/browse?q=${encodeURIComponent("Jayapura Tech Community")}`);
    await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
  });
});

test.describe("alias, small screens and language", () => {
  test("/browse-communities is the same page and keeps its path", async ({ page }) => {
    await page.goto("/browse-communities");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Communities");
    await expect(cards(page)).toHaveCount(12);
    await picker(page, "Category").selectOption("GAMING");
    await expect(page).toHaveURL("/browse-communities?category=GAMING");
    for (const name of GAMING) await expect(card(page, name)).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Gaming" })).toHaveAttribute("href", "/browse-communities");
  });

  test("at 360 px nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/browse");
    await expectNoHorizontalScroll(page);
    await page.goto(
      `/browse?q=${encodeURIComponent("a very long search text that goes on and on")}&category=HEALTH_FITNESS&location=Tangerang%20Selatan&verified=true&min_members=500&max_members=9500`,
    );
    await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto("/browse?page=2");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("in Bahasa Indonesia the page speaks Indonesian", async ({ page }) => {
    await page.goto("/browse?category=FOOD_BEVERAGE");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "ID", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page).toHaveURL("/browse?category=FOOD_BEVERAGE");
    await expect(page).toHaveTitle("Jelajahi Komunitas — Guyub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jelajahi Komunitas");
    await expect(page.getByRole("heading", { name: "Filter Lanjutan" })).toBeVisible();
    await expect(picker(page, "Urutkan").locator("option:checked")).toHaveText("Rekomendasi");
    await expect(picker(page, "Rating minimum").locator("option").first()).toBeAttached();
    await expect(picker(page, "Kategori")).toHaveValue("FOOD_BEVERAGE");
    await expect(picker(page, "Kategori").locator("option:checked")).toHaveText("Makanan & Minuman");
    await expect(page.getByRole("link", { name: "Hapus filter: Makanan & Minuman" })).toBeVisible();
    await expect(resultCount(page)).toHaveText(/^\d+ komunitas$/);
    const kuliner = card(page, "Kuliner Medan Bersatu");
    await expect(kuliner).toContainText("Terverifikasi");
    await expect(kuliner).toContainText("120.000+");
    await expect(kuliner.getByRole("link", { name: "Masuk untuk Melihat Detail" })).toBeVisible();
    await page.goto("/browse?q=zzqx");
    await expect(page.getByRole("heading", { name: "Komunitas tidak ditemukan" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Atur Ulang Semua Filter" })).toBeVisible();
  });
});
