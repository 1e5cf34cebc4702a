import type { APIRequestContext, Page } from "@playwright/test";
import { verifiedCommunity } from "./campaigns-kit";
import { expect, test } from "./fixtures";

/*
 * /community/profile of a VERIFIED community: the form says, before saving, that a new
 * name or new categories send it back for verification; a name with an invisible
 * direction override is refused next to the field; a rename does send it back. With and
 * without JavaScript, and in Bahasa Indonesia.
 */

/** The signed-in owner's community, made through the API and verified by the demo admin. */
const verifiedCommunityOf = (page: Page, adminRequest: APIRequestContext, name: string) =>
  verifiedCommunity(page.request, adminRequest, name, {
    description: "Belajar bareng tiap minggu, berbagi lowongan dan proyek open source.",
    category: ["TECHNOLOGY", "EDUCATION"],
    member_count: 1250,
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/bandungdevs" }],
  });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a verified community's profile ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("warns before saving, refuses a disguised name next to the field, and a rename sends it back", async ({
      page,
      owner,
      adminRequest,
    }) => {
      void owner;
      const name = `Bandung Devs ${Date.now() % 100000}`;
      const id = await verifiedCommunityOf(page, adminRequest, name);
      await page.goto("/community/profile");
      await expect(page.getByTestId("verification-banner")).toContainText("Verified Community");
      await expect(page.getByTestId("reverify-notice")).toHaveText(
        "Your community is verified. Changing its name or categories sends it back for verification: the verified badge goes until our team checks it again.",
      );

      // "\u202E" turns what follows around: "nimda" would show as "admin".
      await page.getByLabel("Community Name *").fill("\u202Enimda");
      await page.getByRole("button", { name: "Save Changes" }).click();
      // The message stands next to the field and, linked to it, in the summary at the form's top.
      const message = "Remove the invisible or control characters (such as direction marks or zero-width spaces) from this text";
      await expect(page.getByTestId("error-summary")).toContainText(`Community Name: ${message}`);
      await expect(page.getByTestId("error-summary").getByRole("link", { name: "Community Name" })).toHaveAttribute("href", /^#/);
      await expect(page.getByLabel("Community Name *")).toHaveAttribute("aria-invalid", "true");
      const describedBy = await page.getByLabel("Community Name *").getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toContainText("Remove the invisible");
      // Nothing was saved: still verified, still its name.
      const still = await adminRequest.get(`/api/communities/${id}`);
      expect(await still.json()).toMatchObject({ name, is_verified: true });

      await page.getByLabel("Community Name *").fill(`${name} Raya`);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByTestId("toast")).toContainText("Its name or categories changed, so it waits for verification again.");
      await expect(page.getByTestId("verification-banner")).toContainText("Verification Pending");
      await expect(page.getByTestId("reverify-notice")).toHaveCount(0);
      const after = await adminRequest.get(`/api/communities/${id}`);
      expect(await after.json()).toMatchObject({ name: `${name} Raya`, is_verified: false });
    });
  });
}

test("the warning and the error in Bahasa Indonesia; a verified community's other changes keep the badge", async ({
  page,
  owner,
  adminRequest,
  context,
  baseURL,
}) => {
  void owner;
  await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  const name = `Jogja Ngoding ${Date.now() % 100000}`;
  const id = await verifiedCommunityOf(page, adminRequest, name);
  await page.goto("/community/profile");
  await expect(page.getByTestId("reverify-notice")).toHaveText(
    "Komunitas Anda terverifikasi. Mengubah nama atau kategorinya mengembalikannya ke proses verifikasi: lencana terverifikasi hilang sampai tim kami memeriksanya lagi.",
  );
  await page.getByLabel("Nama Komunitas *").fill("\u200B\u200B\u200B");
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("Nama Komunitas: Hapus karakter tak terlihat atau karakter kontrol");
  const describedBy = await page.getByLabel("Nama Komunitas *").getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText("Hapus karakter tak terlihat atau karakter kontrol");

  await page.getByLabel("Nama Komunitas *").fill(name);
  await page.getByLabel("Jumlah Anggota").fill("1.500");
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profil komunitas berhasil diperbarui!");
  await expect(page.getByTestId("verification-banner")).toContainText("Komunitas Terverifikasi");
  const after = await adminRequest.get(`/api/communities/${id}`);
  expect(await after.json()).toMatchObject({ member_count: 1500, is_verified: true });
});
