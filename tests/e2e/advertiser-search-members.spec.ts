import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * The community dialog of advertiser search shows the community's logo and who runs it:
 * each member's name, role and social links, never the owner's notes about them. A fresh
 * owner's community, made through the API, with a logo link answered here (no network).
 */

const LOGO = "https://logos.guyub-test.invalid/ilustrator.png";
// A 1x1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const NOTE = "Catatan pribadi pemilik: jangan dibagikan";

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

/** A listed (APPROVED owner) community with a logo and two members with notes; its id and name. */
async function communityWithMembers(playwright: Playwright, baseURL: string, owner: TestUser) {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/login", { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  const name = `Ilustrator Berlogo ${Date.now().toString(36)}${process.pid}`;
  const created = await api.post("/api/communities", {
    data: {
      name,
      description: "Komunitas ilustrator yang rutin berkarya dan berbagi teknik menggambar.",
      category: ["ARTS"],
      location: "Medan",
      member_count: 800,
      logo_url: LOGO,
      platforms: [{ type: "INSTAGRAM", url: "https://instagram.com/ilustratorberlogo" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const member of [
    {
      name: "Rina Wijaya",
      role: "Ketua",
      notes: NOTE,
      social_links: { instagram: "https://instagram.com/rina.gambar", tiktok: "https://www.tiktok.com/@rinagambar" },
    },
    { name: "Budi Santoso", role: "Moderator", notes: NOTE },
  ]) {
    const added = await api.post(`/api/communities/${id}/members`, { data: member });
    expect(added.status(), await added.text()).toBe(201);
  }
  await api.dispose();
  return { id, name };
}

async function serveLogo(page: Page) {
  await page.route(`${LOGO}*`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG }));
}

async function expectLogoAndMembers(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Logo of ${name}` })).toHaveAttribute("src", LOGO);
  const members = dialog.getByTestId("community-members");
  await expect(members.getByRole("heading", { name: "Who runs it" })).toBeVisible();
  await expect(members.getByTestId("community-member")).toHaveCount(2);
  await expect(members.getByTestId("community-member").first()).toContainText("Rina Wijaya · Ketua");
  await expect(members.getByTestId("community-member").nth(1)).toContainText("Budi Santoso · Moderator");
  await expect(members.getByRole("link", { name: "Instagram of Rina Wijaya (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://instagram.com/rina.gambar",
  );
  await expect(members.getByRole("link", { name: "TikTok of Rina Wijaya (opens in a new tab)" })).toHaveText("TikTok");
  // The owner's notes are neither shown nor sent.
  await expect(dialog).not.toContainText(NOTE);
  expect(await page.content()).not.toContain(NOTE);
  return dialog;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog shows the logo and the members, never their notes", async ({ page, playwright, baseURL, makeUser, advertiser }) => {
    expect(advertiser.role).toBe("ADVERTISER");
    const { id, name } = await communityWithMembers(playwright, baseURL!, await makeUser({ role: "COMMUNITY_OWNER" }));
    await serveLogo(page);
    await page.goto(`/advertiser/search?verified=false&community=${id}`);
    await expectLogoAndMembers(page, name);
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("opening the dialog from a card loads the members with it", async ({ page, playwright, baseURL, makeUser, advertiser }) => {
    expect(advertiser.role).toBe("ADVERTISER");
    const { name } = await communityWithMembers(playwright, baseURL!, await makeUser({ role: "COMMUNITY_OWNER" }));
    await serveLogo(page);
    await page.goto(`/advertiser/search?verified=false&q=${encodeURIComponent(name)}`);
    await page.getByTestId("community-card").first().getByRole("link", { name: "View Details" }).click();
    await expectLogoAndMembers(page, name);
    await expectNoHorizontalScroll(page);
  });
});

test("in Bahasa Indonesia, a community without members says it has listed none", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  advertiser,
}) => {
  expect(advertiser.role).toBe("ADVERTISER");
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/login", { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  const name = `Komunitas Tanpa Anggota ${Date.now().toString(36)}${process.pid}`;
  const created = await api.post("/api/communities", {
    data: {
      name,
      description: "Komunitas baru yang belum mencantumkan pengurusnya.",
      category: ["ARTS"],
      location: "Medan",
      member_count: 100,
      platforms: [{ type: "TELEGRAM", url: "https://t.me/tanpaanggota" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto(`/advertiser/search?verified=false&community=${id}`);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByRole("heading", { name: "Pengelola komunitas" })).toBeVisible();
  await expect(dialog.getByTestId("community-members")).toContainText("Komunitas ini belum mencantumkan anggota intinya.");
  await expect(dialog.getByTestId("community-logo")).toHaveCount(0);
});
