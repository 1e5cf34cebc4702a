import sharp from "sharp";
import { expect, expectFieldError, expectNoHorizontalScroll, test } from "./fixtures";
import type { Page } from "@playwright/test";

/*
 * /community/profile: create and edit the owner's community, with and without
 * JavaScript, the platform and link rows, the logo upload, errors next to the fields.
 */

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast")).toContainText(title);
}

const photo = async () => ({
  name: "logo-komunitas.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1e88e5" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Komunitas" } })
    .toBuffer(),
});

async function fillBasics(page: Page, name: string) {
  await page.getByLabel("Community Name *").fill(name);
  await page.getByLabel("Description *").fill("Belajar bareng tiap minggu, berbagi lowongan dan proyek open source.");
  await page.getByLabel("Other", { exact: true }).uncheck();
  await page.getByLabel("Technology", { exact: true }).check();
  await page.getByLabel("Education", { exact: true }).check();
  await page.getByLabel("Location").selectOption("Bandung");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`community profile ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("an owner creates its community with rows and an uploaded logo, then edits it", async ({ page, owner }) => {
      void owner;
      // A save is done once the page shows its answer: with JavaScript, once the redirect's
      // loaders answered (each save's toast reads the same, so the last one's could still
      // show, and a form re-drawn late would drop what the test ticks next).
      const save = async (submit: () => Promise<void>) => {
        const answered = javaScriptEnabled
          ? page.waitForResponse((r) => {
              const url = new URL(r.url());
              return r.request().method() === "GET" && url.pathname === "/community/profile" && url.searchParams.has("_data");
            })
          : null;
        await submit();
        await answered;
      };
      await page.goto("/community/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Create Community Profile" })).toBeVisible();
      await expect(page.getByTestId("verification-banner")).toHaveCount(0);
      // A new profile has no category ticked for the owner: "Other" is a choice, not a default.
      await expect(page.getByLabel("Other", { exact: true })).not.toBeChecked();

      // Errors next to the fields, the input kept.
      await page.getByLabel("Community Name *").fill("K");
      await page.getByLabel("Description *").fill("Pendek");
      await page.getByRole("button", { name: "Create Community Profile" }).click();
      // A summary at the top of the long form, focused, each error linked to its field,
      // and a toast that says nothing was saved.
      const summary = page.getByTestId("error-summary");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Not saved yet. Please check:");
      await expect(summary).toContainText("Community Name: Community name must be at least 2 characters");
      await expect(summary).toContainText("Categories: Please select at least one category");
      await expect(page.getByTestId("toast")).toContainText("Not saved: 3 fields need your attention");
      const box = await summary.boundingBox();
      expect(box!.y, "the summary shows without scrolling").toBeLessThan(page.viewportSize()!.height);
      await summary.getByRole("link", { name: "Description" }).click();
      await expect(page.getByLabel("Description *")).toBeFocused();
      await expectFieldError(page, "Community Name *", "Community name must be at least 2 characters");
      await expectFieldError(page, "Description *", "Description must be at least 10 characters");
      await expect(page.getByLabel("Description *")).toHaveValue("Pendek");

      const name = `Bandung Devs ${Date.now() % 100000}`;
      await fillBasics(page, name);
      await page.getByLabel("Member Count").fill("1.250");
      await page.getByLabel("Platform 1 link").fill("https://chat.whatsapp.com/bandungdevs");
      await page.getByRole("button", { name: "Add Platform" }).click();
      // Without JavaScript the page comes back at the row just added, not at the top.
      if (!javaScriptEnabled) await expect(page).toHaveURL(/#platforms-2$/);
      await expect(page.getByLabel("Platform 2", { exact: true })).toBeInViewport();
      await page.getByLabel("Platform 2", { exact: true }).selectOption("DISCORD");
      await page.getByLabel("Platform 2 link").fill("https://discord.gg/bandungdevs");
      await page.getByRole("button", { name: "Add Link" }).click();
      if (!javaScriptEnabled) await expect(page).toHaveURL(/#social_links-1$/);
      await expect(page.getByLabel("Link 1 name")).toBeInViewport();
      await page.getByLabel("Link 1 name").fill("Instagram");
      await page.getByLabel("Link 1 URL").fill("bukan-url");
      await page.getByRole("button", { name: "Create Community Profile" }).click();
      await expectFieldError(page, "Link 1 URL", "Please enter a valid URL");
      await expect(page.getByTestId("error-summary").getByRole("link", { name: "Link 1 URL" })).toBeVisible();
      await expect(page.getByLabel("Link 1 URL")).toHaveValue("bukan-url");
      await expect(page.getByLabel("Community Name *")).toHaveValue(name);

      await page.getByLabel("Link 1 URL").fill("https://instagram.com/bandungdevs");
      await page.getByLabel("Upload a logo").setInputFiles(await photo());
      await page.getByRole("button", { name: "Create Community Profile" }).click();
      await expectToast(page, "Community profile created successfully!");
      await expect(page.getByRole("heading", { level: 1, name: "Edit Community Profile" })).toBeVisible();
      await expect(page.getByTestId("verification-banner")).toContainText("Verification Pending");
      await expect(page.getByLabel("Platform 2", { exact: true })).toHaveValue("DISCORD");
      await expect(page.getByLabel("Member Count")).toHaveValue("1.250");

      // Enter in a text field (an Android keyboard's Go key) saves, and keeps every row.
      await page.getByLabel("Community Name *").fill(`${name} Raya`);
      await save(() => page.getByLabel("Community Name *").press("Enter"));
      await expectToast(page, "Community profile updated successfully!");
      await expect(page.getByLabel("Community Name *")).toHaveValue(`${name} Raya`);
      await expect(page.getByLabel("Platform 1 link")).toHaveValue("https://chat.whatsapp.com/bandungdevs");
      await expect(page.getByLabel("Platform 2 link")).toHaveValue("https://discord.gg/bandungdevs");
      await expect(page.getByLabel("Link 1 URL")).toHaveValue("https://instagram.com/bandungdevs");

      // The logo: re-encoded as WebP, served with a long cache; the link field holds
      // links only, never the uploaded logo's internal path.
      await expect(page.getByLabel("Logo link")).toHaveValue("");
      const logoUrl = (await page.getByRole("figure").locator("img").getAttribute("src"))!;
      expect(logoUrl).toMatch(/^\/logos\/[0-9a-f]+\.webp$/);
      const logo = await page.request.get(logoUrl);
      expect(logo.headers()["content-type"]).toBe("image/webp");
      expect(logo.headers()["cache-control"]).toContain("immutable");
      const meta = await sharp(await logo.body()).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 256, 256, undefined]);

      // Edit: remove the first platform, save.
      await page.getByRole("button", { name: "Remove platform 1" }).click();
      await expect(page.getByLabel("Platform 1", { exact: true })).toHaveValue("DISCORD");
      await save(() => page.getByRole("button", { name: "Save Changes" }).click());
      await expectToast(page, "Community profile updated successfully!");
      await expect(page.getByLabel("Platform 1", { exact: true })).toHaveValue("DISCORD");
      await expect(page.getByLabel("Platform 2", { exact: true })).toHaveCount(0);
      // Saved with the link field empty: the uploaded logo stays; ticking Remove drops it.
      await expect(page.getByRole("figure").locator("img")).toHaveAttribute("src", logoUrl);
      await page.getByLabel("Remove the current logo").check();
      await save(() => page.getByRole("button", { name: "Save Changes" }).click());
      await expectToast(page, "Community profile updated successfully!");
      await expect(page.getByRole("figure")).toHaveCount(0);
      await expect(page.getByLabel("Remove the current logo")).toHaveCount(0);
    });
  });
}

test("a file that is not an image is refused next to the field, and nothing is created", async ({ page, owner }) => {
  void owner;
  await page.goto("/community/profile");
  await fillBasics(page, "Komunitas Berkas Palsu");
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<html>bukan gambar</html>") });
  await page.getByRole("button", { name: "Create Community Profile" }).click();
  await expectFieldError(page, "Upload a logo", "The logo must be a PNG, JPEG or WebP image");
  // At the top of the page, not 3,000 px below: the summary links to the field.
  await expect(page.getByTestId("error-summary").getByRole("link", { name: "Upload a logo" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1, name: "Create Community Profile" })).toBeVisible();
  await expect(page.getByLabel("Community Name *")).toHaveValue("Komunitas Berkas Palsu");
});

test.describe("community profile at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the form fits a small phone", async ({ page, owner }) => {
    void owner;
    await page.goto("/community/profile");
    await page.getByRole("button", { name: "Add Link" }).click();
    await expect(page.getByLabel("Link 1 name")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("the profile reads in Bahasa Indonesia", async ({ page, owner, baseURL }) => {
  void owner;
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/community/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Buat Profil Komunitas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tambah Platform" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the member count and links at 360 px in Indonesian, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("the member count comes back grouped as typed, and a link without https:// gets it", async ({ page, owner, baseURL }) => {
      void owner;
      const created = await page.request.post("/api/communities", {
        data: {
          name: `Kopi Budi ${Date.now() % 1_000_000}`,
          description: "Komunitas pecinta kopi yang rutin kopdar di akhir pekan.",
          category: ["FOOD_BEVERAGE"],
          member_count: 2350,
          platforms: [{ type: "WHATSAPP" }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
      await page.goto("/community/profile");
      await expect(page.getByLabel("Jumlah Anggota")).toHaveValue("2.350");
      await page.getByLabel("Jumlah Anggota").fill("");
      await page.getByLabel("Jumlah Anggota").pressSequentially("12500");
      if (javaScriptEnabled) await expect(page.getByLabel("Jumlah Anggota")).toHaveValue("12.500");
      await page.getByRole("button", { name: "Tambah Tautan" }).click();
      await page.getByLabel("Nama tautan 1").fill("Instagram");
      await page.getByLabel("URL tautan 1").fill("instagram.com/budikopi");
      await page.getByRole("button", { name: "Simpan Perubahan" }).click();
      await expectToast(page, "Profil komunitas berhasil diperbarui!");
      await page.goto("/community/profile");
      await expect(page.getByLabel("Jumlah Anggota")).toHaveValue("12.500");
      await expect(page.getByLabel("URL tautan 1")).toHaveValue("https://instagram.com/budikopi");
      await expectNoHorizontalScroll(page);
    });
  });
}
