import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

test.describe("route guard", () => {
  test("a signed-out visitor goes to /auth and comes back after signing in", async ({ page }) => {
    await page.goto("/community/members");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fcommunity%2Fmembers");
    await page.getByLabel("Email").fill(DEMO.owner.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.owner.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/community/members");
  });

  test("the wrong role goes to its own dashboard", async ({ page }) => {
    await signIn(page, DEMO.owner);
    for (const path of ["/advertiser/dashboard", "/admin/dashboard", "/advertiser/search"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/community/dashboard");
    }
  });

  test("an admin is kept out of the owner and advertiser areas", async ({ page }) => {
    await signIn(page, DEMO.admin);
    for (const path of ["/community/profile", "/advertiser/briefs"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/admin/dashboard");
    }
  });

  const menus = [
    [
      DEMO.owner,
      [
        "/community/dashboard",
        "/community/profile",
        "/community/members",
        "/community/packages",
        "/community/briefs",
        "/community/applications",
        "/community/settings",
      ],
    ],
    [DEMO.advertiser, ["/advertiser/dashboard", "/advertiser/briefs", "/advertiser/search", "/advertiser/settings"]],
    [DEMO.admin, ["/admin/dashboard", "/admin/pending-users", "/admin/communities", "/admin/settings"]],
  ] as const;
  for (const [account, paths] of menus) {
    test(`every side-navigation link of ${account.email} leads to a page with a heading`, async ({ page }) => {
      await signIn(page, account);
      const nav = page.locator("aside nav");
      for (const path of paths) {
        await nav.locator(`a[href="${path}"]`).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
      }
      await expect(page.locator("aside").getByTestId("side-user-name")).toBeVisible();
    });
  }
});

test.describe("frame", () => {
  test("unknown paths answer 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("the navigation bar is hidden in the owner and advertiser areas", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await signIn(page, DEMO.owner);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("signed-in visitors see Dashboard and Logout instead of Login and Register", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link", { name: "Login" })).toBeVisible();
    await signIn(page, DEMO.advertiser);
    await page.goto("/about");
    await expect(bar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/advertiser/dashboard");
    await expect(bar.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("the admin bar shows on the home page for admins only", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("admin-bar")).toHaveCount(0);
    await signIn(page, DEMO.advertiser);
    await page.goto("/");
    await expect(page.getByTestId("admin-bar")).toHaveCount(0);
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await page.goto("/");
    const bar = page.getByTestId("admin-bar");
    await expect(bar).toContainText("System Administrator");
    await expect(bar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin/dashboard");
    await page.goto("/about");
    await expect(page.getByTestId("admin-bar")).toHaveCount(0);
  });

  test("the footer shows the copyright line with the year and brand", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("copyright")).toHaveText(new RegExp(`© ${new Date().getFullYear()} Guyub`));
  });
});

test.describe("mobile (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the drawer opens with the public links", async ({ page }) => {
    await page.goto("/");
    await expectNoHorizontalScroll(page);
    const drawer = page.getByTestId("mobile-menu");
    await drawer.locator("summary").click();
    await expect(drawer.getByRole("link", { name: "Browse Communities" })).toBeVisible();
    await drawer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(drawer.getByRole("link", { name: "Browse Communities" })).toBeHidden();
  });

  test("the side navigation is a drawer in the signed-in areas", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expectNoHorizontalScroll(page);
    const drawer = page.getByTestId("side-drawer");
    await drawer.locator("summary").click();
    await drawer.getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL("/community/members");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the drawer opens and closes", async ({ page }) => {
      await page.goto("/about");
      const drawer = page.getByTestId("mobile-menu");
      await drawer.locator("summary").click();
      await expect(drawer.getByRole("link", { name: "Contact Us" })).toBeVisible();
      await drawer.getByRole("link", { name: "Close menu" }).click();
      await expect(drawer.getByRole("link", { name: "Contact Us" })).toBeHidden();
    });
  });
});

test.describe("languages", () => {
  test("the switch turns the site Indonesian and is remembered", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "ID" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jelajahi Komunitas" })).toBeVisible();
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Masuk" })).toBeVisible();
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page.getByText("Masukkan alamat email yang valid")).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "EN" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test.describe("a browser that prefers Indonesian", () => {
    test.use({ locale: "id-ID" });
    test("gets Indonesian first", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Masuk" })).toBeVisible();
    });
  });
});
