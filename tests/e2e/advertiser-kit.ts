import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, wibDate, type TestUser } from "./fixtures";

/*
 * Steps of the advertiser's workspace, shared by advertiser-briefs.spec.ts (the brief
 * form and the whole walk-through) and advertiser-search.spec.ts (community search).
 */

export const QRIS = "Workshop Developer: Integrasi Pembayaran QRIS";

export function card(page: Page, title: string): Locator {
  return page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

export async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast")).toContainText(title);
}

/** The form's required texts, with a '.'-grouped budget. */
export async function fillBrief(page: Page, title: string) {
  await page.getByLabel("Brief Title *").fill(title);
  await page.getByLabel("Company Name *").fill("PT Uji Coba");
  await page.getByLabel("Campaign Brief Description *").fill("Kami mencari komunitas teknologi untuk memperkenalkan aplikasi kami.");
  await page.getByLabel("Minimum Budget (Rp)").fill("1.500.000");
  await page.getByLabel("Maximum Budget (Rp)").fill("5000000");
  await page.getByLabel("Start Date").fill(wibDate(1));
  await page.getByLabel("End Date").fill(wibDate(60));
  await page.getByLabel("18-24 years").check();
  await page.getByLabel("Community Guidelines *").fill("Bahasa santai dan sopan.");
  await page.getByLabel("Schedule of Posts *").fill("Satu unggahan per minggu.");
  await page.getByLabel("Scope of Work *").fill("Dua unggahan dan satu sesi tanya jawab.");
  await page.getByLabel("Contact Phone").fill("081234567890");
}

export async function errorOf(page: Page, control: Locator): Promise<Locator> {
  const id = (await control.getAttribute("aria-describedby"))?.split(" ")[0];
  expect(id, "the field names its error").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

/** An API session of `user`. */
async function apiAs(playwright: Playwright, baseURL: string, user: TestUser): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** The owner applies to brief `briefId` with its community (POST /api/briefs/{id}/apply); the application's id. */
export async function applyAsOwner(
  playwright: Playwright,
  baseURL: string,
  owner: TestUser,
  briefId: number,
  communityId: number,
  message: string,
) {
  const api = await apiAs(playwright, baseURL, owner);
  const applied = await api.post(`/api/briefs/${briefId}/apply`, { data: { communityId, message } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  await api.dispose();
  return id;
}

/** A fresh APPROVED owner's unverified community, made through the API: ARTS, Medan, 2.300 members. */
export async function makeListedCommunity(playwright: Playwright, baseURL: string, owner: TestUser, name: string) {
  const api = await apiAs(playwright, baseURL, owner);
  const created = await api.post("/api/communities", {
    data: {
      name,
      description: "Komunitas ilustrator dan pelukis digital di Medan yang rutin berkarya bersama.",
      category: ["ARTS"],
      location: "Medan",
      member_count: 2300,
      platforms: [{ type: "INSTAGRAM", url: "https://instagram.com/ilustrasimedan" }],
      social_links: { instagram: "https://instagram.com/ilustrasimedan" },
      demographics: { age_range: "18-24", gender_ratio: "50:50", interests: ["ilustrasi", "komik"] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const community = (await created.json()) as { id: number; name: string };
  await api.dispose();
  return community;
}

/** A URL's path and parameters in a fixed order (the form and the loader order them differently). */
/** The address's filters in a fixed order; an empty field (a select left on "any") is no filter. */
function sortedQuery(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of [...parsed.searchParams]) if (value === "") parsed.searchParams.delete(name, value);
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
}

export function cards(page: Page) {
  return page.getByTestId("community-card");
}

/**
 * On /advertiser/search: find `name` (unverified), which the default verified-only search
 * hides; then the filters that find it. Shared by the walk-through.
 */
export async function searchWithFilters(page: Page, name: string) {
  await page.goto("/advertiser/search");
  await expect(page.getByRole("heading", { level: 1, name: "Search Communities" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search communities" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("result-count")).toHaveText("0 communities found");
  await expect(page.getByTestId("empty-state")).toContainText("Turn off 'Verified Communities Only'");

  const panel = page.getByTestId("filter-panel");
  if (!(await panel.getAttribute("open"))) await panel.locator("summary").click();
  await expect(panel.getByLabel("Verified Communities Only")).toBeChecked();
  await panel.getByLabel("Verified Communities Only").uncheck();
  await panel.getByLabel("Category").selectOption("ARTS");
  await panel.getByLabel("Location").selectOption("Medan");
  await panel.getByLabel("Minimum members").fill("2000");
  await panel.getByLabel("Maximum members").fill("2500");
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/verified=false/);
  await expect(page).toHaveURL(/category=ARTS/);
  await expect(page.getByTestId("result-count")).toHaveText("1 community found");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(name);
  await expect(panel).toHaveAttribute("open", "");
  await expect(panel.locator("summary")).toContainText("5 filters on");

  // A range that leaves it out.
  await panel.getByLabel("Minimum members").fill("2400");
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/min_members=2400/);
  await expect(page.getByTestId("result-count")).toHaveText("0 communities found");
  await panel.getByLabel("Minimum members").fill("2300");
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(cards(page)).toHaveCount(1);
}

/** Open the detail of the one card shown and check what it says; returns the dialog. */
export async function openDetail(page: Page, name: string) {
  const filtered = sortedQuery(page.url());
  await cards(page).first().getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/community=\d+/);
  // The filters stay in the address while the dialog is open.
  expect(new URL(page.url()).searchParams.get("category")).toBe("ARTS");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Komunitas ilustrator dan pelukis digital");
  await expect(dialog).toContainText("2,300+");
  await expect(dialog).toContainText("ilustrasi, komik");
  await expect(dialog.getByRole("link", { name: "https://instagram.com/ilustrasimedan" })).toBeVisible();
  const contact = dialog.getByRole("link", { name: "Contact Community" });
  const href = (await contact.getAttribute("href")) ?? "";
  expect(href.startsWith("mailto:halo@guyub.id?"), href).toBe(true);
  const mail = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  expect(mail.get("subject")).toContain(name);
  expect(mail.get("body")).toContain("share its contact details");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(sortedQuery(page.url()), "closing keeps the filters").toBe(filtered);
  return href;
}
