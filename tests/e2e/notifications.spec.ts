import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The bell in every signed-in header. Each test works on a fresh owner, whose
 * only notification is its account's approval; the admin's notifications are shared by
 * parallel tests, so only what this test caused is looked for.
 */

test("the admin's bell counts a registration; the owner approved by the admin marks its notification read", async ({
  page,
  browser,
  makeUser,
  signInAs,
}) => {
  await signInAs(DEMO.admin);
  await page.goto("/admin/dashboard");
  const before = Number((await page.getByTestId("bell-count").textContent()) ?? "0");

  const owner = await makeUser({ status: "PENDING", fullname: "Gilang Bell Pratama" });
  await page.reload();
  await expect.poll(async () => Number(await page.getByTestId("bell-count").textContent())).toBeGreaterThan(before);
  await page.goto("/admin/notifications");
  await expect(page.getByTestId("notification").filter({ hasText: "Gilang Bell Pratama" }).first()).toContainText("New user registration");

  // The admin approves from Pending Approvals; the owner signs in and finds 1 unread.
  await page.goto(`/admin/pending-users?q=${encodeURIComponent(owner.email)}`);
  await page
    .getByTestId("user-row")
    .filter({ hasText: owner.email })
    .getByRole("link", { name: `Approve ${owner.fullname}` })
    .click();
  await page.getByRole("dialog", { name: "Approve User" }).getByRole("button", { name: "Approve User" }).click();
  await expect(page.getByTestId("toast")).toContainText("User approved");

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAs(owner, ownerPage);
  await ownerPage.goto("/community/dashboard");
  const bell = ownerPage.getByTestId("bell");
  await expect(bell.getByTestId("bell-count")).toHaveText("1");
  await bell.locator("summary").click();
  const item = bell.getByTestId("bell-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Account approved");
  // With JavaScript the panel updates in place: no navigation.
  await ownerPage.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
  const answer = ownerPage.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/notifications");
  await item.getByRole("button", { name: "Mark read" }).click();
  // The fetcher's answer is the new count (data), not a redirect for the router to follow.
  expect(await (await answer).json()).toEqual({ unread: 0 });
  await expect(bell.getByTestId("bell-count")).toHaveCount(0);
  await expect(item.getByRole("button", { name: "Mark read" })).toHaveCount(0);
  expect(await ownerPage.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
  await ownerContext.close();
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the panel opens, dismiss is a plain post back to the page, the list page works", async ({ page, owner }) => {
    void owner;
    await page.goto("/community/profile");
    await expectNoHorizontalScroll(page);
    const bell = page.getByTestId("bell");
    await expect(bell.getByTestId("bell-count")).toHaveText("1");
    await bell.locator("summary").click();
    await expect(bell.getByTestId("bell-item")).toContainText("Your account has been approved.");
    await bell.getByRole("button", { name: "Dismiss" }).click();
    await expect(page).toHaveURL(/\/community\/profile$/);
    await expect(page.getByTestId("bell").getByTestId("bell-count")).toHaveCount(0);
    await page.goto("/community/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No notifications" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("opening a notification from the bell marks it read and leads where it acts", async ({ page, owner }) => {
  void owner;
  await page.goto("/community/profile");
  const bell = page.getByTestId("bell");
  await expect(bell.getByTestId("bell-count")).toHaveText("1");
  await bell.locator("summary").click();
  await bell.getByTestId("bell-item").getByRole("link", { name: "Account approved" }).click();
  await expect(page).toHaveURL(/\/community\/dashboard$/);
  await expect(page.getByTestId("bell").getByTestId("bell-count")).toHaveCount(0);
  // One that is gone leads to the list.
  await page.goto("/notifications/999999999");
  await expect(page).toHaveURL(/\/community\/notifications$/);
});

for (const width of [320, 360, 414]) {
  test(`at ${width} px the open panel stays on the screen`, async ({ page, owner }) => {
    void owner;
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/community/dashboard");
    await page.getByTestId("bell").locator("summary").click();
    const panel = page.getByTestId("bell-panel");
    await expect(panel.getByRole("button", { name: "Mark all read" })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box, "the panel has a box").not.toBeNull();
    expect(box!.x, "the panel's left edge").toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, "the panel's right edge").toBeLessThanOrEqual(width);
    await expectNoHorizontalScroll(page);
  });
}

test.describe("in Bahasa Indonesia", () => {
  test("an owner reads its notification in Indonesian, in the bell and on the list page", async ({ page, owner, context, baseURL }) => {
    void owner;
    await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/dashboard");
    const bell = page.getByTestId("bell");
    await bell.locator("summary").click();
    await expect(bell.getByTestId("bell-item")).toContainText("Akun disetujui");
    await expect(bell.getByTestId("bell-item")).toContainText("Akun Anda sudah disetujui. Selamat datang di Guyub!");
    await page.goto("/community/notifications");
    await expect(page.getByRole("heading", { name: "Notifikasi", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Tandai semua dibaca" }).click();
    await expect(page.getByText("Belum dibaca")).toHaveCount(0);
  });
});

test("with JavaScript the count refreshes every 30 seconds, without reloading the page", async ({
  page,
  makeUser,
  signInAs,
  adminRequest,
}) => {
  const pending = await makeUser({ status: "PENDING" });
  await signInAs(pending);
  await page.clock.install();
  await page.goto("/community/dashboard");
  await expect(page.getByTestId("pending-banner")).toBeVisible();
  await expect(page.getByTestId("bell-count")).toHaveCount(0);
  const approved = await adminRequest.put(`/api/admin/users/${pending.id}/approval`, { data: { status: "approved" } });
  expect(approved.status()).toBe(200);
  await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
  await page.clock.fastForward(29_000);
  await expect(page.getByTestId("bell-count")).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId("bell-count")).toHaveText("1");
  expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
});
