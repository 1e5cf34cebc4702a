import {
  QRIS,
  applyAsOwner,
  card,
  errorOf,
  expectToast,
  fillBrief,
  makeListedCommunity,
  openDetail,
  searchWithFilters,
} from "./advertiser-kit";
import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/*
 * The advertiser's briefs: /advertiser/briefs and the brief form.
 * Fresh advertisers make their own briefs; the demo advertiser is only read.
 */

test("an advertiser's walk-through: sign in, draft, submit, approval with notes, an approved application, complete, delete, search", async ({
  page,
  makeUser,
  adminRequest,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Approved through the admin API (the model), signed in through the form.
  const advertiser = await makeUser({ role: "ADVERTISER" });
  await signIn(page, advertiser);
  await expect(page).toHaveURL("/advertiser/dashboard");
  await expect(page.getByTestId("no-briefs")).toContainText("No Briefs Created Yet");
  await page.goto("/advertiser/briefs");
  await expect(page.getByRole("heading", { level: 1, name: "Campaign Briefs" })).toBeVisible();
  await expect(page.getByTestId("no-briefs").getByRole("heading", { name: "No Briefs Created Yet" })).toBeVisible();

  // ?new=true opens the create page (the flag leaves the address).
  await page.goto("/advertiser/briefs?new=true");
  await expect(page).toHaveURL("/advertiser/create-brief");
  await expect(page.getByRole("heading", { level: 1, name: "Create Campaign Brief" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", "/advertiser/dashboard");
  await expect(page.getByLabel("Target Category")).toHaveValue("TECHNOLOGY");
  await expect(page.getByLabel("Online")).toBeChecked();
  // A new brief: two plain actions, no status picker.
  const actions = page.getByTestId("brief-actions");
  await expect(actions.getByRole("button")).toHaveText(["Save draft", "Submit for approval"]);
  await expect(page.getByTestId("brief-form").getByRole("radio", { name: /Draft|Submit for Approval|Completed|Cancelled/ })).toHaveCount(0);

  // An empty submit: the spec's 'Validation Error', each missing field marked.
  await page.getByLabel("Company Name *").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("validation-error")).toContainText("Validation Error");
  await expect(page.getByTestId("validation-error")).toContainText(
    "Please fill in all required fields including Campaign Brief Description.",
  );
  await expect(await errorOf(page, page.getByLabel("Campaign Brief Description *"))).toHaveText(
    "Description must be at least 20 characters",
  );
  await expect(await errorOf(page, page.getByLabel("Scope of Work *"))).toHaveText("This field is required");
  await expect(await errorOf(page, page.getByLabel("Company Name *"))).toHaveText("Company name is required");
  // The long form's summary at its top, focused; its link leads to the field.
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Campaign Brief Description: Description must be at least 20 characters");
  await summary.getByRole("link", { name: "Scope of Work" }).click();
  await expect(page.getByLabel("Scope of Work *")).toBeFocused();

  // The budget shows its grouping as typed.
  await fillBrief(page, "Peluncuran Aplikasi Kasir");
  await expect(page.getByLabel("Maximum Budget (Rp)")).toHaveValue("5.000.000");
  // The WhatsApp link follows the phone as typed.
  await expect(page.getByTestId("whatsapp-preview")).toHaveAttribute("href", "https://wa.me/6281234567890");
  await expect(page.getByTestId("validation-error")).toBeHidden();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL("/advertiser/briefs");
  await expectToast(page, "Campaign brief created successfully!");
  await expectToast(page, "Saved as a draft: submit it for approval when it is ready.");
  const draft = card(page, "Peluncuran Aplikasi Kasir");
  await expect(draft.getByTestId("brief-status")).toHaveText("Draft");
  await expect(draft).toContainText("Rp 1.500.000 – Rp 5.000.000");
  await expect(page.getByTestId("tab-drafts-count")).toHaveText("1");

  // The edit page of a draft offers the same two actions.
  await draft.getByRole("link", { name: "Edit Peluncuran Aplikasi Kasir" }).click();
  await expect(page).toHaveURL(/\/advertiser\/briefs\/\d+\/edit$/);
  const id = Number(page.url().match(/briefs\/(\d+)\/edit/)![1]);
  await expect(page.getByLabel("Minimum Budget (Rp)")).toHaveValue("1.500.000");
  await expect(page.getByTestId("whatsapp-preview")).toHaveAttribute("href", "https://wa.me/6281234567890");
  await expect(page.getByTestId("brief-actions").getByRole("button")).toHaveText(["Save draft", "Submit for approval"]);
  await page.getByRole("link", { name: /Back to Campaign Briefs/ }).click();

  // Submit it for approval from its card.
  await card(page, "Peluncuran Aplikasi Kasir").getByRole("button", { name: "Submit Peluncuran Aplikasi Kasir for approval" }).click();
  await expectToast(page, "Brief submitted for approval");
  await expectToast(page, "An administrator will review it; you will be notified.");
  await expect(card(page, "Peluncuran Aplikasi Kasir").getByTestId("brief-status")).toHaveText("Pending Approval");
  await expect(card(page, "Peluncuran Aplikasi Kasir").getByRole("button", { name: /for approval/ })).toHaveCount(0);

  // In review: saving keeps it there, or it goes back to draft.
  await page.goto(`/advertiser/briefs/${id}/edit`);
  await expect(page.getByTestId("brief-actions").getByRole("button")).toHaveText(["Move back to draft", "Save changes"]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "It still waits for an administrator's review");
  await expect(card(page, "Peluncuran Aplikasi Kasir").getByTestId("brief-status")).toHaveText("Pending Approval");

  // The admin approves it with notes.
  const decided = await adminRequest.put(`/api/admin/briefs/${id}/status`, {
    data: { status: "active", adminNotes: "Disetujui, silakan lanjut." },
  });
  expect(decided.status()).toBe(200);
  await page.goto("/advertiser/briefs?tab=active");
  const active = card(page, "Peluncuran Aplikasi Kasir");
  await expect(active.getByTestId("brief-status")).toHaveText("Active");
  await active.getByRole("link", { name: "View Peluncuran Aplikasi Kasir" }).click();
  const dialog = page.getByRole("dialog", { name: "Peluncuran Aplikasi Kasir" });
  await expect(dialog.getByTestId("admin-notes")).toContainText("Disetujui, silakan lanjut.");
  await expect(dialog.getByTestId("approved-applications")).toContainText("No approved applications yet.");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // A community applies; once the admin approves, the advertiser sees the owner's contact.
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const communityName = `Ilustrator Medan ${Date.now() % 1_000_000}`;
  const community = await makeListedCommunity(playwright, baseURL!, owner, communityName);
  const applicationId = await applyAsOwner(playwright, baseURL!, owner, id, community.id, "Kami siap membantu peluncuran ini.");
  const approved = await adminRequest.put(`/api/admin/applications/${applicationId}/status`, {
    data: { status: "approved", adminNotes: "Cocok." },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await active.getByRole("link", { name: "View Peluncuran Aplikasi Kasir" }).click();
  const application = dialog.getByTestId("approved-application");
  await expect(application).toHaveCount(1);
  await expect(application).toContainText(communityName);
  await expect(application).toContainText("Kami siap membantu peluncuran ini.");
  await expect(application).toContainText(owner.fullname);
  await expect(application.locator(`a[href="mailto:${owner.email}"]`)).toBeVisible();
  await expect(application.locator('a[href^="https://wa.me/62"]')).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();

  // Complete it: an ACTIVE brief offers Completed or Cancelled only.
  await page.goto(`/advertiser/briefs/${id}/edit`);
  await expect(page.getByTestId("edit-mode")).toContainText("only its status can change");
  await expect(page.getByTestId("status-form").getByRole("radio")).toHaveCount(3);
  await page.getByLabel("Completed").check();
  await page.getByRole("button", { name: "Update Status" }).click();
  await expectToast(page, "Campaign brief updated successfully!");
  await page.getByTestId("tab-completed").click();
  await expect(card(page, "Peluncuran Aplikasi Kasir").getByTestId("brief-status")).toHaveText("Completed");

  // Another draft, then delete it after the confirmation.
  await page.goto("/advertiser/create-brief");
  await fillBrief(page, "Brief Yang Akan Dihapus");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Saved as a draft");
  await expect(page.getByTestId("tab-all-count")).toHaveText("2");
  // The search finds it by title, and the status filter narrows.
  await page.getByRole("searchbox", { name: "Search" }).fill("dihapus");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=dihapus/);
  await expect(page.getByTestId("brief-card")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Status" }).selectOption("COMPLETED");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("no-briefs").getByRole("heading", { name: "No Briefs Found" })).toBeVisible();
  await page.getByRole("link", { name: "Reset" }).click();
  await card(page, "Brief Yang Akan Dihapus").getByRole("link", { name: "Delete Brief Yang Akan Dihapus" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Brief" });
  await expect(confirm).toContainText("Brief Yang Akan Dihapus");
  await confirm.getByRole("button", { name: "Delete Brief" }).click();
  await expectToast(page, "Campaign brief deleted successfully!");
  await expect(card(page, "Brief Yang Akan Dihapus")).toHaveCount(0);
  await expect(page.getByTestId("tab-all-count")).toHaveText("1");

  // Search communities with filters and open the applicant's detail.
  await searchWithFilters(page, communityName);
  await openDetail(page, communityName);
});

test("a pending advertiser saves drafts but is offered no submission for approval", async ({ page, makeUser, signInAs }) => {
  const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
  await signInAs(pending);
  await page.goto("/advertiser/create-brief");
  await expect(page.getByTestId("pending-notice")).toBeVisible();
  await expect(page.getByTestId("brief-actions").getByRole("button")).toHaveText(["Save draft"]);
  await expect(page.getByTestId("brief-actions")).toContainText("submit it once your account is approved");
  await fillBrief(page, "Draf Akun Menunggu");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Campaign brief created successfully!");
  await expect(card(page, "Draf Akun Menunggu").getByTestId("brief-status")).toHaveText("Draft");
  await expect(card(page, "Draf Akun Menunggu").getByRole("button", { name: /for approval/ })).toHaveCount(0);
});

test("the demo advertiser's QRIS brief shows an approved application with the owner's contact", async ({ page, signInAs }) => {
  await signInAs(DEMO.advertiser);
  await page.goto("/advertiser/briefs?q=QRIS");
  await card(page, QRIS)
    .getByRole("link", { name: `View ${QRIS}` })
    .click();
  const dialog = page.getByRole("dialog", { name: QRIS });
  const application = dialog.getByTestId("approved-application").first();
  await expect(application).toBeVisible();
  await expect(application.locator('a[href^="https://wa.me/62"]')).toBeVisible();
  await expect(application.locator('a[href^="mailto:"]')).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form shows its errors, saves, and the delete confirmation works", async ({ page, advertiser }) => {
    await page.goto("/advertiser/create-brief");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByTestId("validation-error")).toContainText("Validation Error");
    await expect(await errorOf(page, page.getByLabel("Brief Title *"))).toHaveText("Title must be at least 5 characters");
    // The server's answer: the summary at the top of the long form, and a toast.
    await expect(page.getByTestId("error-summary").getByRole("link", { name: "Brief Title" })).toBeInViewport();
    await expect(page.getByTestId("toast")).toContainText("Not saved:");
    await fillBrief(page, "Brief Tanpa JavaScript");
    await page.getByLabel("Maximum Budget (Rp)").fill("1.000.000");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(await errorOf(page, page.getByLabel("Maximum Budget (Rp)"))).toHaveText(
      "The minimum budget must not be more than the maximum",
    );
    await page.getByLabel("Maximum Budget (Rp)").fill("2.000.000");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL("/advertiser/briefs");
    await expect(card(page, "Brief Tanpa JavaScript")).toContainText("Rp 1.500.000 – Rp 2.000.000");
    await card(page, "Brief Tanpa JavaScript").getByRole("link", { name: "Delete Brief Tanpa JavaScript" }).click();
    await page.getByRole("button", { name: "Delete Brief" }).click();
    await expect(page.getByTestId("no-briefs")).toBeVisible();
    expect(advertiser.role).toBe("ADVERTISER");
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the list and the form fit without horizontal scroll", async ({ page, advertiser }) => {
    await page.goto("/advertiser/create-brief");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByTestId("validation-error")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await fillBrief(page, "Brief Layar Kecil");
    await page.getByLabel("Company Name *").fill("PT Layar Kecil");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(card(page, "Brief Layar Kecil")).toBeVisible();
    await expect(card(page, "Brief Layar Kecil").getByRole("button", { name: "Submit Brief Layar Kecil for approval" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await card(page, "Brief Layar Kecil").getByRole("link", { name: "View Brief Layar Kecil" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(advertiser.role).toBe("ADVERTISER");
  });
});

test("in Bahasa Indonesia the pages speak Indonesian", async ({ page, baseURL, advertiser }) => {
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/advertiser/briefs");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brief Kampanye");
  await expect(page.getByRole("heading", { name: "Belum Ada Brief" })).toBeVisible();
  await page.goto("/advertiser/create-brief");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buat Brief Kampanye");
  await expect(page.getByTestId("brief-actions").getByRole("button")).toHaveText(["Simpan draf", "Ajukan untuk persetujuan"]);
  await page.getByRole("button", { name: "Simpan draf" }).click();
  await expect(page.getByTestId("validation-error")).toContainText("Kesalahan Validasi");
  expect(advertiser.role).toBe("ADVERTISER");
});

test("a brief in review has its place beside the drafts, counted like the other tabs", async ({ page, advertiser, baseURL }) => {
  void advertiser;
  const stamp = Date.now() % 1_000_000;
  for (const [title, status] of [
    [`Draf Tab ${stamp}`, "DRAFT"],
    [`Ditinjau Tab ${stamp}`, "PENDING_APPROVAL"],
  ] as const) {
    const created = await page.request.post("/api/briefs", {
      data: {
        title,
        company_name: "PT Tab Lengkap",
        description: "Kami mencari komunitas untuk memperkenalkan kopi lokal kami bulan ini.",
        target_category: "TECHNOLOGY",
        community_guidelines: "Bahasa santai dan sopan.",
        schedule_post: "Satu unggahan per minggu.",
        scope_of_work: "Dua unggahan di grup.",
        status,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto("/advertiser/briefs");
  await expect(page.getByTestId("tab-drafts")).toContainText("Drafts and in review");
  await expect(page.getByTestId("tab-drafts-count")).toHaveText("2");
  await page.getByTestId("tab-drafts").click();
  await expect(page.getByTestId("tab-drafts")).toHaveAttribute("aria-current", "page");
  await expect(card(page, `Ditinjau Tab ${stamp}`).getByTestId("brief-status")).toHaveText("Pending Approval");
  await expect(card(page, `Draf Tab ${stamp}`).getByTestId("brief-status")).toHaveText("Draft");
  await expect(page.getByTestId("tab-active-count")).toHaveText("0");
  // In Indonesian too.
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/advertiser/briefs?tab=drafts");
  await expect(page.getByTestId("tab-drafts")).toContainText("Draf dan ditinjau");
  await expect(page.getByTestId("brief-card")).toHaveCount(2);
});
