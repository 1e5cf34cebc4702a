import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";

/*
 * Tab strips (<LinkTabs>): every tab, and the current one above all, is whole on the
 * screen, at 1280 and at 360 px, with and without JavaScript: a tab cut at the edge
 * ("6" of "Pending Users 6") or scrolled out of sight hides where the user is.
 */

/** Every tab of `strip` lies whole inside the strip and the viewport. */
async function expectWholeTabs(page: Page, strip: Locator) {
  const width = page.viewportSize()!.width;
  const box = (await strip.boundingBox())!;
  const tabs = strip.getByRole("link");
  expect(await tabs.count()).toBeGreaterThan(1);
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent())?.trim();
    const t = (await tab.boundingBox())!;
    expect(t.x, `${name} starts inside the strip`).toBeGreaterThanOrEqual(Math.max(0, box.x) - 0.5);
    expect(t.x + t.width, `${name} ends inside the strip`).toBeLessThanOrEqual(Math.min(width, box.x + box.width) + 0.5);
  }
  await expect(strip.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`tab strips ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the admin console's tabs are whole at 1280 px, its first one too", async ({ page, signInAs }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(DEMO.admin);
      for (const path of ["/admin/communities", "/admin/messages", "/admin/pending-users"]) {
        await page.goto(path);
        const strip = page.getByRole("navigation", { name: "Admin sections" });
        await expect(strip.getByTestId("tab-pending")).toBeInViewport({ ratio: 1 });
        await expectWholeTabs(page, strip);
      }
    });

    test("the owner's application tabs are whole at 360 px in Indonesian, 'Disetujui' too", async ({
      page,
      context,
      baseURL,
      signInAs,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
      await signInAs(DEMO.owner);
      for (const tab of ["approved", "rejected", "all"]) {
        await page.goto(`/community/applications?tab=${tab}`);
        const strip = page.locator("nav.link-tabs");
        await expect(strip.getByRole("link", { name: /^Disetujui/ })).toBeInViewport({ ratio: 1 });
        await expectWholeTabs(page, strip);
      }
    });

    test("the admin console's tabs are whole at 360 px", async ({ page, signInAs }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signInAs(DEMO.admin);
      await page.goto("/admin/campaigns");
      await expectWholeTabs(page, page.getByRole("navigation", { name: "Admin sections" }));
    });
  });
}
