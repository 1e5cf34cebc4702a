import { expect, test } from "./fixtures";

/* The areas' frame: an unknown path inside an area is a 404 that keeps the side navigation. */

test("an unknown path in an area answers 404 inside the area's frame", async ({ page, owner }) => {
  const response = await page.goto("/community/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByTestId("side-user-name").first()).toHaveText(owner.fullname);
  await page.getByRole("link", { name: "Settings" }).first().click();
  await expect(page).toHaveURL("/community/settings");
});

test("another role's unknown path sends the user to its own dashboard", async ({ page, advertiser }) => {
  await page.goto("/community/no-such-screen");
  await expect(page).toHaveURL("/advertiser/dashboard");
  expect(advertiser.role).toBe("ADVERTISER");
});
