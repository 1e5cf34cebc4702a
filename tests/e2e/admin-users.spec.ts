import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The admin console's account tabs: Pending Approvals with the
 * approve and reject dialogs (a reason is required), the decision history, All Users
 * with search, filters and delete. Fresh users only: the demo accounts are shared.
 */

function row(page: Page, email: string) {
  return page.getByTestId("user-row").filter({ hasText: email });
}

async function searchPending(page: Page, email: string) {
  await page.goto(`/admin/pending-users?q=${encodeURIComponent(email)}`);
  await expect(row(page, email)).toHaveCount(1);
}

test("the admin approves and rejects pending users (a reason is required) and reads the history", async ({ page, makeUser, signInAs }) => {
  const first = await makeUser({ status: "PENDING" });
  const second = await makeUser({ role: "ADVERTISER", status: "PENDING" });
  await signInAs(DEMO.admin);

  // /admin/dashboard opens Pending Approvals, the tabs count what waits.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome, ${DEMO.admin.name}`)).toBeVisible();
  await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
  expect(Number(await page.getByTestId("tab-pending-count").textContent())).toBeGreaterThanOrEqual(2);
  // The demo data holds communities awaiting verification: the Communities tab counts them.
  expect(Number((await page.getByTestId("tab-communities-count").textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);

  await searchPending(page, first.email);
  await expect(row(page, first.email)).toContainText("Community Owner");
  await expect(row(page, first.email).locator('a[href^="https://wa.me/62"]')).toBeVisible();
  await row(page, first.email)
    .getByRole("link", { name: `Approve ${first.fullname}` })
    .click();
  const approve = page.getByRole("dialog", { name: "Approve User" });
  await expect(approve).toContainText(first.email);
  await approve.getByRole("button", { name: "Approve User" }).click();
  await expect(page.getByTestId("toast")).toContainText("User approved");
  await expect(page.getByTestId("no-users")).toContainText("No pending users to approve");

  // Reject: the button waits for a reason.
  await searchPending(page, second.email);
  await row(page, second.email)
    .getByRole("link", { name: `Reject ${second.fullname}` })
    .click();
  const reject = page.getByRole("dialog", { name: "Reject User" });
  await expect(reject.getByRole("button", { name: "Reject User" })).toBeDisabled();
  await reject.getByLabel("Rejection reason *").fill("Data perusahaan belum lengkap.");
  await reject.getByRole("button", { name: "Reject User" }).click();
  await expect(page.getByTestId("toast")).toContainText("User rejected");

  // All Users: the rejected account with its reason, and its history.
  await page.getByTestId("tab-users").click();
  await expect(page).toHaveURL("/admin/users");
  await page.getByRole("searchbox", { name: "Search" }).fill(second.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(row(page, second.email).getByTestId("user-status")).toHaveText("Rejected");
  await expect(row(page, second.email)).toContainText("Reason: Data perusahaan belum lengkap.");
  await row(page, second.email)
    .getByRole("link", { name: `History ${second.fullname}` })
    .click();
  const history = page.getByRole("dialog", { name: `History of ${second.fullname}` });
  await expect(history.getByTestId("audit-trail")).toContainText("Account rejected");
  await expect(history.getByTestId("audit-trail")).toContainText("Data perusahaan belum lengkap.");
  await expect(history.getByTestId("audit-trail")).toContainText(`by ${DEMO.admin.name}`);
});

test("All Users searches, filters by role and status, and deletes an account (never an admin)", async ({ page, makeUser, signInAs }) => {
  const victim = await makeUser({ role: "ADVERTISER" });
  await signInAs(DEMO.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(victim.email)}&role=ADVERTISER&status=APPROVED`);
  await expect(page.getByLabel("Role")).toHaveValue("ADVERTISER");
  await expect(page.getByTestId("user-count")).toHaveText("1 user");
  await page.getByLabel("Status").selectOption("PENDING");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("no-users")).toContainText("No users found");
  await page.getByLabel("Status").selectOption("APPROVED");
  await page.getByRole("button", { name: "Apply" }).click();
  await row(page, victim.email)
    .getByRole("link", { name: `Delete ${victim.fullname}` })
    .click();
  await page.getByRole("dialog", { name: "Delete User" }).getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByTestId("toast")).toContainText("User deleted");
  await expect(page.getByTestId("no-users")).toBeVisible();

  // The admin itself: no approve, reject or delete.
  await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.admin.email)}`);
  const self = row(page, DEMO.admin.email);
  await expect(self).toContainText("You");
  await expect(self.getByRole("link", { name: /^(Approve|Reject|Delete) / })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a blank reason is refused by the server next to the field; approve works", async ({ page, makeUser, signInAs }) => {
    const pending = await makeUser({ status: "PENDING" });
    const other = await makeUser({ status: "PENDING" });
    await signInAs(DEMO.admin);
    await searchPending(page, pending.email);
    await row(page, pending.email)
      .getByRole("link", { name: `Reject ${pending.fullname}` })
      .click();
    await page.getByRole("button", { name: "Reject User" }).click();
    await expect(page.locator("#reject-reason-error")).toHaveText("Rejection reason required");
    await page.getByLabel("Rejection reason *").fill("Nomor telepon tidak dapat dihubungi.");
    await page.getByRole("button", { name: "Reject User" }).click();
    await expect(page.getByTestId("no-users")).toBeVisible();
    await searchPending(page, other.email);
    await row(page, other.email)
      .getByRole("link", { name: `Approve ${other.fullname}` })
      .click();
    await page.getByRole("button", { name: "Approve User" }).click();
    await expect(page.getByTestId("no-users")).toBeVisible();
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the tabs, the rows and the reject dialog fit", async ({ page, makeUser, signInAs }) => {
    const pending = await makeUser({ status: "PENDING" });
    await signInAs(DEMO.admin);
    await searchPending(page, pending.email);
    await expectNoHorizontalScroll(page);
    await row(page, pending.email)
      .getByRole("link", { name: `Reject ${pending.fullname}` })
      .click();
    // Typed once the enhanced dialog has taken over (typing across the takeover is
    // kit.spec.ts's test).
    await expect(page.locator('[data-enhanced="true"]')).toBeVisible();
    await page.getByLabel("Rejection reason *").fill("Belum lengkap.");
    await page.getByRole("button", { name: "Reject User" }).click();
    await expect(page.getByTestId("toast")).toContainText("User rejected");
    await expectNoHorizontalScroll(page);
  });
});

test("in Bahasa Indonesia the console speaks Indonesian", async ({ page, baseURL, signInAs }) => {
  await signInAs(DEMO.admin);
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/admin/users?q=admin%40guyub.id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dasbor Admin");
  await expect(page.getByTestId("tab-pending")).toContainText("Menunggu Persetujuan");
  await expect(page.getByTestId("tab-users")).toContainText("Semua Pengguna");
  await expect(page.getByTestId("user-count")).toHaveText("1 pengguna");
});
