import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/*
 * Steps of the owner's campaign flow, for campaigns.spec.ts and the full walk-through
 * (owner-journey.spec.ts): sign in a fresh owner, create the profile, then
 *
 *   await applyInCampaigns(page, "Workshop Developer: Integrasi Pembayaran QRIS", "Kami siap.");
 *   await openApplication(page, "pending", title);            // under Pending
 *   await decideApplicationAsAdmin(adminRequest, id, "approved", "Strong fit.");
 *   await openApplication(page, "approved", title);           // notes, Contact Advertiser
 *
 * (The demo owner's applications are shared by parallel tests, so no test here applies
 * as the demo owner.)
 */

/**
 * Opens `url` (a /community/briefs list) and follows its pager's "Next" links until the
 * card of `title` is on the page: parallel tests publish briefs of their own, newer ones
 * first, so a seeded brief is not always on page 1.
 */
export async function gotoBriefCard(page: Page, title: string, url = "/community/briefs?tab=all") {
  await page.goto(url);
  const card = page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  for (let pages = 1; (await card.count()) === 0; pages++) {
    const next = page.locator('a[rel="next"]');
    expect(await next.count(), `${title} on one of the ${pages} pages of ${url}`).toBeGreaterThan(0);
    // Follow the link's address itself: no race with the page being left.
    await page.goto((await next.first().getAttribute("href"))!);
  }
  return card;
}

/** On /community/briefs: open a brief's apply dialog from its card, write the message and submit. */
export async function applyInCampaigns(page: Page, title: string, message?: string) {
  await gotoBriefCard(page, title);
  await page.getByRole("link", { name: `Apply to ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Apply to Campaign" });
  await expect(dialog).toBeVisible();
  if (message) await dialog.getByLabel("Message (optional)").fill(message);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("toast")).toContainText("Application submitted");
}

/** On /community/applications: open a tab and the detail dialog of the application to `title`. */
export async function openApplication(page: Page, tab: "approved" | "pending" | "rejected" | "all", title: string) {
  await page.goto(tab === "approved" ? "/community/applications" : `/community/applications?tab=${tab}`);
  await page.getByRole("link", { name: `View details of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Application Details" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The admin's decision through PUT /api/admin/applications/{id}/status (no admin screen yet). */
export async function decideApplicationAsAdmin(
  adminRequest: APIRequestContext,
  applicationId: number,
  status: "approved" | "rejected",
  adminNotes?: string,
) {
  const answer = await adminRequest.put(`/api/admin/applications/${applicationId}/status`, { data: { status, adminNotes } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { id: number; status: string; admin_notes: string | null };
}
