import sharp from "sharp";
import { applyInCampaigns, decideApplicationAsAdmin, gotoBriefCard, openApplication } from "./campaigns-kit";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";

/*
 * The owner's whole walk-through: a fresh APPROVED owner (approved through the admin API, i.e.
 * the model) creates its profile with an uploaded logo, manages members, sees matching
 * briefs on the dashboard, applies, finds the application under Pending, and after the
 * admin's decision under Approved with the admin's notes.
 */

const BRIEF = "Workshop Developer: Integrasi Pembayaran QRIS"; // seeded, ACTIVE, TECHNOLOGY

test("an owner's whole workspace, from an empty dashboard to an approved application", async ({ page, owner, adminRequest }) => {
  test.setTimeout(60_000);
  // Empty dashboard: 'No Community Found' with the way to create the profile.
  await page.goto("/community/dashboard");
  await expect(page.getByTestId("no-community")).toContainText("No Community Found");
  await page.getByRole("link", { name: "Create Community Profile" }).click();
  await expect(page).toHaveURL(/\/community\/profile$/);

  // The profile, with an uploaded logo.
  const name = `Komunitas Kode ${Date.now() % 1_000_000}`;
  await page.getByLabel("Community Name *").fill(name);
  await page.getByLabel("Description *").fill("Developer Jakarta yang belajar bareng dan membangun produk digital.");
  await page.getByLabel("Other", { exact: true }).uncheck();
  await page.getByLabel("Technology", { exact: true }).check();
  await page.getByLabel("Location").selectOption("Jakarta");
  await page.getByLabel("Member Count").fill("3.400");
  await page.getByLabel("Platform 1 link").fill("https://chat.whatsapp.com/komunitaskode");
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 300, height: 300, channels: 4, background: "#7c3aed" } })
      .png()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Create Community Profile" }).click();
  await expect(page.getByTestId("toast")).toContainText("Community profile created successfully!");
  await expect(page.locator('img[src^="/logos/"]')).toHaveCount(1);

  // Members: 'Belum ada anggota terdaftar', then add, edit and delete one.
  await page.goto("/community/members");
  await expect(page.getByText("Belum ada anggota terdaftar")).toBeVisible();
  await page.getByTestId("add-member").click();
  const add = page.getByRole("dialog", { name: "Add Member" });
  // Typed once the enhanced dialog has taken over (kit.spec.ts covers typing before and
  // across the takeover); this journey is about the members.
  await expect(page.locator('[data-enhanced="true"]')).toBeVisible();
  await add.getByLabel("Name", { exact: true }).fill("Rizky Pratama");
  await add.getByLabel("Role").fill("Moderator");
  await add.getByLabel("Instagram").fill("https://instagram.com/rizky.dev");
  await add.getByRole("button", { name: "Save Member" }).click();
  await expect(page.getByTestId("toast")).toContainText("Member added successfully!");
  const member = page.getByTestId("member-row").filter({ hasText: "Rizky Pratama" });
  await expect(member).toContainText("Moderator");
  await member.getByRole("link", { name: "Edit Rizky Pratama" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Member" });
  await expect(page.locator('[data-enhanced="true"]')).toBeVisible();
  await edit.getByLabel("Role").fill("Co-founder");
  await edit.getByRole("button", { name: "Save Member" }).click();
  await expect(page.getByTestId("toast")).toContainText("Member updated successfully!");
  await expect(member).toContainText("Co-founder");
  await page.getByTestId("add-member").click();
  await add.getByLabel("Name", { exact: true }).fill("Sari Wulandari");
  await add.getByRole("button", { name: "Save Member" }).click();
  await expect(page.getByTestId("toast")).toContainText("Member added successfully!");
  await member.getByRole("link", { name: "Delete Rizky Pratama" }).click();
  await page.getByRole("dialog", { name: "Delete Member" }).getByRole("button", { name: "Delete Member" }).click();
  await expect(page.getByTestId("toast")).toContainText("Member deleted successfully!");
  await expect(member).toHaveCount(0);
  await expect(page.getByTestId("member-total")).toContainText("Total Members: 1");

  // The dashboard now shows the community, its WhatsApp link and matching briefs.
  await page.goto("/community/dashboard");
  await expect(page.getByTestId("verification-card")).toContainText("Pending");
  await expect(page.getByTestId("verification-card")).toContainText("1-2 business days");
  await expect(page.getByTestId("members-card")).toContainText("1");
  // The card counts the Members page, and says so beside the community's own member count.
  await expect(page.getByTestId("members-card")).toContainText("People on your Members page");
  await expect(page.getByTestId("your-community")).toContainText(name);
  const digits = owner.phone.replace(/^0/, "62");
  await expect(page.getByRole("link", { name: "Contact via WhatsApp" })).toHaveAttribute("href", `https://wa.me/${digits}`);
  const matching = Number((await page.getByTestId("matching-card").locator("p").nth(0).textContent())?.replace(/\D/g, ""));
  expect(matching).toBeGreaterThan(0);
  await expect(page.getByTestId("brief-card").first()).toBeVisible();
  await expect(page.getByTestId("brief-card")).toHaveCount(Math.min(3, matching));
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/community\/briefs$/);
  await expect(await gotoBriefCard(page, BRIEF, "/community/briefs")).toBeVisible();

  // Apply, then the application waits under Pending.
  await applyInCampaigns(page, BRIEF, "Kami punya 3.400 developer aktif di Jakarta.");
  await expect((await gotoBriefCard(page, BRIEF)).getByRole("button", { name: "Applied" })).toBeDisabled();
  const pending = await openApplication(page, "pending", BRIEF);
  await expect(pending).toContainText("Kami punya 3.400 developer aktif di Jakarta.");

  // The admin approves it (through the model, via the admin API), with notes.
  const communities = await page.request.get(`/api/users/${owner.id}/communities`);
  const [community] = (await communities.json()) as { id: number }[];
  const applications = await page.request.get(`/api/communities/${community.id}/applications`);
  const [application] = (await applications.json()) as { id: number; brief: { title: string } }[];
  expect(application.brief.title).toBe(BRIEF);
  await decideApplicationAsAdmin(adminRequest, application.id, "approved", "Cocok sekali, tim kami akan menghubungi Anda.");

  const approved = await openApplication(page, "approved", BRIEF);
  await expect(approved).toContainText("Cocok sekali, tim kami akan menghubungi Anda.");
  await expect(approved.getByRole("link", { name: "Contact Advertiser" })).toBeVisible();
});

test.describe("the dashboard at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("fits a small phone and reads in Bahasa Indonesia", async ({ page, owner, baseURL }) => {
    void owner;
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dasbor Komunitas" })).toBeVisible();
    await expect(page.getByTestId("no-community")).toContainText("Komunitas Tidak Ditemukan");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("the dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the demo owner's verified community, counts and matching briefs", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("owner@guyub.id");
    await page.getByLabel("Password", { exact: true }).fill("owner12345");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/community\/dashboard$/);
    await expect(page.getByTestId("verification-card")).toContainText("Verified");
    await expect(page.getByTestId("your-community")).toContainText("Jakarta JavaScript Developers");
    await expect(page.getByTestId("welcome")).toContainText("Welcome back,");
    expect(Number((await page.getByTestId("members-card").locator("p").nth(0).textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
    await expect(page.getByTestId("brief-card")).toHaveCount(3);
  });
});

test("'Loading dashboard...' shows while JavaScript loads the dashboard", async ({ page, owner }) => {
  void owner;
  await page.goto("/community/settings");
  await expect(page.getByTestId("dashboard-loading")).toHaveText("");
  // Hold the dashboard's data, as a slow connection would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/community\/dashboard\?.*_data=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("complementary").getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByTestId("dashboard-loading")).toHaveText("Loading dashboard...");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Community Dashboard" })).toBeVisible();
  await expect(page.getByTestId("dashboard-loading")).toHaveText("");
});
