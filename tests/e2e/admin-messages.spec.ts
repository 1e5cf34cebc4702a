import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The admin console's Messages and Email Templates. The seeded
 * contact messages are read and marked handled, then reopened (each test its own
 * message, so parallel tests do not meet).
 */

function message(page: import("@playwright/test").Page, name: string) {
  return page.getByTestId("contact-message").filter({ hasText: name });
}

test("the admin reads a contact message, marks it handled and reopens it", async ({ page, signInAs }) => {
  await signInAs(DEMO.admin);
  await page.goto("/admin/messages");
  await expect(page.getByTestId("tab-messages")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("tab-state-open")).toHaveAttribute("aria-current", "page");
  const michael = message(page, "Michael Santoso");
  await expect(michael).toHaveCount(1);
  await expect(michael.locator('a[href^="mailto:"]')).toBeVisible();
  await michael.getByRole("button", { name: "Mark handled: message from Michael Santoso" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message marked as handled");
  await expect(michael).toHaveCount(0);
  await page.getByTestId("tab-state-handled").click();
  await expect(michael).toContainText("Handled");
  await michael.getByRole("button", { name: "Reopen: message from Michael Santoso" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message reopened");
  await expect(michael).toHaveCount(0);
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test("marking handled works with a plain post; the templates are readable", async ({ page, signInAs }) => {
    await signInAs(DEMO.admin);
    await page.goto("/admin/messages");
    await expectNoHorizontalScroll(page);
    const ratna = message(page, "Ratna Sari Dewi");
    await ratna.getByRole("button", { name: "Mark handled: message from Ratna Sari Dewi" }).click();
    await expect(ratna).toHaveCount(0);
    await page.goto("/admin/messages?tab=handled");
    await message(page, "Ratna Sari Dewi").getByRole("button", { name: "Reopen: message from Ratna Sari Dewi" }).click();
    await expect(page).toHaveURL("/admin/messages?tab=handled");

    await page.goto("/admin/settings");
    await expectNoHorizontalScroll(page);
    await expect(page.getByLabel("English").first()).toHaveValue(/1-2 business days/);
    // No Copy button without JavaScript: the text is selectable instead.
    await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(0);
  });
});

test.describe("Email Templates with the clipboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  test("copies a template in each language and says 'Copied' for 2 seconds", async ({ page, signInAs }) => {
    await signInAs(DEMO.admin);
    await page.goto("/admin/settings");
    await expect(page.getByTestId("tab-templates")).toHaveAttribute("aria-current", "page");
    const rejected = page.getByTestId("template-accountRejected");
    await rejected.getByRole("button", { name: "Copy Account rejected (Bahasa Indonesia)" }).click();
    await expect(rejected.getByText("Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Alasan: [alasan]");
    await expect(rejected.getByText("Copied")).toBeHidden({ timeout: 4000 });
    const welcome = page.getByTestId("template-welcomeEmail");
    await welcome.getByRole("button", { name: "Copy Welcome to Guyub (English)" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("within 1-2 business days");
  });

  test("reads in Bahasa Indonesia", async ({ page, baseURL, signInAs }) => {
    await signInAs(DEMO.admin);
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Template email" })).toBeVisible();
    await expect(page.getByTestId("tab-templates")).toContainText("Template Email");
    await page.goto("/admin/messages");
    await expect(page.getByTestId("tab-state-open")).toContainText("Terbuka");
  });
});
