import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { verifiedCommunity } from "./campaigns-kit";
import { checkAccessibility, expect, expectNoHorizontalScroll, formatA11yViolations, test, wibDate, type TestUser } from "./fixtures";

/*
 * A booking through the screens, as the brand and the community's owner do it, each in a
 * browser of their own at 360 px (docs/product.md, "Bookings"): the brand books a package
 * of a verified community, the owner makes a counter-offer with a new price, the brand
 * accepts it, both talk in the deal's one conversation (the brand with a photo, the owner
 * led there by its unread count; the campaign's conversation is the same), and the
 * invoice of the countered price is issued. Once without JavaScript
 * in English, once with it in Bahasa Indonesia; axe on every booking page on the way, and
 * the admin's Bookings tab. The package is written to the run's database (the package
 * screens have their own tests), the community verified through the admin's API.
 */

const PHONE = { width: 360, height: 800 };

const TEXT = {
  en: {
    promote: "What to promote",
    wishedDate: "Wished date",
    message: "Message to the community (optional)",
    submit: "Send the booking",
    sent: "Booking sent",
    openBooking: "Open the booking",
    counter: "Make a counter-offer",
    counterDialog: "Make a counter-offer",
    price: "Price in Rupiah",
    counterMessage: "Message to the brand (optional)",
    sendCounter: "Send the counter-offer",
    countered: "Counter-offer sent",
    stateCountered: "Counter-offer",
    acceptCounter: "Accept the counter-offer",
    accepted: "Counter-offer accepted",
    stateAccepted: "Accepted",
    report: "Open the campaign report",
    campaign: "Open the campaign",
    promoteRequired: "Say what to promote (at least 3 characters)",
    conversation: "Conversation",
    oneUnread: "Conversation (1 unread)",
    yourMessage: "Your message",
    images: "Images (optional)",
    send: "Send",
  },
  id: {
    promote: "Yang dipromosikan",
    wishedDate: "Tanggal diinginkan",
    message: "Pesan untuk komunitas (opsional)",
    submit: "Kirim pemesanan",
    sent: "Pemesanan terkirim",
    openBooking: "Buka pemesanan",
    counter: "Beri tawaran balik",
    counterDialog: "Beri tawaran balik",
    price: "Harga dalam Rupiah",
    counterMessage: "Pesan untuk brand (opsional)",
    sendCounter: "Kirim tawaran balik",
    countered: "Tawaran balik terkirim",
    stateCountered: "Tawaran balik",
    acceptCounter: "Terima tawaran balik",
    accepted: "Tawaran balik diterima",
    stateAccepted: "Diterima",
    report: "Buka laporan kampanye",
    campaign: "Buka kampanye",
    promoteRequired: "Tulis apa yang dipromosikan (minimal 3 karakter)",
    conversation: "Percakapan",
    oneUnread: "Percakapan (1 belum dibaca)",
    yourMessage: "Pesan Anda",
    images: "Gambar (opsional)",
    send: "Kirim",
  },
} as const;

/** A small photo to attach. */
const photo = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** A package of `communityId` written to the run's database: its id. */
function insertPackage(communityId: number, title: string, price: number): number {
  const pointer = path.join(process.cwd(), ".tmp", `e2e-${process.env.E2E_PORT ?? 3100}.database`);
  const database = new Database(fs.readFileSync(pointer, "utf8"), { timeout: 5_000 });
  try {
    const now = Date.now();
    const info = database
      .prepare(
        `INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, brand_provides, active, position, created_at, updated_at)
         VALUES (?, ?, 'Satu unggahan di grup WhatsApp utama, disematkan 24 jam.', 'ONLINE_POST', 'WHATSAPP', ?, 7, 'Gambar dan teks promosi', 1, 0, ?, ?)`,
      )
      .run(communityId, title, price, now, now);
    return Number(info.lastInsertRowid);
  } finally {
    database.close();
  }
}

async function phone(browser: Browser, baseURL: string, options: { js: boolean; lang: "en" | "id" }, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: options.js, baseURL });
  await context.addCookies([{ name: "lang", value: options.lang, url: baseURL }]);
  const page = await context.newPage();
  const response = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** The page as it is fits 360 px and has no serious or critical axe finding. */
async function checkPage(page: Page) {
  await expectNoHorizontalScroll(page);
  const found = await checkAccessibility(page);
  expect(found, formatA11yViolations(found)).toEqual([]);
}

for (const run of [
  { js: false, lang: "en" as const },
  { js: true, lang: "id" as const },
]) {
  test(`a brand books a package, the owner counters, the brand accepts, both talk in its thread, the invoice is issued (JS ${run.js ? "on" : "off"}, ${run.lang})`, async ({
    browser,
    baseURL,
    makeUser,
    adminRequest,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[run.lang];
    const ownerUser = await makeUser({ role: "COMMUNITY_OWNER" });
    const brandUser = await makeUser({ role: "ADVERTISER" });
    const owner = await phone(browser, baseURL!, run, ownerUser);
    const brand = await phone(browser, baseURL!, run, brandUser);

    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const community = { id: await verifiedCommunity(owner.request, adminRequest, `Komunitas Paket ${suffix}`) };
    const title = `1 postingan grup WA ${suffix}`;
    const packageId = insertPackage(community.id, title, 500_000);

    // The brand books: the form shows the package's price; a blank request is refused next to its field.
    await brand.goto(`/advertiser/bookings/new?package=${packageId}`);
    await expect(brand.getByTestId("package-price")).toHaveText("Rp 500.000");
    await checkPage(brand);
    await brand.getByLabel(t.wishedDate).fill(wibDate(14));
    await brand.getByRole("button", { name: t.submit }).click();
    await expect(brand.getByText(t.promoteRequired)).toBeVisible();
    await brand.getByLabel(t.promote).fill("Kopi susu gula aren kemasan baru");
    await brand.getByLabel(t.wishedDate).fill(wibDate(14));
    await brand.getByLabel(t.message).fill("Mohon diunggah Sabtu pagi.");
    await brand.getByRole("button", { name: t.submit }).click();
    await expect(brand.getByTestId("toast")).toContainText(t.sent);
    await expect(brand).toHaveURL(/\/advertiser\/bookings\/\d+$/);
    const bookingId = Number(brand.url().match(/(\d+)$/)![1]);
    await expect(brand.locator("#conversation").getByRole("link", { name: t.conversation })).toHaveAttribute(
      "href",
      `/conversations/booking/${bookingId}`,
    );
    await checkPage(brand);
    await brand.goto("/advertiser/bookings");
    await expect(brand.getByTestId("booking-card").filter({ hasText: title })).toBeVisible();
    await checkPage(brand);

    // The owner finds it in its Bookings and makes a counter-offer of a new price.
    await owner.goto("/community/bookings");
    await checkPage(owner);
    await owner.getByTestId("booking-card").filter({ hasText: title }).getByRole("link", { name: t.openBooking }).click();
    await expect(owner).toHaveURL(new RegExp(`/community/bookings/${bookingId}$`));
    await checkPage(owner);
    await owner.getByRole("link", { name: t.counter }).click();
    const dialog = owner.getByRole("dialog", { name: t.counterDialog });
    await expect(dialog).toBeVisible();
    await checkPage(owner);
    await dialog.getByLabel(t.price).fill("750.000");
    await dialog.getByLabel(t.counterMessage).fill("Harga akhir pekan.");
    await dialog.getByRole("button", { name: t.sendCounter }).click();
    await expect(owner.getByTestId("toast")).toContainText(t.countered);
    await expect(owner.getByTestId("booking-state")).toHaveText(t.stateCountered);
    await expect(owner.getByTestId("booking-price")).toHaveText("Rp 750.000");

    // The brand accepts the counter-offer: the booking is accepted and its campaign started.
    await brand.goto(`/advertiser/bookings/${bookingId}`);
    await expect(brand.getByTestId("booking-price")).toHaveText("Rp 750.000");
    await checkPage(brand);
    await brand.getByRole("button", { name: t.acceptCounter }).click();
    await expect(brand.getByTestId("toast")).toContainText(t.accepted);
    await expect(brand.getByTestId("booking-state")).toHaveText(t.stateAccepted);
    await expect(brand.getByRole("link", { name: t.report })).toHaveAttribute("href", `/bookings/${bookingId}/report`);
    await brand.getByRole("link", { name: t.report }).click();
    await expect(brand).toHaveURL(new RegExp(`/bookings/${bookingId}/report$`));
    await expect(brand.getByRole("heading", { level: 1 })).toBeVisible();
    // The owner's booking page leads to the campaign that started.
    await owner.goto(`/community/bookings/${bookingId}`);
    await expect(owner.getByTestId("booking-state")).toHaveText(t.stateAccepted);
    await owner.getByRole("link", { name: t.campaign }).click();
    await expect(owner).toHaveURL(/\/community\/campaigns\/\d+$/);

    // One conversation from request to campaign: the brand writes with a photo in the
    // booking's thread, the owner sees it unread on the booking page, reads it, answers.
    await brand.goto(`/advertiser/bookings/${bookingId}`);
    await brand.locator("#conversation").getByRole("link", { name: t.conversation }).click();
    await expect(brand).toHaveURL(new RegExp(`/conversations/booking/${bookingId}$`));
    await checkPage(brand);
    const compose = brand.getByTestId("compose-form");
    await compose.getByLabel(t.yourMessage).fill("Ini foto kemasan barunya.");
    await compose.getByLabel(t.images).setInputFiles([{ name: "kemasan.png", mimeType: "image/png", buffer: await photo() }]);
    await compose.getByRole("button", { name: t.send }).click();
    const sent = brand.getByTestId("message").filter({ hasText: "Ini foto kemasan barunya." });
    await expect(sent).toBeVisible();
    await owner.goto(`/community/bookings/${bookingId}`);
    await owner.locator("#conversation").getByRole("link", { name: t.oneUnread }).click();
    const received = owner.getByTestId("message").filter({ hasText: "Ini foto kemasan barunya." });
    const image = received.getByTestId("message-image");
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await checkPage(owner);
    await owner.getByTestId("compose-form").getByLabel(t.yourMessage).fill("Siap, kami unggah Sabtu pagi.");
    await owner.getByTestId("compose-form").getByRole("button", { name: t.send }).click();
    await expect(owner.getByTestId("message").filter({ hasText: "Siap, kami unggah Sabtu pagi." })).toBeVisible();
    // The campaign's conversation is the booking's.
    const started = (await (await owner.request.get(`/api/bookings/${bookingId}`)).json()) as { campaign_id: number };
    await owner.goto(`/conversations/campaign/${started.campaign_id}`);
    await expect(owner.getByTestId("message").filter({ hasText: "Ini foto kemasan barunya." })).toBeVisible();

    // The invoice of the countered price is issued to the brand.
    const booking = (await (await brand.request.get(`/api/bookings/${bookingId}`)).json()) as { campaign_id: number; price: number };
    expect(booking.price).toBe(750_000);
    const invoices = (await (await brand.request.get("/api/invoices")).json()) as { campaign_id: number; subtotal: number }[];
    const invoice = invoices.find((i) => i.campaign_id === booking.campaign_id);
    expect(invoice, "an invoice of the booking's campaign").toBeTruthy();
    expect(invoice!.subtotal).toBe(750_000);
    await brand.goto("/advertiser/billing");
    await checkPage(brand);

    await owner.context().close();
    await brand.context().close();
  });
}

test("the owner declines a booking with its reason, without JavaScript; the brand reads why", async ({
  browser,
  baseURL,
  makeUser,
  adminRequest,
}) => {
  const run = { js: false, lang: "en" as const };
  const ownerUser = await makeUser({ role: "COMMUNITY_OWNER" });
  const brandUser = await makeUser({ role: "ADVERTISER" });
  const owner = await phone(browser, baseURL!, run, ownerUser);
  const brand = await phone(browser, baseURL!, run, brandUser);
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const community = {
    id: await verifiedCommunity(owner.request, adminRequest, `Komunitas Tolak ${suffix}`, {
      description: "Komunitas lari pagi di Semarang.",
      category: ["SPORTS"],
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/lari" }],
    }),
  };
  const packageId = insertPackage(community.id, `Sponsor lari pagi ${suffix}`, 1_500_000);
  const booked = await brand.request.post(`/api/packages/${packageId}/bookings`, {
    data: { promote: "Minuman isotonik baru", wished_date: wibDate(10) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };

  // The same booking open in a second tab, left there while the first declines it.
  const stale = await owner.context().newPage();
  await stale.goto(`/community/bookings/${id}`);
  await owner.goto(`/community/bookings/${id}`);
  await owner.getByRole("link", { name: "Decline", exact: true }).click();
  await expect(owner).toHaveURL(new RegExp(`dialog=decline&id=${id}`));
  const dialog = owner.getByRole("dialog", { name: "Decline this booking" });
  await checkPage(owner);
  await dialog.getByRole("button", { name: "Decline the booking" }).click();
  await expect(owner.getByText("Tell the brand why you decline")).toBeVisible();
  await owner.getByLabel("Reason").fill("Jadwal lari kami penuh bulan ini.");
  await owner.getByRole("button", { name: "Decline the booking" }).click();
  await expect(owner.getByTestId("toast")).toContainText("Booking declined");
  await expect(owner.getByTestId("booking-state")).toHaveText("Declined");
  await expect(owner.getByTestId("booking-moves")).toHaveCount(0);
  // The stale tab's Accept is refused with what the booking allows now, beside its state.
  await stale.getByRole("button", { name: "Accept the booking" }).click();
  await expect(stale.getByTestId("form-error")).toHaveText("A booking in DECLINED cannot do this. Allowed now: -.");
  await expect(stale.getByTestId("booking-state")).toHaveText("Declined");

  await brand.goto(`/advertiser/bookings/${id}`);
  await expect(brand.getByTestId("booking-declined")).toContainText("Declined by the community");
  await expect(brand.getByTestId("booking-reason")).toHaveText("Jadwal lari kami penuh bulan ini.");
  await checkPage(brand);
  await owner.context().close();
  await brand.context().close();
});

test("the admin's Bookings tab lists every booking by state", async ({ page, signInAs }) => {
  await signInAs({ email: "admin@guyub.id", password: "admin12345" });
  await page.goto("/admin/bookings");
  await expect(page.getByRole("link", { name: /Bookings/ }).first()).toBeVisible();
  await page.goto("/admin/bookings?state=accepted");
  await expect(page.getByRole("navigation", { name: "Bookings by state" })).toBeVisible();
});
