import type { Page } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";

/*
 * A slow, flaky mobile connection, with JavaScript, at 360 px, in Indonesian: a form
 * whose post gets no answer keeps what was typed, says so (the form's error) and asks to
 * send it again with its button;
 * sending again never saves it twice, also when the first post did arrive and only its
 * answer was lost. (Without JavaScript the browser itself keeps the page and offers to
 * resend; the one-time key makes that safe too: tests/api/resubmission.test.ts.)
 */

test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: true });

/** The fresh owner's community, made through the API with the page's session. */
async function withCommunity(page: Page, owner: TestUser) {
  const created = await page.request.post("/api/communities", {
    data: {
      name: `Komunitas Sinyal ${owner.id}`,
      description: "Komunitas pendaki yang sering kehilangan sinyal di gunung.",
      category: ["TRAVEL"],
      location: "Malang",
      is_online: false,
      member_count: 80,
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/sinyal" }],
    },
  });
  expect(created.status()).toBe(201);
}

/** How many members named `name` the owner's community has, read through the API. */
async function membersNamed(page: Page, owner: TestUser, name: string): Promise<number> {
  const communities = await (await page.request.get(`/api/users/${owner.id}/communities`)).json();
  const members = (await (await page.request.get(`/api/communities/${communities[0].id}/members`)).json()) as { name: string }[];
  return members.filter((m) => m.name === name).length;
}

async function openAddMember(page: Page, name: string) {
  await page.goto("/community/members");
  await page.getByTestId("add-member").click();
  const dialog = page.getByRole("dialog", { name: "Tambah Anggota" });
  await expect(dialog).toBeVisible();
  // These tests are about the network: type once the enhanced dialog has taken over.
  await expect(page.locator('[data-enhanced="true"]')).toBeVisible();
  await dialog.getByLabel("Nama", { exact: true }).fill(name);
  await dialog.getByLabel("Peran").fill("Pemandu");
  // The guard loads once the form is used (with the validator or the enhanced dialog):
  // wait until it holds fetch, as it does long before a person has typed a name.
  await page.waitForFunction(() => window.fetch.name !== "fetch");
  return dialog;
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
});

test("a post whose connection drops keeps the input, says so, and sends again once", async ({ page, owner }) => {
  await withCommunity(page, owner);
  const name = `Rani Sinyal ${Date.now()}`;
  const dialog = await openAddMember(page, name);

  // The first post never reaches the server.
  let posts = 0;
  await page.route(/\/community\/members\?.*_data=/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts += 1;
    return posts === 1 ? route.abort("connectionreset") : route.continue();
  });
  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();

  const notice = dialog.getByRole("alert").filter({ hasText: "Tidak ada jawaban dari Guyub" });
  await expect(notice).toContainText("Yang Anda ketik masih ada di sini");
  await expect(dialog.getByLabel("Nama", { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel("Peran")).toHaveValue("Pemandu");
  expect(await membersNamed(page, owner, name)).toBe(0);

  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
  await expect(page.getByTestId("toast")).toContainText("Anggota berhasil ditambahkan!");
  expect(posts).toBe(2);
  expect(await membersNamed(page, owner, name)).toBe(1);
});

test("a post that arrived but whose answer was lost: sending again gives the first result, one member", async ({ page, owner }) => {
  await withCommunity(page, owner);
  const name = `Bayu Sinyal ${Date.now()}`;
  const dialog = await openAddMember(page, name);

  let posts = 0;
  await page.route(/\/community\/members\?.*_data=/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    // The server gets the post and saves; the phone never hears back.
    await route.fetch();
    return route.abort("connectionreset");
  });
  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Tidak ada jawaban dari Guyub" })).toBeVisible();
  expect(await membersNamed(page, owner, name)).toBe(1);

  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
  await expect(page.getByTestId("toast")).toContainText("Anggota berhasil ditambahkan!");
  expect(posts).toBe(2);
  expect(await membersNamed(page, owner, name)).toBe(1);
});

test("a gateway's error page instead of Guyub's answer counts as no answer, not as an error page", async ({ page, owner }) => {
  await withCommunity(page, owner);
  const name = `Tono Sinyal ${Date.now()}`;
  const dialog = await openAddMember(page, name);
  await page.route(/\/community\/members\?.*_data=/, async (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 504, contentType: "text/html", body: "<h1>504 Gateway Time-out</h1>" })
      : route.continue(),
  );
  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Tidak ada jawaban dari Guyub" })).toBeVisible();
  await expect(dialog.getByLabel("Nama", { exact: true })).toHaveValue(name);
});
