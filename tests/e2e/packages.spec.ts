import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, signIn, test, type TestUser } from "./fixtures";
import { verifiedCommunity } from "./campaigns-kit";

/*
 * Packages and the public page in the browser: the owner publishes packages on a phone
 * (360 px) in Indonesian without JavaScript, and shares its page; a visitor opens the
 * public page and its share image (a real 1200x630 PNG), signs in from "Log in to book"
 * and comes back to "Book". axe checks every page these tests open (the a11y fixture).
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${(counter += 1)}`;

/** A community for the owner signed in on `request`, verified by the admin. */
async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast")).toContainText(title);
}

test.describe("the owner's packages on a phone, in Indonesian, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("publishes two packages, fixes a wrong price, reorders, pauses, deletes one and opens its page", async ({
    page,
    owner,
    adminRequest,
    baseURL,
  }) => {
    void owner;
    const name = `Kopi Lovers ${unique()}`;
    const id = await verifiedCommunity(page.request, adminRequest, name);
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/packages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket");
    await expect(page.getByTestId("no-packages")).toContainText("Belum ada paket");

    // The first package, with a price the form refuses, then fixed.
    await page.getByTestId("add-package").click();
    const dialog = page.getByTestId("package-dialog");
    await dialog.getByLabel("Judul").fill("1 unggahan grup WA");
    await dialog.getByLabel("Apa saja yang termasuk").fill("Satu unggahan di grup WhatsApp utama, disematkan 24 jam.");
    await dialog.getByLabel("Jenis").selectOption("ONLINE_POST");
    await dialog.getByLabel("Platform").selectOption("WHATSAPP");
    await dialog.getByLabel("Harga (Rupiah)").fill("lima ratus ribu");
    await dialog.getByLabel("Selesai dalam (hari)").fill("3");
    await dialog.getByRole("button", { name: "Terbitkan paket" }).click();
    await expect(page.getByTestId("package-dialog")).toContainText("Masukkan harga dalam rupiah, misalnya 500.000");
    await expect(page.getByTestId("package-dialog").getByLabel("Judul")).toHaveValue("1 unggahan grup WA");
    await page.getByTestId("package-dialog").getByLabel("Harga (Rupiah)").fill("500.000");
    await page.getByTestId("package-dialog").getByRole("button", { name: "Terbitkan paket" }).click();
    await expectToast(page, "Paket diterbitkan");
    await expect(page.getByTestId("package-card")).toHaveCount(1);
    await expect(page.getByTestId("package-price")).toHaveText("Rp 500.000");

    // The second, offline.
    await page.getByTestId("add-package").click();
    const second = page.getByTestId("package-dialog");
    await second.getByLabel("Judul").fill("Sponsor kopdar");
    await second.getByLabel("Apa saja yang termasuk").fill("Banner di kopdar bulanan dan sesi 5 menit untuk brand.");
    await second.getByLabel("Jenis").selectOption("EVENT_SPONSORSHIP");
    await second.getByLabel("Platform").selectOption("OFFLINE");
    await second.getByLabel("Harga (Rupiah)").fill("Rp 2.000.000");
    await second.getByLabel("Selesai dalam (hari)").fill("30");
    await second.getByRole("button", { name: "Terbitkan paket" }).click();
    await expectToast(page, "Paket diterbitkan");
    await expect(page.getByTestId("package-total")).toHaveText("2 dari 10 paket");
    await expectNoHorizontalScroll(page);

    // Reorder, pause, delete after confirming.
    await page.getByRole("button", { name: "Naikkan Sponsor kopdar" }).click();
    await expectToast(page, "Urutan disimpan");
    await expect(page.getByTestId("package-card").first()).toContainText("Sponsor kopdar");
    await page.getByRole("button", { name: "Jeda 1 unggahan grup WA" }).click();
    await expectToast(page, "Paket dijeda");
    await expect(page.getByTestId("package-card").last().getByTestId("package-state")).toHaveText("Dijeda");
    await page.getByRole("link", { name: "Hapus 1 unggahan grup WA" }).click();
    await expect(page.getByTestId("delete-package-dialog")).toContainText("1 unggahan grup WA");
    await page.getByRole("button", { name: "Hapus paket" }).click();
    await expectToast(page, "Paket dihapus");
    await expect(page.getByTestId("package-card")).toHaveCount(1);
    await expectNoHorizontalScroll(page);

    // The public page shows it.
    await page.getByTestId("public-page-link").click();
    await expect(page).toHaveURL(new RegExp(`/c/${id}-kopi-lovers-`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("public-package")).toHaveCount(1);
    await expect(page.getByTestId("public-package-price")).toHaveText("Rp 2.000.000");
    await expectNoHorizontalScroll(page);

    // The dashboard's share box: the address and a WhatsApp link carrying it.
    await page.goto("/community/dashboard");
    const share = page.getByTestId("share-page");
    await expect(share.getByRole("heading", { name: "Bagikan halaman Anda" })).toBeVisible();
    const address = await share.getByLabel("Alamat halaman Anda").inputValue();
    expect(address).toMatch(new RegExp(`^https?://[^/]+/c/${id}-kopi-lovers-`));
    const whatsapp = await share.getByTestId("share-whatsapp").getAttribute("href");
    expect(decodeURIComponent(whatsapp!.replace("https://wa.me/?text=", ""))).toContain(address);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("the public page", () => {
  test("a visitor opens it and its share image, logs in from Log in to book and comes back to Book", async ({
    page,
    playwright,
    makeUser,
    adminRequest,
    baseURL,
  }) => {
    const ownerUser: TestUser = await makeUser({ role: "COMMUNITY_OWNER" });
    const ownerApi = await playwright.request.newContext({ baseURL });
    expect((await ownerApi.post("/api/login", { data: { email: ownerUser.email, password: ownerUser.password } })).status()).toBe(200);
    const name = `Pelari Pagi ${unique()}`;
    const id = await verifiedCommunity(ownerApi, adminRequest, name);
    const pkg = await ownerApi.post("/api/packages", {
      data: {
        title: "Kopdar sponsorship",
        description: "Your banner at our Sunday run.",
        kind: "EVENT_SPONSORSHIP",
        platform: "OFFLINE",
        price: 2_000_000,
        delivery_days: 14,
      },
    });
    expect(pkg.status(), await pkg.text()).toBe(201);
    const { id: packageId } = (await pkg.json()) as { id: number };
    await ownerApi.dispose();

    // The short address leads to the canonical one.
    await page.goto(`/c/${id}`);
    await expect(page).toHaveURL(new RegExp(`/c/${id}-pelari-pagi-`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("community-facts")).toContainText("Bandung");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(page.url());

    // The share image: a real PNG of 1200x630.
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(new RegExp(`/og/communities/${id}-[0-9a-f]{16}\\.png$`));
    const png = await page.request.get(image!);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "Organization", name, url: canonical });

    // Log in to book, then Book.
    const brand = await makeUser({ role: "ADVERTISER" });
    const login = page.getByRole("link", { name: "Log in to book Kopdar sponsorship" });
    const loginHref = (await login.getAttribute("href"))!;
    await login.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await signIn(page, brand, loginHref);
    await expect(page).toHaveURL(canonical!);
    await expect(page.getByRole("link", { name: "Book Kopdar sponsorship" })).toHaveAttribute(
      "href",
      `/advertiser/bookings/new?package=${packageId}`,
    );
    // Book opens the booking form of that package, at its price.
    await page.getByRole("link", { name: "Book Kopdar sponsorship" }).click();
    await expect(page.getByTestId("booking-package")).toContainText("Kopdar sponsorship");
    await expect(page.getByTestId("booking-package").getByTestId("package-price")).toHaveText("Rp 2.000.000");
  });

  test("the card's name and the search dialog lead to it, the dialog books a package; the owner's Packages screen opens its dialogs with JavaScript", async ({
    page,
    owner,
    adminRequest,
    makeUser,
    signInAs,
  }) => {
    void owner;
    const name = `Pesepeda ${unique()}`;
    const id = await verifiedCommunity(page.request, adminRequest, name);
    await page.goto("/community/packages");
    await page.getByTestId("add-package").click();
    await expect(page.getByRole("dialog")).toContainText("Add a package");
    await page.getByRole("dialog").getByLabel("Title").fill("Live session");
    await page.getByRole("dialog").getByRole("button", { name: "Publish package" }).click();
    // Checked in the browser too: the same message as the server's.
    await expect(page.getByRole("dialog")).toContainText("Describe what is included (at least 10 characters)");

    // With JavaScript the share box copies the address.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/community/dashboard");
    const share = page.getByTestId("share-page");
    const address = await share.getByLabel("Your page's address").inputValue();
    await share.getByTestId("copy-link").click();
    await expect(share.getByTestId("copy-link")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // A package, to book from the search dialog.
    const published = await page.request.post("/api/packages", {
      data: {
        title: "Sesi live 30 menit",
        description: "Live di grup dengan tanya jawab.",
        kind: "LIVE_SESSION",
        platform: "WHATSAPP",
        price: "Rp 750.000",
        delivery_days: 7,
      },
    });
    expect(published.status(), await published.text()).toBe(201);
    const packageId = ((await published.json()) as { id: number }).id;

    const brand = await makeUser({ role: "ADVERTISER" });
    await page.context().clearCookies();
    await signInAs(brand);
    await page.goto(`/advertiser/search?q=${encodeURIComponent(name)}`);
    await page.getByTestId("community-card").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${id}-pesepeda-`));
    await page.goto(`/advertiser/search?q=${encodeURIComponent(name)}&community=${id}`);
    // The dialog lists the package with its price; Book opens the booking form.
    const listed = page.getByTestId("community-detail").getByTestId("dialog-packages");
    await expect(listed).toContainText("Sesi live 30 menit · Rp 750.000");
    await listed.getByRole("link", { name: "Book Sesi live 30 menit" }).click();
    await expect(page).toHaveURL(new RegExp(`/advertiser/bookings/new\\?package=${packageId}$`));
    await page.goto(`/advertiser/search?q=${encodeURIComponent(name)}&community=${id}`);
    await page.getByTestId("community-detail").getByTestId("community-page-link").click();
    await expect(page).toHaveURL(new RegExp(`/c/${id}-pesepeda-`));
    await expect(page.getByText("Sesi live 30 menit").first()).toBeVisible();
  });
});
