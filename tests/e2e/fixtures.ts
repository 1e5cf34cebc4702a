import { expect, type Page } from "@playwright/test";

/** The seeded demo accounts (db/seed-data.ts, named in the README). */
export const DEMO = {
  admin: { email: "admin@guyub.id", password: "admin12345", name: "System Administrator" },
  owner: { email: "owner@guyub.id", password: "owner12345" },
  advertiser: { email: "advertiser@guyub.id", password: "advertiser12345" },
  pending: { email: "pending@guyub.id", password: "pending12345" },
  rejected: { email: "rejected@guyub.id", password: "rejected12345" },
} as const;

/** Sign in through the /auth form and wait for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }, path = "/auth") {
  await page.goto(path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** A unique e-mail for a test that registers someone. */
export function uniqueEmail(prefix = "user") {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.id`;
}

/** Assert the page has no horizontal scroll at the current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page scrolls horizontally").toBeLessThanOrEqual(0);
}
