import type { APIRequestContext } from "@playwright/test";
import { applyAsOwner, makeListedCommunity } from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The admin console's Applications: Pending first, the decision dialog
 * with notes the owner reads, the history; also without JavaScript and at 360 px. Fresh
 * owners apply to the demo's ACTIVE QRIS brief (id found through the API).
 */

async function qrisBriefId(request: APIRequestContext): Promise<number> {
  const briefs = (await (await request.get("/api/briefs?status=active")).json()) as { id: number; title: string }[];
  const brief = briefs.find((b) => b.title.includes("QRIS"));
  expect(brief, "the demo's QRIS brief").toBeTruthy();
  return brief!.id;
}

test("the admin approves a pending application with notes; it moves to Approved with its history", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  signInAs,
  adminRequest,
}) => {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const community = await makeListedCommunity(playwright, baseURL!, owner, `Pelamar Admin ${Date.now() % 1_000_000}`);
  const id = await applyAsOwner(
    playwright,
    baseURL!,
    owner,
    await qrisBriefId(adminRequest),
    community.id,
    "Komunitas kami siap membantu.",
  );
  await signInAs(DEMO.admin);

  await page.goto("/admin/applications");
  await expect(page.getByTestId("tab-applications")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("tab-status-pending")).toHaveAttribute("aria-current", "page");
  expect(Number(await page.getByTestId("tab-status-pending-count").textContent())).toBeGreaterThanOrEqual(1);

  await page.goto(`/admin/applications?dialog=decide&id=${id}`);
  const dialog = page.getByRole("dialog", { name: "Application" });
  await expect(dialog).toContainText(community.name);
  await expect(dialog).toContainText("Komunitas kami siap membantu.");
  await dialog.getByLabel("Admin notes (shown to the community owner)").fill("Cocok dengan audiens brief ini.");
  await dialog.getByRole("button", { name: "Approve Application" }).click();
  await expect(page.getByTestId("toast")).toContainText("Application approved");

  await page.goto(`/admin/applications?tab=approved&dialog=decide&id=${id}`);
  await expect(page.getByTestId("tab-status-approved")).toHaveAttribute("aria-current", "page");
  await expect(dialog.getByTestId("application-status")).toContainText("Approved");
  await expect(dialog.getByTestId("audit-trail")).toContainText("Cocok dengan audiens brief ini.");
  await expect(dialog.getByRole("button", { name: "Approve Application" })).toHaveCount(0);
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test("the admin rejects an application with notes", async ({ page, playwright, baseURL, makeUser, signInAs, adminRequest }) => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const community = await makeListedCommunity(playwright, baseURL!, owner, `Pelamar Ditolak ${Date.now() % 1_000_000}`);
    const id = await applyAsOwner(playwright, baseURL!, owner, await qrisBriefId(adminRequest), community.id, "Kami tertarik.");
    await signInAs(DEMO.admin);
    await page.goto(`/admin/applications?dialog=decide&id=${id}`);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("Admin notes (shown to the community owner)").fill("Audiens belum sesuai.");
    await page.getByRole("button", { name: "Reject Application" }).click();
    await expect(page).toHaveURL("/admin/applications");
    const decided = (await (await adminRequest.get("/api/admin/applications?status=rejected&limit=100")).json()) as {
      id: number;
      admin_notes: string;
    }[];
    expect(decided.find((a) => a.id === id)).toMatchObject({ admin_notes: "Audiens belum sesuai." });
  });
});
