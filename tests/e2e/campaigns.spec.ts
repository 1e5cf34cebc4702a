import type { Locator, Page } from "@playwright/test";
import { activeBrief, gotoBriefCard, openApplication, unique } from "./campaigns-kit";
import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/*
 * The owner's Campaigns and Applications. The demo owner (Jakarta
 * JavaScript Developers: TECHNOLOGY and EDUCATION; one application approved, one pending,
 * one rejected) is only read here, never changed, since parallel tests share it. The
 * full apply -> approve walk-through needs an owner that can create its community in the
 * browser: see campaigns-kit.ts.
 */

const QRIS = "Workshop Developer: Integrasi Pembayaran QRIS";
const DEVDAY = "Tokopedia Developer Day: Undangan Komunitas";
const UMKM = "Kampanye Harbolnas UMKM Go Digital";

function card(page: Page, title: string): Locator {
  return page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function tabCount(page: Page, key: string): Promise<number> {
  return Number((await page.getByTestId(`tab-${key}-count`).textContent())?.replace(/\D/g, ""));
}

test.describe("an owner without a community", () => {
  test("sees 'No Community Found' instead of Apply, and can still read a brief", async ({ page, owner }) => {
    await page.goto("/community/briefs");
    await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
    await expect(page.getByTestId("tab-matching")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-matching-count")).toHaveText("0");
    const empty = page.getByTestId("no-community");
    await expect(empty.getByRole("heading", { name: "No Community Found" })).toBeVisible();
    await expect(empty.getByRole("link", { name: "Create Community Profile" })).toHaveAttribute("href", "/community/profile");

    await page.getByRole("link", { name: /All Campaigns/ }).click();
    await expect(page).toHaveURL("/community/briefs?tab=all");
    await expect(page.getByTestId("brief-card").first()).toBeVisible();
    expect(await tabCount(page, "all")).toBeGreaterThan(0);
    await expect(page.getByTestId("apply-notice")).toContainText("No Community Found");
    await expect(page.getByRole("link", { name: /^Apply to / })).toHaveCount(0);
    await gotoBriefCard(page, QRIS);
    await expect(card(page, QRIS).getByTestId("apply-blocked")).toHaveText("Create a community profile to apply");

    await card(page, QRIS)
      .getByRole("link", { name: `View ${QRIS}` })
      .click();
    const dialog = page.getByRole("dialog", { name: QRIS });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Scope of Work" })).toBeVisible();
    await expect(dialog.getByText("Rp 10.000.000 – Rp 25.000.000")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^Apply/ })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    // The applications page says the same.
    await page.goto("/community/applications");
    await expect(page.getByTestId("no-community").getByRole("heading", { name: "No Community Found" })).toBeVisible();
    expect(owner.role).toBe("COMMUNITY_OWNER");
  });
});

test("an owner whose account is pending sees why it cannot apply", async ({ page, makeUser, signInAs }) => {
  const pending = await makeUser({ status: "PENDING" });
  await signInAs(pending);
  await gotoBriefCard(page, QRIS);
  await expect(page.getByTestId("apply-notice").first()).toContainText("Your account is pending approval");
  await expect(page.getByRole("link", { name: /^Apply to / })).toHaveCount(0);
  await expect(card(page, QRIS).getByTestId("apply-blocked")).toHaveText("Apply after account approval");
  // Even the apply dialog's URL shows the reason, not the form.
  const href = await card(page, QRIS)
    .getByRole("link", { name: `View ${QRIS}` })
    .getAttribute("href");
  await page.goto(href!.replace("dialog=view", "dialog=apply"));
  const dialog = page.getByRole("dialog", { name: "Apply to Campaign" });
  await expect(dialog.getByTestId("apply-blocked")).toContainText("once an administrator has approved your account");
  await expect(dialog.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
});

test.describe("the demo owner", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.owner);
  });

  test("sees Matching Campaigns with counts, the All tab, the category filter and a brief's details", async ({ page }) => {
    await page.goto("/community/briefs");
    const matching = await tabCount(page, "matching");
    const all = await tabCount(page, "all");
    expect(matching).toBeGreaterThanOrEqual(3);
    expect(all).toBeGreaterThan(matching);
    // Every matching brief targets one of the community's categories.
    const cards = page.getByTestId("brief-card");
    await expect(cards).toHaveCount(Math.min(matching, 10));
    // The category's own fact (a brand with reviews has its rating listed first).
    const categories = await page
      .getByTestId("brief-card")
      .evaluateAll((els) =>
        els.map((el) => [...el.querySelectorAll("dt")].find((dt) => dt.textContent === "Category")?.nextElementSibling?.textContent),
      );
    // (Parallel tests publish briefs of their own: page 1 may hold one of the two only.)
    for (const category of categories) expect(["Technology", "Education"]).toContain(category);

    // Applied briefs show a disabled 'Applied'; the others 'Apply'.
    await gotoBriefCard(page, QRIS, "/community/briefs");
    await expect(card(page, QRIS).getByRole("button", { name: "Applied" })).toBeDisabled();
    const qrisHref = await card(page, QRIS)
      .getByRole("link", { name: `View ${QRIS}` })
      .getAttribute("href");
    const qrisId = new URL(qrisHref!, "http://x").searchParams.get("id");
    expect(qrisId).toBeTruthy();
    await expect(card(page, QRIS).getByText("Rp 10.000.000 – Rp 25.000.000")).toBeVisible();
    await expect(card(page, QRIS).getByTestId("time-left")).toHaveText(/^\d+ days left$/);
    await expect(card(page, QRIS).getByTestId("brief-status")).toHaveText("Active");
    await expect(card(page, QRIS).getByTestId("brief-status")).toHaveAttribute("data-variant", "default");
    await gotoBriefCard(page, DEVDAY, "/community/briefs");
    await expect(card(page, DEVDAY).getByRole("button", { name: "Applied" })).toBeDisabled();

    await page.getByTestId("tab-all").click();
    await expect(page).toHaveURL("/community/briefs?tab=all");
    await expect(page.getByTestId("tab-all")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("brief-card")).toHaveCount(Math.min(all, 10));

    // The category filter narrows both tabs and both counts.
    await page.getByTestId("category-FOOD_BEVERAGE").click();
    await expect(page).toHaveURL("/community/briefs?tab=all&category=FOOD_BEVERAGE");
    await expect(page.getByTestId("category-FOOD_BEVERAGE")).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Ngopi Bareng Komunitas: Sampling Menu Baru")).toBeVisible();
    const foods = await page.getByTestId("brief-card").evaluateAll((els) => els.map((el) => el.querySelector("dd")?.textContent));
    expect(new Set(foods)).toEqual(new Set(["Food Beverage"]));
    expect(await tabCount(page, "all")).toBe(foods.length);
    await expect(page.getByTestId("tab-matching-count")).toHaveText("0");
    await page.getByTestId("tab-matching").click();
    await expect(page).toHaveURL("/community/briefs?category=FOOD_BEVERAGE");
    await expect(page.getByTestId("empty-state")).toContainText("No matching campaigns");
    await page.getByRole("link", { name: "Show all categories" }).click();
    await expect(page).toHaveURL("/community/briefs");

    // The detail dialog, then the apply dialog of a brief not applied to yet (on whichever
    // page of Matching Campaigns the briefs other tests publish have pushed it to).
    await (
      await gotoBriefCard(page, "Try Out UTBK Gratis bareng Komunitas", "/community/briefs")
    )
      .getByRole("link", { name: /^View / })
      .click();
    const detail = page.getByRole("dialog", { name: "Try Out UTBK Gratis bareng Komunitas" });
    await expect(detail.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(detail.getByText("Ruangguru", { exact: true })).toBeVisible();
    await detail.getByRole("link", { name: "Apply to Try Out UTBK Gratis bareng Komunitas" }).click();
    const apply = page.getByRole("dialog", { name: "Apply to Campaign" });
    await expect(apply.getByText("Applying as Jakarta JavaScript Developers")).toBeVisible();
    // A post the server refuses (the QRIS brief, already applied to: nothing changes in the
    // shared demo data) comes back into the dialog as 'Failed to apply', the message kept.
    await apply.getByLabel("Message (optional)").fill("Kami punya 12.500 anggota.");
    await apply.locator('input[name="briefId"]').evaluate((input, id) => ((input as HTMLInputElement).value = id!), qrisId);
    await apply.getByRole("button", { name: "Submit Application" }).click();
    await expect(apply.getByTestId("form-error")).toHaveText("Failed to apply: You have already applied to this brief");
    await expect(apply.getByLabel("Message (optional)")).toHaveValue("Kami punya 12.500 anggota.");
    await apply.getByRole("link", { name: "Cancel" }).click();
    await expect(apply).toBeHidden();
  });

  test("a brief that is not ACTIVE cannot be opened: 404", async ({ page, adminRequest }) => {
    const drafts = await adminRequest.get("/api/briefs?status=draft");
    const [draft] = (await drafts.json()) as { id: number }[];
    const response = await page.goto(`/community/briefs?dialog=view&id=${draft.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("area-error")).toBeVisible();
  });

  test("sees its applications by status, with the admin's notes and 'Contact Advertiser' on the approved one", async ({ page }) => {
    await page.goto("/community/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    await expect(page.getByTestId("tab-approved")).toHaveAttribute("aria-current", "page");
    const counts = Object.fromEntries(
      await Promise.all(["approved", "pending", "rejected", "all"].map(async (key) => [key, await tabCount(page, key)] as const)),
    );
    expect(counts.approved).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBe(counts.approved + counts.pending + counts.rejected);
    await expect(page.getByTestId("application-card")).toHaveCount(Math.min(counts.approved, 10));

    const approved = page.getByTestId("application-card").filter({ hasText: QRIS });
    await expect(approved.getByTestId("application-status")).toHaveText("Approved");
    await expect(approved.getByText(/^Applied \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    // The description is cut at 120 characters.
    const description = (await approved.getByTestId("application-description").textContent()) ?? "";
    expect(description.endsWith("…")).toBe(true);
    expect([...description].length).toBeLessThanOrEqual(121);

    const dialog = await openApplication(page, "approved", QRIS);
    await expect(dialog.getByTestId("admin-response")).toHaveText("Strong fit: large developer audience in Jakarta.");
    await expect(dialog.getByTestId("own-message")).toContainText("meetup bulanan");
    await expect(dialog.getByRole("heading", { name: "Campaign Brief" })).toBeVisible();
    const contact = dialog.getByRole("link", { name: "Contact Advertiser" });
    await expect(contact).toHaveAttribute("href", /^https:\/\/wa\.me\/6281377788899\?text=/);
    await expect(contact).toHaveAttribute("target", "_blank");

    const pending = await openApplication(page, "pending", DEVDAY);
    await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
    await expect(pending.getByTestId("admin-response")).toHaveText("Your application is awaiting admin approval (1-2 business days).");
    await expect(pending.getByRole("link", { name: "Contact Advertiser" })).toHaveCount(0);

    const rejected = await openApplication(page, "rejected", UMKM);
    await expect(rejected.getByTestId("admin-response")).toContainText("a developer community is not the audience");
    await expect(rejected.getByRole("link", { name: "Contact Advertiser" })).toHaveCount(0);
    await rejected.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL("/community/applications?tab=rejected");

    await page.getByTestId("tab-all").click();
    await expect(page.getByTestId("application-card")).toHaveCount(Math.min(counts.all, 10));
  });

  test("reads both pages in Indonesian with the lang=id cookie", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto("/community/briefs");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { level: 1, name: "Kampanye" })).toBeVisible();
    await expect(page.getByTestId("tab-matching")).toContainText("Kampanye yang Cocok");
    await gotoBriefCard(page, QRIS, "/community/briefs");
    await expect(card(page, QRIS).getByRole("button", { name: "Sudah Dilamar" })).toBeDisabled();
    await expect(card(page, QRIS).getByTestId("time-left")).toHaveText(/^\d+ hari lagi$/);
    await page.goto("/community/applications");
    await expect(page.getByRole("heading", { level: 1, name: "Lamaran Saya" })).toBeVisible();
    await expect(page.getByTestId("tab-approved")).toContainText("Disetujui");
  });
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the demo owner filters, opens a brief and posts the apply form; a refusal reads 'Failed to apply'", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/community/briefs");
    await expectNoHorizontalScroll(page);
    await page.getByTestId("tab-all").click();
    await page.getByTestId("category-EDUCATION").click();
    await expect(page).toHaveURL("/community/briefs?tab=all&category=EDUCATION");
    await expectNoHorizontalScroll(page);

    // The QRIS brief's id, to post an application that the server refuses (already applied):
    // nothing changes in the shared demo data.
    await gotoBriefCard(page, QRIS, "/community/briefs?category=TECHNOLOGY");
    const qrisHref = await card(page, QRIS)
      .getByRole("link", { name: `View ${QRIS}` })
      .getAttribute("href");
    const qrisId = new URL(qrisHref!, "http://x").searchParams.get("id")!;

    await page.goto("/community/briefs?tab=all&category=EDUCATION");
    await card(page, "Try Out UTBK Gratis bareng Komunitas")
      .getByRole("link", { name: /^View / })
      .click();
    const detail = page.getByRole("dialog", { name: "Try Out UTBK Gratis bareng Komunitas" });
    await expect(detail.getByRole("heading", { name: "Scope of Work" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await detail.getByRole("link", { name: /^Apply to / }).click();
    const apply = page.getByRole("dialog", { name: "Apply to Campaign" });
    await apply.getByLabel("Message (optional)").fill("Kami punya 12.500 anggota developer.");
    await apply.locator('input[name="briefId"]').evaluate((input, id) => ((input as HTMLInputElement).value = id), qrisId);
    await apply.getByRole("button", { name: "Submit Application" }).click();
    const refused = page.getByRole("dialog", { name: "Apply to Campaign" });
    await expect(refused.getByTestId("form-error")).toHaveText("Failed to apply: You have already applied to this brief");
    await expect(refused.getByLabel("Message (optional)")).toHaveValue("Kami punya 12.500 anggota developer.");
    await expectNoHorizontalScroll(page);
    await refused.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/community/applications");
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: `View details of ${QRIS}` }).click();
    await expect(page.getByRole("dialog", { name: "Application Details" }).getByTestId("admin-response")).toHaveText(
      "Strong fit: large developer audience in Jakarta.",
    );
    await expectNoHorizontalScroll(page);
  });

  test("a fresh owner applies with the plain form and then sees Applied", async ({ page, owner }) => {
    void owner;
    // The community through POST /api/communities (the profile form has its own tests).
    const created = await page.request.post("/api/communities", {
      data: {
        name: `Komunitas Tanpa JS ${Date.now() % 1_000_000}`,
        description: "Komunitas developer yang suka halaman ringan.",
        category: ["TECHNOLOGY"],
        platforms: [{ type: "TELEGRAM", url: "https://t.me/tanpajs" }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await gotoBriefCard(page, QRIS, "/community/briefs");
    await card(page, QRIS)
      .getByRole("link", { name: `Apply to ${QRIS}` })
      .click();
    const apply = page.getByRole("dialog", { name: "Apply to Campaign" });
    await apply.getByLabel("Message (optional)").fill("Halaman tanpa JavaScript pun bisa melamar.");
    await apply.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("toast")).toContainText("Application submitted");
    await expect(card(page, QRIS).getByRole("button", { name: "Applied" })).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await page.goto("/community/applications?tab=pending");
    await expect(page.getByRole("link", { name: `View details of ${QRIS}` })).toBeVisible();
  });
});

test.describe("a brief's requirements, at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the owner's brief dialog names the gender and the age range in the page's language", async ({
    page,
    context,
    baseURL,
    owner,
    makeUser,
    adminRequest,
    playwright,
  }) => {
    void owner;
    const title = `Brief Syarat ${unique()}`;
    const id = await activeBrief({ page, makeUser, adminRequest, playwright, baseURL }, title, {
      requirements: { age_range: ["18-24 years"], gender: "Mixed", min_followers: 2350, location: "Bandung" },
    });
    const requirement = (label: string) => page.getByTestId("brief-details").locator(`dt:text-is('${label}') + dd`);
    await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    await page.goto(`/community/briefs?dialog=view&id=${id}`);
    await expect(requirement("Jenis Kelamin")).toHaveText("Campuran");
    await expect(requirement("Rentang Usia")).toHaveText("18-24 tahun");
    await expect(requirement("Minimal Pengikut")).toHaveText("2.350");
    await expectNoHorizontalScroll(page);
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    await page.goto(`/community/briefs?dialog=view&id=${id}`);
    await expect(requirement("Gender")).toHaveText("Mixed");
    await expect(requirement("Age Range")).toHaveText("18-24 years");
  });
});
