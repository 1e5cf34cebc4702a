import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";

/** Switch to Bahasa Indonesia with the header's ID button (a plain form post). */
async function switchToIndonesian(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "ID", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
}

type PageCheck = { path: string; title: RegExp; h1: string; texts: string[] };

const ENGLISH: PageCheck[] = [
  {
    path: "/",
    title: /Guyub/,
    h1: "Where communities and advertisers grow together",
    texts: [
      "500+",
      "Communities and advertisers connected",
      "100%",
      "Verified communities",
      "35%",
      "Higher engagement",
      "$5.2M+",
      "Revenue generated",
      "Why Guyub",
      "Sign Up",
      "Get Verified",
      "Grow Together",
    ],
  },
  {
    path: "/about",
    title: /About Us/,
    h1: "About Us",
    texts: ["Our Mission", "Our Story", "Authenticity", "Transparency", "Quality", "Relevance", "Our Team"],
  },
  {
    path: "/how-it-works",
    title: /How It Works/,
    h1: "How It Works",
    texts: ["For Community Owners", "Complete Profile", "Add Members", "For Advertisers", "Search Communities", "Create Brief"],
  },
  {
    path: "/terms",
    title: /Terms of Use/,
    h1: "Terms of Use and Privacy Policy",
    texts: ["Accounts and approval", "Prohibited content and conduct", "Personal data we store", "Cookies", "UU PDP"],
  },
  {
    path: "/contact",
    title: /Contact Us/,
    h1: "Get In Touch",
    texts: ["Send us a message", "Mon-Fri 9AM-5PM WIB", "halo@guyub.id", "support@guyub.id", "Meet Our Team"],
  },
];

const INDONESIAN: PageCheck[] = [
  {
    path: "/",
    title: /Guyub/,
    h1: "Tempat komunitas dan pengiklan tumbuh bersama",
    texts: ["Komunitas dan pengiklan terhubung", "Keterlibatan lebih tinggi", "Mengapa Guyub", "Tumbuh Bersama", "Jelajahi Komunitas"],
  },
  {
    path: "/about",
    title: /Tentang Kami/,
    h1: "Tentang Kami",
    texts: ["Misi Kami", "Kisah Kami", "Keaslian", "Transparansi", "Kualitas", "Relevansi", "Tim Kami"],
  },
  {
    path: "/how-it-works",
    title: /Cara Kerja/,
    h1: "Cara Kerja",
    texts: ["Untuk Pemilik Komunitas", "Lengkapi Profil", "Tambahkan Anggota", "Untuk Pengiklan", "Cari Komunitas", "Buat Brief"],
  },
  {
    path: "/terms",
    title: /Syarat Penggunaan/,
    h1: "Syarat Penggunaan dan Kebijakan Privasi",
    texts: ["Akun dan persetujuan", "Konten dan perilaku yang dilarang", "Data pribadi yang kami simpan", "UU PDP"],
  },
  {
    path: "/contact",
    title: /Hubungi Kami/,
    h1: "Hubungi Kami",
    texts: ["Kirim pesan kepada kami", "Senin-Jumat 09.00-17.00 WIB", "Kenali Tim Kami"],
  },
];

async function checkPage(page: Page, check: PageCheck) {
  await expect(page).toHaveTitle(check.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(check.h1);
  const main = page.locator("main");
  for (const text of check.texts) {
    await expect(main.getByText(text, { exact: false }).first(), text).toBeVisible();
  }
}

test.describe("public pages in English", () => {
  for (const check of ENGLISH) {
    test(`${check.path} shows its content`, async ({ page }) => {
      const response = await page.goto(check.path);
      expect(response?.status()).toBe(200);
      await checkPage(page, check);
    });
  }
});

test.describe("public pages in Bahasa Indonesia", () => {
  for (const check of INDONESIAN) {
    test(`${check.path} shows its content`, async ({ page }) => {
      await page.goto(check.path);
      await switchToIndonesian(page);
      await expect(page).toHaveURL(check.path);
      await checkPage(page, check);
    });
  }
});

test.describe("calls to action", () => {
  test("the home hero leads to both registration forms", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await main.getByRole("link", { name: "Register Your Community" }).click();
    await expect(page).toHaveURL("/auth?register=COMMUNITY_OWNER");
    await expect(page.getByRole("radio", { name: /^Community Owner/ })).toBeChecked();

    await page.goto("/");
    await main.getByRole("link", { name: "Join as Advertiser" }).click();
    await expect(page).toHaveURL("/auth?register=ADVERTISER");
    await expect(page.getByRole("radio", { name: /^Advertiser/ })).toBeChecked();
  });

  test("Learn More About the Process goes to /how-it-works", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More About the Process" }).click();
    await expect(page).toHaveURL("/how-it-works");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How It Works");
  });

  test("the about page links to both registrations and to the contact page", async ({ page }) => {
    await page.goto("/about");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Register Your Community" })).toHaveAttribute("href", "/auth?register=COMMUNITY_OWNER");
    await expect(main.getByRole("link", { name: "Join as Advertiser" })).toHaveAttribute("href", "/auth?register=ADVERTISER");
    await main.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("each how-it-works flow has its registration link", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.locator("#community-owners").getByRole("link", { name: "Register Your Community" })).toHaveAttribute(
      "href",
      "/auth?register=COMMUNITY_OWNER",
    );
    await page.locator("#advertisers").getByRole("link", { name: "Join as Advertiser" }).click();
    await expect(page).toHaveURL("/auth?register=ADVERTISER");
  });
});

test.describe("home community preview", () => {
  test("shows at most 3 verified communities and links to /browse", async ({ page }) => {
    await page.goto("/");
    const preview = page.locator("#browse");
    await expect(preview.getByRole("heading", { name: "Browse Communities" })).toBeVisible();
    const cards = preview.getByTestId("community-card");
    // The demo data has verified communities; the preview is in the first HTML.
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i).getByText("Verified", { exact: true })).toBeVisible();
      await expect(cards.nth(i).getByRole("link", { name: "Login to View Details" })).toHaveAttribute("href", "/auth");
    }
    await preview.getByRole("link", { name: "View All Communities" }).click();
    await expect(page).toHaveURL("/browse");
  });

  test("the preview is server-rendered: no spinner, cards without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#browse").getByTestId("community-card").first()).toBeVisible();
    await context.close();
  });
});

test.describe("footer", () => {
  const placeholders = ["Careers", "Our Team", "Case Studies", "Resources", "Privacy Policy", "Cookie Policy"];

  test("placeholders are plain text, not links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const label of placeholders) {
      await expect(footer.locator("[data-placeholder=true]", { hasText: label }), label).toHaveCount(1);
      await expect(footer.getByRole("link", { name: label }), label).toHaveCount(0);
    }
  });

  test("the real footer links lead to existing pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const links = [
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["Terms & Conditions", "/terms"],
      ["Browse Communities", "/browse"],
      ["Register Your Community", "/auth?register=COMMUNITY_OWNER"],
      ["Community Guidelines", "/how-it-works"],
      ["Become an Advertiser", "/auth?register=ADVERTISER"],
      ["Campaign Guidelines", "/how-it-works"],
    ] as const;
    for (const [name, href] of links) {
      const link = footer.getByRole("link", { name, exact: true });
      await expect(link, name).toHaveAttribute("href", href);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await footer.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  });
});

test.describe("360 px wide screens", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/", "/about", "/how-it-works", "/terms", "/contact"]) {
    test(`${path} has no horizontal scroll and its menu opens`, async ({ page }) => {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
      const menu = page.getByTestId("mobile-menu");
      await menu.locator("summary").click();
      await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "How It Works" })).toBeVisible();
    });
  }

  test("the Indonesian pages fit too", async ({ page, baseURL }) => {
    // The same cookie the ID button sets, without clicking through each page.
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    for (const path of ["/", "/about", "/how-it-works", "/terms", "/contact"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expectNoHorizontalScroll(page);
    }
  });

  for (const lang of ["en", "id"] as const) {
    test(`the home page's figures stay on one line each, in ${lang}; the revenue reads in Rupiah for Indonesian readers`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      await page.goto("/");
      const figures = page.locator(`dl[aria-label="${lang === "id" ? "Guyub dalam angka" : "Guyub in numbers"}"] dd`);
      await expect(figures).toHaveCount(4);
      for (const figure of await figures.all()) {
        const { height, lineHeight, overflows } = await figure.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(el).lineHeight),
          overflows: el.scrollWidth > el.parentElement!.clientWidth,
        }));
        expect(height, `${await figure.textContent()} is one line`).toBeLessThanOrEqual(lineHeight * 1.2);
        expect(overflows, `${await figure.textContent()} fits its card`).toBe(false);
      }
      await expect(figures.nth(3)).toHaveText(lang === "id" ? "Rp85 M+" : "$5.2M+");
    });
  }
});

test.describe("meta descriptions", () => {
  const description = (page: import("@playwright/test").Page) => page.locator('meta[name="description"]').getAttribute("content");

  test("/auth and both dashboards describe themselves, in the reader's language", async ({ page, makeUser, signInAs, baseURL }) => {
    await page.goto("/auth");
    expect(await description(page)).toContain("Sign in to Guyub");
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    await signInAs(owner, page);
    await page.goto("/community/dashboard");
    expect(await description(page)).toContain("Your community at a glance");
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/dashboard");
    expect(await description(page)).toContain("Ringkasan komunitas Anda");
    const advertiser = await makeUser({ role: "ADVERTISER" });
    await signInAs(advertiser, page);
    await page.goto("/advertiser/dashboard");
    expect(await description(page)).toContain("Ringkasan brief Anda");
  });
});
