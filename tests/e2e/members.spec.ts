import type { Locator, Page } from "@playwright/test";
import { ownCommunity } from "./campaigns-kit";
import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/*
 * /community/members. The demo owner's community 'Jakarta JavaScript
 * Developers' has seeded members; these tests only add members with unique names, change
 * and delete those, and never touch the seeded ones. The tests that change the list run
 * one after another (serial), so the total each one sees is its own doing.
 */

let counter = 0;
/** A member name no other test uses. */
function uniqueName(first: string) {
  counter += 1;
  return `${first} ${Date.now().toString(36)}${process.pid}${counter}`;
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast")).toContainText(title);
}

/** The number in 'Total Members: N'. */
async function total(page: Page): Promise<number> {
  const text = await page.getByTestId("member-total").textContent();
  const match = /Total Members: ([\d.,]+)/.exec(text ?? "");
  expect(match, `total in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/[.,]/g, ""));
}

function row(page: Page, name: string): Locator {
  return page.getByTestId("member-row").filter({ hasText: name });
}

/** The field's error, as its input's aria-describedby names it. */
async function errorOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  return page.locator(`[id="${ids.split(" ")[0]}"]`);
}

test.describe("members of the demo community", () => {
  test.describe.configure({ mode: "serial" });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("the owner adds a member with a social link, edits it and deletes it after confirming", async ({ page }) => {
        await signIn(page, DEMO.owner);
        await page.goto("/community/members");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community Members");
        // The seeded members are there.
        await expect(row(page, "Dimas Prasetyo")).toBeVisible();
        await expect(row(page, "Dimas Prasetyo").getByRole("link", { name: /^GitHub of Dimas Prasetyo/ })).toHaveAttribute(
          "href",
          "https://github.com/dimasprasetyo",
        );
        const before = await total(page);
        const name = uniqueName("Wulan");

        // Add
        await page.getByTestId("add-member").click();
        await expect(page).toHaveURL("/community/members?dialog=add");
        const dialog = page.getByRole("dialog", { name: "Add Member" });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel("Name", { exact: true }).fill(name);
        await dialog.getByLabel("Role").fill("Community Manager");
        await dialog.getByLabel("Instagram").fill("https://instagram.com/wulan.dev");
        await dialog.getByLabel("Other link: name").fill("YouTube");
        await dialog.getByLabel("Other link: URL").fill("https://youtube.com/@wulan");
        await dialog.getByRole("button", { name: "Save Member" }).click();
        await expectToast(page, "Member added successfully!");
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/community\/members$/);
        const added = row(page, name);
        await expect(added).toContainText("Community Manager");
        await expect(added.getByRole("link", { name: `Instagram of ${name} (opens in a new tab)` })).toHaveAttribute(
          "href",
          "https://instagram.com/wulan.dev",
        );
        await expect(added.getByRole("link", { name: /^YouTube of/ })).toHaveAttribute("href", "https://youtube.com/@wulan");
        expect(await total(page)).toBe(before + 1);

        // Edit: the form starts with the member; a cleared link goes, a new one comes.
        await added.getByRole("link", { name: `Edit ${name}` }).click();
        const edit = page.getByRole("dialog", { name: "Edit Member" });
        await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(name);
        await expect(edit.getByLabel("Instagram")).toHaveValue("https://instagram.com/wulan.dev");
        await expect(edit.getByLabel("YouTube")).toHaveValue("https://youtube.com/@wulan");
        await edit.getByLabel("Role").fill("Moderator");
        await edit.getByLabel("Instagram").fill("");
        await edit.getByLabel("TikTok").fill("https://tiktok.com/@wulan");
        await edit.getByRole("button", { name: "Save Member" }).click();
        await expectToast(page, "Member updated successfully!");
        await expect(edit).toHaveCount(0);
        const edited = row(page, name);
        await expect(edited).toContainText("Moderator");
        await expect(edited.getByRole("link", { name: /^TikTok of/ })).toHaveAttribute("href", "https://tiktok.com/@wulan");
        await expect(edited.getByRole("link", { name: /^Instagram of/ })).toHaveCount(0);
        expect(await total(page)).toBe(before + 1);

        // Delete: Cancel keeps it; confirming deletes it.
        await edited.getByRole("link", { name: `Delete ${name}` }).click();
        const confirm = page.getByRole("dialog", { name: "Delete Member" });
        await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
        await confirm.getByRole("link", { name: "Cancel" }).click();
        await expect(confirm).toHaveCount(0);
        await expect(row(page, name)).toBeVisible();
        await row(page, name)
          .getByRole("link", { name: `Delete ${name}` })
          .click();
        await confirm.getByRole("button", { name: "Delete Member" }).click();
        await expectToast(page, "Member deleted successfully!");
        await expect(row(page, name)).toHaveCount(0);
        expect(await total(page)).toBe(before);
        await expect(row(page, "Dimas Prasetyo")).toBeVisible();
      });

      test("an invalid link is refused next to its field, the input kept, nothing added", async ({ page }) => {
        await signIn(page, DEMO.owner);
        await page.goto("/community/members?dialog=add");
        const before = await total(page);
        const name = uniqueName("Bagas");
        const dialog = page.getByRole("dialog", { name: "Add Member" });
        await dialog.getByLabel("Name", { exact: true }).fill(name);
        await dialog.getByLabel("Role").fill("Speaker");
        await dialog.getByLabel("LinkedIn").fill("linkedin/in/bagas");
        await dialog.getByRole("button", { name: "Save Member" }).click();
        const linkedin = dialog.getByLabel("LinkedIn");
        await expect(await errorOf(page, linkedin)).toHaveText("Please enter a valid URL");
        await expect(linkedin).toHaveValue("linkedin/in/bagas");
        await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
        await expect(dialog.getByLabel("Role")).toHaveValue("Speaker");
        await expect(dialog.getByLabel("Instagram")).not.toHaveAttribute("aria-invalid", "true");

        // An "other" link needs its name.
        await linkedin.fill("");
        await dialog.getByLabel("Other link: URL").fill("https://bagas.example.id");
        await dialog.getByRole("button", { name: "Save Member" }).click();
        await expect(await errorOf(page, dialog.getByLabel("Other link: name"))).toHaveText("Please enter a name for this link");

        await dialog.getByRole("link", { name: "Cancel" }).click();
        await expect(dialog).toHaveCount(0);
        await expect(row(page, name)).toHaveCount(0);
        expect(await total(page)).toBe(before);
      });
    });
  }
});

test.describe("on a 360 px screen", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the list and the dialogs fit without scrolling sideways", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/community/members");
    await expect(page.getByTestId("member-table")).toBeVisible();
    await expect(row(page, "Dimas Prasetyo").getByRole("link", { name: "Edit Dimas Prasetyo" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByTestId("add-member").click();
    await expect(page.getByRole("dialog", { name: "Add Member" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto("/community/members");
    await row(page, "Dimas Prasetyo").getByRole("link", { name: "Edit Dimas Prasetyo" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Member" }).getByLabel("Name", { exact: true })).toHaveValue("Dimas Prasetyo");
    await expectNoHorizontalScroll(page);
  });
});

test("an owner without a community is sent to create its profile", async ({ page, owner }) => {
  await page.goto("/community/members");
  await expect(page.getByRole("heading", { name: "No Community Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Community Profile" })).toHaveAttribute("href", "/community/profile");
  await expect(page.getByTestId("member-table")).toHaveCount(0);
  expect(owner.role).toBe("COMMUNITY_OWNER");
});

test("in Bahasa Indonesia the page speaks Indonesian", async ({ page, baseURL, signInAs }) => {
  await signInAs(DEMO.owner);
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/community/members");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveTitle("Anggota Komunitas — Guyub");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anggota Komunitas");
  await expect(page.getByTestId("member-total")).toHaveText(/^Total Anggota: \d+$/);
  await expect(page.getByRole("columnheader", { name: "Media Sosial" })).toBeAttached();
  await page.getByTestId("add-member").click();
  const dialog = page.getByRole("dialog", { name: "Tambah Anggota" });
  await dialog.getByLabel("Nama", { exact: true }).fill("Rina");
  await dialog.getByLabel("Situs Web").fill("bukan-url");
  await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
  await expect(await errorOf(page, dialog.getByLabel("Situs Web"))).toHaveText("Masukkan URL yang valid");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a link typed without https://, at 360 px in Indonesian, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("a member's link 'instagram.com/budikopi' is kept as https://instagram.com/budikopi", async ({
      page,
      context,
      baseURL,
      owner,
    }) => {
      void owner;
      await ownCommunity(page);
      await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
      await page.goto("/community/members?dialog=add");
      const dialog = page.getByRole("dialog", { name: "Tambah Anggota" });
      const name = uniqueName("Budi");
      await dialog.getByLabel("Nama", { exact: true }).fill(name);
      await dialog.getByLabel("Instagram").fill("instagram.com/budikopi");
      await dialog.getByLabel("Tautan lain: nama").fill("Blog");
      await dialog.getByLabel("Tautan lain: URL").fill("www.budikopi.id");
      await dialog.getByRole("button", { name: "Simpan Anggota" }).click();
      await expectToast(page, "Anggota berhasil ditambahkan!");
      const added = row(page, name);
      await expect(added.getByRole("link", { name: `Instagram milik ${name} (terbuka di tab baru)` })).toHaveAttribute(
        "href",
        "https://instagram.com/budikopi",
      );
      await expect(added.getByRole("link", { name: /^Blog milik/ })).toHaveAttribute("href", "https://www.budikopi.id/");
      await expectNoHorizontalScroll(page);
    });
  });
}
