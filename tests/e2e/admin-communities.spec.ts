import { makeListedCommunity } from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The admin console's Communities: search, the category and verification
 * filters, verify ('Komunitas diverifikasi') and revoke, the members dialog and the
 * history. A fresh owner's community only (the demo data is shared by parallel tests).
 */

test("the admin finds a community, verifies it, revokes it, reads its members and history", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  signInAs,
}) => {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const name = `Komunitas Verifikasi ${Date.now() % 1_000_000}`;
  await makeListedCommunity(playwright, baseURL!, owner, name);
  await signInAs(DEMO.admin);

  await page.goto("/admin/communities");
  await expect(page.getByTestId("tab-communities")).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByLabel("Category", { exact: true }).selectOption("ARTS");
  await page.getByLabel("Verification", { exact: true }).selectOption("false");
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.getByTestId("admin-community").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("verified-state")).toHaveText("Pending");
  await expect(row).toContainText(owner.email);
  await expect(row.locator('a[href^="https://wa.me/62"]')).toBeVisible();

  await row.getByRole("link", { name: `Verify: ${name}` }).click();
  await page.getByRole("dialog", { name: "Verify Community" }).getByRole("button", { name: "Verify Community" }).click();
  // The spec's title, and an English line an English reader understands.
  await expect(page.getByTestId("toast")).toContainText("Komunitas diverifikasi");
  await expect(page.getByTestId("toast")).toContainText("Community verified: advertisers now see its Verified badge.");
  // Pending-only filter: it left the list; verified-only shows it.
  await expect(row).toHaveCount(0);
  await page.getByLabel("Verification", { exact: true }).selectOption("true");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(row.getByTestId("verified-state")).toHaveText("Verified");

  await row.getByRole("link", { name: `Revoke verification: ${name}` }).click();
  await page.getByRole("dialog", { name: "Revoke Verification" }).getByRole("button", { name: "Revoke Verification" }).click();
  await expect(page.getByTestId("toast")).toContainText("Verification revoked");

  await page.getByLabel("Verification", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Apply" }).click();
  await row.getByRole("link", { name: `Members: ${name}` }).click();
  const members = page.getByRole("dialog", { name: `Members of ${name}` });
  await expect(members).toContainText("Belum ada anggota terdaftar");
  await members.getByRole("link", { name: "Close" }).click();
  await row.getByRole("link", { name: `History: ${name}` }).click();
  const trail = page.getByRole("dialog", { name: `History of ${name}` }).getByTestId("audit-trail");
  await expect(trail.locator("li")).toHaveCount(2);
  await expect(trail.locator("li").first()).toContainText("Verification revoked");
  await expect(trail.locator("li").nth(1)).toContainText("Community verified");
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test("the admin verifies a community", async ({ page, playwright, baseURL, makeUser, signInAs }) => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const name = `Komunitas Tanpa JS ${Date.now() % 1_000_000}`;
    await makeListedCommunity(playwright, baseURL!, owner, name);
    await signInAs(DEMO.admin);
    await page.goto(`/admin/communities?q=${encodeURIComponent(name)}`);
    await expectNoHorizontalScroll(page);
    const row = page.getByTestId("admin-community").filter({ hasText: name });
    await row.getByRole("link", { name: `Verify: ${name}` }).click();
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Verify Community" }).click();
    await expect(row.getByTestId("verified-state")).toHaveText("Verified");
  });

  test("in Indonesian the toast's text line says what the verification means", async ({
    page,
    context,
    baseURL,
    playwright,
    makeUser,
    signInAs,
  }) => {
    await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const name = `Komunitas Bahasa ${Date.now() % 1_000_000}`;
    await makeListedCommunity(playwright, baseURL!, owner, name);
    await signInAs(DEMO.admin);
    await page.goto(`/admin/communities?q=${encodeURIComponent(name)}`);
    await page
      .getByTestId("admin-community")
      .filter({ hasText: name })
      .getByRole("link", { name: `Verifikasi: ${name}` })
      .click();
    await page.getByRole("button", { name: "Verifikasi Komunitas" }).click();
    await expect(page.getByTestId("toast")).toContainText("Komunitas diverifikasi");
    await expect(page.getByTestId("toast")).toContainText("Pengiklan kini melihat lencana Terverifikasi-nya.");
  });
});
