import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * Account settings of the owner and the advertiser (issue: workspace kit). Each test
 * signs in a fresh user (fixtures), so tests that change or delete accounts never
 * share one.
 */

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast")).toContainText(title);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`settings ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("an owner changes its details; a taken e-mail is refused next to the field", async ({ page, owner, makeUser }) => {
      const other = await makeUser();
      await page.goto("/community/settings");
      await expect(page.getByRole("link", { name: "Personal Information" })).toHaveAttribute("aria-current", "page");
      await page.getByLabel("Community Full Name").fill("Komunitas Kopi Senja");
      await page.getByLabel("PIC Full Name").fill("Rina Wijaya");
      await page.getByLabel("Phone Number").fill("081377778888");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Profile Updated");
      await page.reload();
      await expect(page.getByLabel("Community Full Name")).toHaveValue("Komunitas Kopi Senja");
      await expect(page.getByLabel("Phone Number")).toHaveValue("081377778888");
      await expect(page.getByRole("complementary").getByTestId("side-user-name")).toHaveText("Komunitas Kopi Senja");

      await page.getByLabel("Email", { exact: true }).fill(other.email);
      await page.getByLabel("PIC Full Name").fill("Rina W.");
      await page.getByRole("button", { name: "Save Changes" }).click();
      const email = page.getByLabel("Email", { exact: true });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      // The form is keyed by the navigation, so read its ids afresh on each try.
      await expect(async () => {
        await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
          "An account with this email already exists",
          { timeout: 500 },
        );
      }).toPass();
      // The user's input is kept.
      await expect(email).toHaveValue(other.email);
      await expect(page.getByLabel("PIC Full Name")).toHaveValue("Rina W.");
      expect(owner.email).not.toBe(other.email);
    });

    test("an advertiser changes its company; bad input gets the spec's messages", async ({ page, advertiser }) => {
      await page.goto("/advertiser/settings");
      await page.getByLabel("Full Name").fill("A");
      await page.getByLabel("Phone Number").fill("12");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

      await page.getByRole("link", { name: "Company Information" }).click();
      await expect(page).toHaveURL("/advertiser/settings/company");
      await page.getByLabel("Company Name").fill("PT Senja Kreatif");
      await page.getByLabel("Company Description").fill("Agensi kreatif untuk brand lokal.");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Profile Updated");
      await page.reload();
      await expect(page.getByLabel("Company Name")).toHaveValue("PT Senja Kreatif");
      expect(advertiser.role).toBe("ADVERTISER");
    });

    test("changing the password needs the current one and signs out the user's other browsers", async ({
      page,
      browser,
      owner,
      signInAs,
    }) => {
      const otherContext = await browser.newContext({ javaScriptEnabled });
      const otherPage = await otherContext.newPage();
      await signInAs(owner, otherPage);
      await otherPage.goto("/community/dashboard");
      await expect(otherPage.getByRole("complementary").getByTestId("side-user-name")).toBeVisible();

      await page.goto("/community/settings/password");
      await page.getByLabel("Current Password").fill("not-my-password");
      await page.getByLabel("New Password", { exact: true }).fill("kopi-senja-2026");
      await page.getByLabel("Confirm New Password").fill("kopi-senja-2026");
      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByText("Current password is incorrect")).toBeVisible();
      // Passwords are never sent back.
      await expect(page.getByLabel("New Password", { exact: true })).toHaveValue(javaScriptEnabled ? "kopi-senja-2026" : "");

      await page.getByLabel("Current Password").fill(owner.password);
      await page.getByLabel("New Password", { exact: true }).fill("kopi-senja-2026");
      await page.getByLabel("Confirm New Password").fill("kopi-senja-2026");
      await page.getByRole("button", { name: "Change Password" }).click();
      await expectToast(page, "Password Changed");

      // This browser stays signed in; the other one is out.
      await page.goto("/community/dashboard");
      await expect(page).toHaveURL("/community/dashboard");
      await otherPage.goto("/community/dashboard");
      await expect(otherPage).toHaveURL(/\/auth\?redirectTo=/);
      await otherContext.close();
    });

    test("the delete dialog opens from its URL and closes", async ({ page, owner }) => {
      await page.goto("/community/settings/danger-zone");
      await page.getByTestId("open-delete").click();
      await expect(page).toHaveURL("/community/settings/danger-zone?dialog=delete");
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(owner.email);
      if (javaScriptEnabled) {
        // Headless UI took over: focus is inside, Escape closes and goes back.
        await expect(page.getByTestId("delete-dialog")).toHaveAttribute("data-enhanced", "true");
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL("/community/settings/danger-zone");
        await page.getByTestId("open-delete").click();
        await expect(dialog).toBeVisible();
      }
      await dialog.getByRole("link", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL("/community/settings/danger-zone");
      // A dialog URL opened directly shows the dialog too.
      await page.goto("/community/settings/danger-zone?dialog=delete");
      await expect(dialog).toBeVisible();
    });

    test("deleting the account needs the typed e-mail; the user cannot sign in and its community leaves /browse", async ({
      page,
      signInAs,
    }) => {
      // Seeded owners with a verified community that no other test names (one per run).
      const { account, community } = javaScriptEnabled
        ? { account: { email: "agus.santoso@example.id", password: "password123" }, community: "Gowes Jogja" }
        : { account: { email: "lalu.zaini@example.id", password: "password123" }, community: "Lombok Trail Runners" };
      const search = `/browse?q=${encodeURIComponent(community)}`;
      await page.goto(search);
      await expect(page.getByRole("heading", { level: 3, name: community })).toHaveCount(1);
      await signInAs(account);
      await page.goto("/community/settings/danger-zone");
      await page.getByTestId("open-delete").click();
      const dialog = page.getByTestId("delete-dialog");
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL("/community/settings/danger-zone?dialog=delete");
      await dialog.getByLabel(/Type your email address/).fill("someone@else.id");
      await dialog.getByRole("button", { name: "Delete Account" }).click();
      await expect(dialog.getByText("Type your email address exactly as shown to confirm")).toBeVisible();
      await dialog.getByLabel(/Type your email address/).fill(account.email);
      await dialog.getByRole("button", { name: "Delete Account" }).click();
      await expect(page).toHaveURL("/");
      await expectToast(page, "Account Deleted");
      await page.goto(search);
      await expect(page.getByRole("heading", { level: 3, name: community })).toHaveCount(0);
      await page.goto("/auth");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    });
  });
}

test.describe("settings at 360 px in Bahasa Indonesia", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every tab fits and speaks Indonesian", async ({ page, advertiser, context }) => {
    await context.addCookies([{ name: "lang", value: "id", url: test.info().project.use.baseURL! }]);
    for (const [path, heading] of [
      ["/advertiser/settings", "Informasi Pribadi"],
      ["/advertiser/settings/company", "Informasi Perusahaan"],
      ["/advertiser/settings/password", "Ubah Kata Sandi"],
      ["/advertiser/settings/danger-zone", "Zona Berbahaya"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.goto("/advertiser/settings");
    await page.getByLabel("Nama Lengkap").fill("A");
    await page.getByRole("button", { name: "Simpan Perubahan" }).click();
    await expect(page.getByText("Nama minimal 2 karakter")).toBeVisible();
    expect(advertiser.role).toBe("ADVERTISER");
  });
});

test.describe("with JavaScript", () => {
  test("a settings form checks itself in the browser, then as the user types", async ({ page, owner }) => {
    const posts: string[] = [];
    let inFlight = 0;
    page.on("request", (request) => {
      inFlight += 1;
      if (request.method() === "POST") posts.push(request.url());
    });
    page.on("requestfinished", () => (inFlight -= 1));
    page.on("requestfailed", () => (inFlight -= 1));
    await page.goto("/community/settings");
    const pic = page.getByLabel("PIC Full Name");
    await pic.fill("R");
    // The validator loads on focus; wait until it has.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/build\/_shared\/client-/.test(e.name)));
    // The form's schema chunk is fetched beside it: wait until nothing is in flight.
    await expect.poll(() => inFlight, { message: "the validator's chunks finish loading" }).toBe(0);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("PIC name must be at least 2 characters")).toBeVisible();
    expect(posts, "the browser refused the form itself").toEqual([]);
    await expect(pic).toBeFocused();
    await pic.pressSequentially("ina");
    await expect(page.getByText("PIC name must be at least 2 characters")).toHaveCount(0);
    expect(owner.role).toBe("COMMUNITY_OWNER");
  });
});
