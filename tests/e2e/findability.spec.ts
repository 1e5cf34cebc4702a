import type { Page } from "@playwright/test";
import { gotoBriefCard } from "./campaigns-kit";
import { DEMO, expect, signIn, test, uniqueEmail } from "./fixtures";

/*
 * What a new user must be able to find: the tab that holds a fresh application, headings
 * without gaps, category filters that read as words, a toast that leaves the dialog's
 * buttons free, and the admin's current tab on a 360 px screen.
 */

const QRIS = "Workshop Developer: Integrasi Pembayaran QRIS";

/** The levels of the page's headings that skip one or more levels ("h1 -> h3"). */
async function headingGaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    const gaps: string[] = [];
    levels.forEach((level, i) => {
      const before = i ? levels[i - 1] : 0;
      if (level > before + 1) gaps.push(`h${before} -> h${level}`);
    });
    return gaps;
  });
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("My Applications after the first application", () => {
  /** A fresh owner with a community applies to the QRIS brief through the Campaigns page. */
  async function applyAsFreshOwner(page: Page) {
    const created = await page.request.post("/api/communities", {
      data: {
        name: `Komunitas Baru ${Date.now() % 1_000_000}`,
        description: "Komunitas baru yang baru saja melamar kampanye pertamanya.",
        category: ["TECHNOLOGY"],
        platforms: [{ type: "TELEGRAM", url: "https://t.me/komunitasbaru" }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const card = await gotoBriefCard(page, QRIS);
    await card.getByRole("link", { name: `Apply to ${QRIS}` }).click();
    await page.getByRole("dialog", { name: "Apply to Campaign" }).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application submitted");
  }

  test.describe("without JavaScript, at 360 px", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test("opens on Pending, says where the application is, and Approved asked for stays", async ({ page, owner }) => {
      void owner;
      await applyAsFreshOwner(page);
      await page.goto("/community/applications");
      await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("link", { name: `View details of ${QRIS}` })).toBeVisible();
      const note = page.getByTestId("applications-elsewhere");
      await expect(note).toHaveText("No approved applications yet: 1 pending");
      await expect(note.getByRole("link", { name: "1 pending" })).toHaveAttribute("href", "/community/applications?tab=pending");
      expect(await headingGaps(page)).toEqual([]);

      await page.getByTestId("tab-approved").click();
      await expect(page).toHaveURL("/community/applications?tab=approved");
      await expect(page.getByTestId("tab-approved")).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { name: "No approved applications yet" })).toBeVisible();
      await expect(page.getByTestId("applications-elsewhere")).toHaveCount(0);
    });
  });

  test("in Indonesian, with JavaScript", async ({ page, owner, baseURL }) => {
    void owner;
    await applyAsFreshOwner(page);
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/applications");
    await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: `Lihat detail ${QRIS}` })).toBeVisible();
    await expect(page.getByTestId("applications-elsewhere")).toHaveText("Belum ada lamaran yang disetujui: 1 menunggu");
  });
});

test.describe("headings go down one level at a time", () => {
  test("on Campaigns and My Applications of the demo owner", async ({ page }) => {
    await signIn(page, DEMO.owner);
    for (const url of ["/community/briefs", "/community/briefs?tab=all", "/community/applications"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeAttached();
      expect(await headingGaps(page), url).toEqual([]);
    }
  });

  test("on Campaigns of an owner without a community", async ({ page, owner }) => {
    void owner;
    for (const url of ["/community/briefs", "/community/briefs?tab=all"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await headingGaps(page), url).toEqual([]);
    }
  });
});

test.describe("the 'no category' choice reads as words", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("on the admin's Communities filter and the owner's Campaigns, in English", async ({ page, signInAs, owner }) => {
      void owner;
      await page.goto("/community/briefs?tab=all");
      await expect(page.getByTestId("category-ALL")).toHaveText("All categories");

      await signInAs(DEMO.admin);
      await page.goto("/admin/communities");
      const category = page.getByLabel("Category", { exact: true });
      await expect(category.locator("option").first()).toHaveText("All categories");
      await expect(category.locator("option", { hasText: /^(ALL|SEMUA)$/ })).toHaveCount(0);
    });
  });

  test("on the admin's Communities filter and the owner's Campaigns, in Indonesian", async ({ page, signInAs, owner, baseURL }) => {
    void owner;
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/briefs?tab=all");
    await expect(page.getByTestId("category-ALL")).toHaveText("Semua kategori");

    await signInAs(DEMO.admin);
    await page.goto("/admin/communities");
    const category = page.getByLabel("Kategori", { exact: true });
    await expect(category.locator("option").first()).toHaveText("Semua kategori");
    await expect(category).toHaveValue("");
  });
});

test.describe("registration success at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function register(page: Page) {
    await page.goto("/auth?register=COMMUNITY_OWNER");
    await page.getByLabel("Full Name").fill("Dewi Lestari");
    await page.getByLabel("Email").fill(uniqueEmail("dewi"));
    await page.getByLabel("Phone Number").fill("081355566677");
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("Confirm Password").fill("rahasia123");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
  }

  async function expectToastClearOfButtons(page: Page) {
    const dialog = page.getByTestId("register-success");
    await expect(dialog).toContainText("Registration successful");
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const name of ["Back to Home", "Try Login Later"]) {
      const button = (await dialog.getByRole("link", { name }).boundingBox())!;
      expect(overlaps(toastBox, button), `the toast covers "${name}"`).toBe(false);
    }
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the toast leaves the dialog's buttons free", async ({ page }) => {
      await register(page);
      await expectToastClearOfButtons(page);
    });
  });

  test("with JavaScript the toast leaves the dialog's buttons free", async ({ page }) => {
    await register(page);
    await expectToastClearOfButtons(page);
  });
});

test.describe("the admin's current tab at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function expectCurrentTabInView(page: Page, key: string) {
    const tab = page.getByTestId(`tab-${key}`);
    await expect(tab).toHaveAttribute("aria-current", "page");
    const box = (await tab.boundingBox())!;
    expect(box.x, `tab-${key} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `tab-${key} ends on screen`).toBeLessThanOrEqual(360);
    // The tab bar scrolled, the page did not.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the last tab and a middle one show on load", async ({ page, signInAs }) => {
      await signInAs(DEMO.admin);
      await page.goto("/admin/settings");
      await expectCurrentTabInView(page, "templates");
      await page.goto("/admin/campaigns");
      await expectCurrentTabInView(page, "campaigns");
    });
  });

  test("with JavaScript, on load and after moving to another tab", async ({ page, signInAs }) => {
    await signInAs(DEMO.admin);
    await page.goto("/admin/settings");
    await expectCurrentTabInView(page, "templates");
    await page.goto("/admin/pending-users");
    await expectCurrentTabInView(page, "pending");
    await page.getByTestId("tab-messages").click();
    await expect(page).toHaveURL("/admin/messages");
    await expectCurrentTabInView(page, "messages");
  });
});
