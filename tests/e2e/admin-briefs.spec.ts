import type { APIRequestContext } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalScroll, test, type TestUser } from "./fixtures";

/*
 * The admin console's Pending Briefs: the review dialog with the whole
 * brief, approve and reject with notes the advertiser reads. Fresh advertisers' briefs
 * only (other tests share the demo data); the dialog is opened by its URL, as the queue
 * is shared by parallel tests.
 */

async function advertiserApi(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string,
  user: TestUser,
) {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/login", { data: { email: user.email, password: user.password } })).status()).toBe(200);
  return api;
}

async function submitBrief(api: APIRequestContext, title: string): Promise<number> {
  const created = await api.post("/api/briefs", {
    data: {
      title,
      company_name: "PT Tinjau Brief",
      description: "Kami mencari komunitas kreatif untuk kampanye peluncuran produk baru.",
      target_category: "ARTS",
      budget_min: 1_000_000,
      budget_max: 3_000_000,
      community_guidelines: "Santai dan sopan.",
      schedule_post: "Dua kali seminggu.",
      scope_of_work: "Dua unggahan.",
      status: "PENDING_APPROVAL",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("the admin reviews a brief and approves it with notes the advertiser reads; a decided brief cannot be decided again", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  signInAs,
}) => {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const api = await advertiserApi(playwright, baseURL!, advertiser);
  const title = `Kampanye Seni ${Date.now() % 1_000_000}`;
  const id = await submitBrief(api, title);
  await signInAs(DEMO.admin);

  await page.goto("/admin/briefs");
  await expect(page.getByTestId("tab-briefs")).toHaveAttribute("aria-current", "page");
  expect(Number(await page.getByTestId("tab-briefs-count").textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("pending-brief").first()).toBeVisible();

  await page.goto(`/admin/briefs?dialog=review&id=${id}`);
  const dialog = page.getByRole("dialog", { name: "Review Brief" });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText("Kami mencari komunitas kreatif");
  await expect(dialog.getByTestId("audit-trail")).toContainText("No decisions recorded yet.");
  await dialog.getByLabel("Admin notes (shown to the advertiser)").fill("Disetujui. Pastikan jadwal unggahan tepat waktu.");
  await dialog.getByRole("button", { name: "Approve Brief" }).click();
  await expect(page.getByTestId("toast")).toContainText("Brief approved");

  const seen = (await (await api.get(`/api/briefs/${id}`)).json()) as { status: string; admin_notes: string };
  expect(seen).toMatchObject({ status: "ACTIVE", admin_notes: "Disetujui. Pastikan jadwal unggahan tepat waktu." });

  // Decided: the dialog shows the history and no form.
  await page.goto(`/admin/briefs?dialog=review&id=${id}`);
  await expect(dialog.getByTestId("not-pending")).toBeVisible();
  await expect(dialog.getByTestId("audit-trail")).toContainText("Brief approved");
  await expect(dialog.getByTestId("audit-trail")).toContainText("Pastikan jadwal");
  await api.dispose();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the admin rejects a brief with notes", async ({ page, playwright, baseURL, makeUser, signInAs }) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const api = await advertiserApi(playwright, baseURL!, advertiser);
    const id = await submitBrief(api, `Brief Ditolak ${Date.now() % 1_000_000}`);
    await signInAs(DEMO.admin);
    await page.goto(`/admin/briefs?dialog=review&id=${id}`);
    await page.getByLabel("Admin notes (shown to the advertiser)").fill("Anggaran terlalu kecil untuk cakupan ini.");
    await page.getByRole("button", { name: "Reject Brief" }).click();
    await expect(page).toHaveURL("/admin/briefs");
    const seen = (await (await api.get(`/api/briefs/${id}`)).json()) as { status: string; admin_notes: string };
    expect(seen).toMatchObject({ status: "CANCELLED", admin_notes: "Anggaran terlalu kecil untuk cakupan ini." });
    await api.dispose();
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the queue and the review dialog fit", async ({ page, playwright, baseURL, makeUser, signInAs }) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const api = await advertiserApi(playwright, baseURL!, advertiser);
    const id = await submitBrief(api, `Brief Layar Kecil ${Date.now() % 1_000_000}`);
    await signInAs(DEMO.admin);
    await page.goto("/admin/briefs");
    await expectNoHorizontalScroll(page);
    await page.goto(`/admin/briefs?dialog=review&id=${id}`);
    await expect(page.getByRole("dialog", { name: "Review Brief" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await api.dispose();
  });
});

test("the review dialog shows the brief's contact person and contact phone", async ({ page, playwright, baseURL, makeUser, signInAs }) => {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const api = await advertiserApi(playwright, baseURL!, advertiser);
  const created = await api.post("/api/briefs", {
    data: {
      title: `Brief Kontak ${Date.now() % 1_000_000}`,
      company_name: "PT Kontak Jelas",
      description: "Kami mencari komunitas kreatif untuk kampanye peluncuran produk baru.",
      target_category: "ARTS",
      community_guidelines: "Santai dan sopan.",
      schedule_post: "Dua kali seminggu.",
      scope_of_work: "Dua unggahan.",
      contact_person: "Rina Kusuma",
      contact_phone: "0812 3456 7890",
      status: "PENDING_APPROVAL",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signInAs(DEMO.admin);
  await page.goto(`/admin/briefs?dialog=review&id=${id}`);
  const details = page.getByRole("dialog", { name: "Review Brief" }).getByTestId("brief-details");
  await expect(details.locator("dt:text-is('Contact Person') + dd")).toHaveText("Rina Kusuma");
  await expect(details.locator("dt:text-is('Contact Phone') + dd")).toHaveText("0812 3456 7890");
  await api.dispose();
});
