import { DEMO, expect, signIn, test, uniqueEmail } from "./fixtures";

test.describe("sign-in", () => {
  for (const [account, dashboard] of [
    [DEMO.owner, "/community/dashboard"],
    [DEMO.advertiser, "/advertiser/dashboard"],
    [DEMO.admin, "/admin/dashboard"],
  ] as const) {
    test(`${account.email} lands on ${dashboard} with a welcome toast`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(dashboard);
      await expect(page.getByTestId("toast")).toContainText("Login successful");
      await expect(page.getByTestId("toast")).toContainText(/Welcome back, .+!/);
    });
  }

  test("shows the spec's messages next to the fields and keeps the e-mail", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await page.getByLabel("Email").fill(DEMO.owner.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.owner.email);
  });

  test("repeated failures for one e-mail are refused with a clear message", async ({ page }) => {
    const email = uniqueEmail("limited");
    await page.goto("/auth");
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await answer;
    }
    await expect(page.getByTestId("form-error")).toContainText("Too many failed attempts. Please try again in 15 minute(s).");
  });

  test("a REJECTED account sees the reason and stays out", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(DEMO.rejected.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.rejected.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByTestId("form-error")).toContainText("Company details could not be verified.");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("a PENDING account signs in and sees the pending banner", async ({ page }) => {
    await signIn(page, DEMO.pending);
    await expect(page).toHaveURL("/community/dashboard");
    await expect(page.getByTestId("pending-banner")).toHaveText("Your account is pending approval (1-2 business days)");
  });

  test("a signed-in user visiting /auth goes to the dashboard", async ({ page }) => {
    await signIn(page, DEMO.advertiser);
    await page.goto("/auth");
    await expect(page).toHaveURL("/advertiser/dashboard");
  });

  test("remember me keeps a 30-day cookie; without it the cookie ends with the browser", async ({ browser }) => {
    for (const remember of [true, false]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto("/auth");
      await page.getByLabel("Email").fill(DEMO.owner.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO.owner.password);
      if (remember) await page.getByLabel("Remember me").check();
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL("/community/dashboard");
      const cookie = (await context.cookies()).find((c) => c.name === "__session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      if (remember) expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      else expect(cookie.expires).toBe(-1);
      await context.close();
    }
  });

  test("logout ends the session and goes home", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.locator("aside").getByTestId("logout").click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast")).toContainText("Logged out");
    await page.goto("/community/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });
});

test.describe("registration", () => {
  test("register=ADVERTISER opens the Register tab with Advertiser chosen", async ({ page }) => {
    await page.goto("/auth?register=ADVERTISER");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("radio", { name: /Advertiser/ })).toBeChecked();
    await page.goto("/auth?register=true");
    await expect(page.getByRole("radio", { name: /Community Owner/ })).toBeChecked();
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
  });

  test("creates a pending account and shows the success dialog", async ({ page }) => {
    const email = uniqueEmail("sari");
    await page.goto("/auth?register=COMMUNITY_OWNER");
    await page.getByLabel("Full Name").fill("Sari Dewi");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone Number").fill("081355566677");
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("Confirm Password").fill("rahasia123");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    const dialog = page.getByTestId("register-success");
    await expect(dialog).toContainText("Registration successful");
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText("Sari Dewi");
    await expect(dialog.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(dialog.getByRole("link", { name: "Try Login Later" })).toHaveAttribute("href", "/auth");
    // Not signed in: the account waits for approval, but the user may sign in.
    await dialog.getByRole("link", { name: "Try Login Later" }).click();
    await signIn(page, { email, password: "rahasia123" });
    await expect(page.getByTestId("pending-banner")).toBeVisible();
  });

  test("shows every validation message of the spec", async ({ page }) => {
    await page.goto("/auth?register=true");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("Confirm Password").fill("rahasia124");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registration shows server errors with the input kept, then succeeds", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/auth?register=ADVERTISER");
    await page.getByLabel("Full Name").fill("Agus Salim");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone Number").fill("0812");
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("Confirm Password").fill("rahasia123");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Agus Salim");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: /Advertiser/ })).toBeChecked();
    await page.getByLabel("Phone Number").fill("081399988877");
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("Confirm Password").fill("rahasia123");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByTestId("register-success")).toContainText(email);
  });

  test("sign-in works and shows the toast", async ({ page }) => {
    await signIn(page, DEMO.advertiser);
    await expect(page).toHaveURL("/advertiser/dashboard");
    await expect(page.getByTestId("toast")).toContainText("Login successful");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an advertiser's company at registration, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("registration asks an advertiser for the company name (optional), and the brief form starts with it", async ({ page }) => {
      const email = uniqueEmail("brand");
      await page.goto("/auth?register=ADVERTISER");
      const company = page.getByLabel("Company Name (optional)");
      await expect(company).toBeVisible();
      // An owner has no company: the field is not offered.
      await page.getByRole("radio", { name: /Community Owner/ }).check();
      await expect(company).toBeHidden();
      await page.getByRole("radio", { name: /Advertiser/ }).check();
      await expect(company).toBeVisible();
      await page.getByLabel("Full Name").fill("Budi Santoso");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone Number").fill("081355566678");
      await page.getByLabel("Password", { exact: true }).fill("rahasia123");
      await page.getByLabel("Confirm Password").fill("rahasia123");
      await company.fill("PT Kopi Budi");
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Register", exact: true }).click();
      await expect(page.getByTestId("register-success")).toContainText(email);
      // A pending advertiser may write drafts: the form starts with the company.
      await signIn(page, { email, password: "rahasia123" });
      await page.goto("/advertiser/create-brief");
      await expect(page.getByLabel("Company Name *")).toHaveValue("PT Kopi Budi");
    });
  });
}
