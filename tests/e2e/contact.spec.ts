import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The contact form, with and without JavaScript. The server allows 5 messages an hour
 * per address and every test here shares one address, so only three tests send a valid
 * message (success with and without JavaScript, and the honeypot).
 */

const VALID = {
  name: "Dewi Anggraini",
  email: "dewi@example.id",
  phone: "0812-3456-7890",
  message: "Halo, kami komunitas pelari di Bandung dan ingin tahu cara verifikasi.",
};

const INVALID = { name: "A", email: "dewi@", phone: "12345", message: "Too short" };

const LABELS = {
  en: { name: "Name", email: "Email", phone: "Phone", message: "Message", send: "Send Message" },
  id: { name: "Nama", email: "Email", phone: "Telepon", message: "Pesan", send: "Kirim Pesan" },
} as const;

const ERRORS = {
  en: [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Please enter a valid phone number",
    "Message must be at least 10 characters",
  ],
  id: ["Nama minimal 2 karakter", "Masukkan alamat email yang valid", "Masukkan nomor telepon yang valid", "Pesan minimal 10 karakter"],
} as const;

function form(page: Page) {
  return page.locator("main form");
}

async function fill(page: Page, lang: "en" | "id", values: typeof VALID) {
  const l = LABELS[lang];
  const f = form(page);
  await f.getByLabel(l.name, { exact: true }).fill(values.name);
  await f.getByLabel(l.email, { exact: true }).fill(values.email);
  await f.getByLabel(l.phone, { exact: true }).fill(values.phone);
  await f.getByLabel(l.message, { exact: true }).fill(values.message);
}

async function expectValues(page: Page, lang: "en" | "id", values: typeof VALID) {
  const l = LABELS[lang];
  const f = form(page);
  await expect(f.getByLabel(l.name, { exact: true })).toHaveValue(values.name);
  await expect(f.getByLabel(l.email, { exact: true })).toHaveValue(values.email);
  await expect(f.getByLabel(l.phone, { exact: true })).toHaveValue(values.phone);
  await expect(f.getByLabel(l.message, { exact: true })).toHaveValue(values.message);
}

async function expectErrors(page: Page, lang: "en" | "id") {
  const l = LABELS[lang];
  const f = form(page);
  const fields = [l.name, l.email, l.phone, l.message];
  for (const [i, text] of ERRORS[lang].entries()) {
    await expect(f.getByText(text, { exact: true }), text).toBeVisible();
    await expect(f.getByLabel(fields[i], { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
}

async function expectSentAndReset(page: Page) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message sent");
  await expect(toast).toContainText("Thank you for your message. We'll get back to you soon!");
  await expect(page).toHaveURL("/contact");
  await expectValues(page, "en", { name: "", email: "", phone: "", message: "" });
  await expect(page.getByTestId("form-error")).toHaveCount(0);
}

async function switchToIndonesian(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "ID", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "contact form with JavaScript" : "contact form without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("shows each validation error in English and keeps the input", async ({ page }) => {
      await page.goto("/contact");
      await fill(page, "en", INVALID);
      await form(page).getByRole("button", { name: LABELS.en.send }).click();
      await expectErrors(page, "en");
      await expectValues(page, "en", INVALID);
      await expect(page.getByTestId("toast")).toHaveCount(0);
    });

    test("shows each validation error in Bahasa Indonesia and keeps the input", async ({ page }) => {
      await page.goto("/contact");
      await switchToIndonesian(page);
      await fill(page, "id", INVALID);
      await form(page).getByRole("button", { name: LABELS.id.send }).click();
      await expectErrors(page, "id");
      await expectValues(page, "id", INVALID);
    });

    test("sends a valid message: toast and an empty form", async ({ page }) => {
      await page.goto("/contact");
      await fill(page, "en", VALID);
      if (javaScriptEnabled) {
        // Hold the submission back a moment to see the pending button.
        await page.route("**/contact?_data=*", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
      }
      await form(page).getByRole("button", { name: LABELS.en.send }).click();
      if (javaScriptEnabled) {
        const pending = form(page).getByRole("button", { name: "Sending..." });
        await expect(pending).toBeVisible();
        await expect(pending).toBeDisabled();
      }
      await expectSentAndReset(page);
    });
  });
}

test.describe("spam trap", () => {
  test("a filled honeypot looks like success to the sender", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="website"]');
    // Hidden from people: not visible, out of the tab order, no autofill.
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await fill(page, "en", VALID);
    await trap.evaluate((el: HTMLInputElement) => {
      el.value = "https://cheap-followers.example";
    });
    await form(page).getByRole("button", { name: LABELS.en.send }).click();
    await expectSentAndReset(page);
  });
});
