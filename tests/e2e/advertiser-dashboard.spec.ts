import { DEMO, expect, expectNoHorizontalScroll, signIn, test } from "./fixtures";

/* /advertiser/dashboard: counts, the advertiser's briefs, recommended communities. */

const count = async (locator: import("@playwright/test").Locator) => Number((await locator.locator("p").textContent())?.replace(/\D/g, ""));

test("the demo advertiser sees its counts, 4 briefs with 'View All Briefs' and 3 recommended communities", async ({ page }) => {
  await signIn(page, DEMO.advertiser);
  await expect(page).toHaveURL(/\/advertiser\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Advertiser Dashboard" })).toBeVisible();
  const total = await count(page.getByTestId("total-briefs"));
  expect(total).toBeGreaterThan(4);
  expect(await count(page.getByTestId("active-briefs"))).toBeGreaterThan(0);
  expect(await count(page.getByTestId("completed-briefs"))).toBeGreaterThan(0);
  await expect(page.getByTestId("brief-card")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "View All Briefs" })).toHaveAttribute("href", "/advertiser/briefs");
  const recommended = page.getByTestId("recommended-list").getByTestId("community-card");
  await expect(recommended).toHaveCount(3);
  for (const card of await recommended.all()) await expect(card).toContainText("Verified");
  await expect(recommended.first().getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    /\/advertiser\/search\?community=\d+/,
  );
  await expect(page.getByRole("link", { name: "Create New Brief" })).toHaveAttribute("href", "/advertiser/create-brief");
  const first = page.getByTestId("brief-card").first();
  const title = await first.getByRole("heading").textContent();
  await first.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("dialog")).toContainText(title!);
});

test.describe("a new advertiser, at 360 px, without JavaScript", () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  test("sees 'No Briefs Created Yet' and still gets recommendations", async ({ page, advertiser }) => {
    void advertiser;
    await page.goto("/advertiser/dashboard");
    await expect(page.getByTestId("no-briefs")).toContainText("No Briefs Created Yet");
    expect(await count(page.getByTestId("total-briefs"))).toBe(0);
    await expect(page.getByTestId("recommended-list").getByTestId("community-card")).toHaveCount(3);
    await expectNoHorizontalScroll(page);
  });
});

test("reads in Bahasa Indonesia", async ({ page, advertiser, baseURL }) => {
  void advertiser;
  await page.context().addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/advertiser/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dasbor Pengiklan" })).toBeVisible();
  await expect(page.getByTestId("no-briefs")).toContainText("Belum Ada Brief");
});

test("the admin's decisions about the advertiser show on its dashboard, with the notes", async ({ page, advertiser, adminRequest }) => {
  void advertiser;
  const created = await page.request.post("/api/briefs", {
    data: {
      title: "Brief Untuk Ditolak",
      company_name: "PT Uji Keputusan",
      description: "Kami mencari komunitas untuk mencoba produk baru kami bulan depan.",
      target_category: "TECHNOLOGY",
      community_guidelines: "Santai.",
      schedule_post: "Sekali seminggu.",
      scope_of_work: "Satu unggahan.",
      status: "PENDING_APPROVAL",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const decided = await adminRequest.put(`/api/admin/briefs/${id}/status`, {
    data: { status: "cancelled", adminNotes: "Anggaran belum dicantumkan." },
  });
  expect(decided.status()).toBe(200);
  await page.goto("/advertiser/dashboard");
  const decisions = page.getByTestId("decisions");
  await expect(decisions.getByRole("heading", { name: "Latest decisions" })).toBeVisible();
  await expect(decisions.locator("li").first()).toContainText("Brief rejected");
  await expect(decisions.locator("li").first()).toContainText("Anggaran belum dicantumkan.");
  await expect(decisions).toContainText("Account approved");
});

/** A brief of the advertiser signed in on `api`, in `status` (ACTIVE and COMPLETED pass through the admin's approval). */
async function briefIn(
  api: import("@playwright/test").APIRequestContext,
  adminRequest: import("@playwright/test").APIRequestContext,
  title: string,
  status: "DRAFT" | "PENDING_APPROVAL" | "ACTIVE" | "COMPLETED",
) {
  const body = {
    title,
    company_name: "PT Kartu Jujur",
    description: "Kami mencari komunitas untuk memperkenalkan kopi lokal kami bulan ini.",
    target_category: "TECHNOLOGY",
    community_guidelines: "Bahasa santai dan sopan.",
    schedule_post: "Satu unggahan per minggu.",
    scope_of_work: "Dua unggahan di grup.",
    status: status === "DRAFT" ? "DRAFT" : "PENDING_APPROVAL",
  };
  const created = await api.post("/api/briefs", { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (status === "ACTIVE" || status === "COMPLETED") {
    const approved = await adminRequest.put(`/api/admin/briefs/${id}/status`, { data: { status: "active" } });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  if (status === "COMPLETED") {
    const completed = await api.put(`/api/briefs/${id}`, { data: { ...body, status: "COMPLETED" } });
    expect(completed.status(), await completed.text()).toBe(200);
  }
  return id;
}

test("brief cards offer only what can be done: Edit while a draft or in review, Change status while active, neither once completed", async ({
  page,
  advertiser,
  adminRequest,
}) => {
  const stamp = Date.now() % 1_000_000;
  const titles = {
    DRAFT: `Kartu Draf ${stamp}`,
    PENDING_APPROVAL: `Kartu Ditinjau ${stamp}`,
    ACTIVE: `Kartu Aktif ${stamp}`,
    COMPLETED: `Kartu Selesai ${stamp}`,
  } as const;
  for (const status of ["DRAFT", "PENDING_APPROVAL", "ACTIVE", "COMPLETED"] as const)
    await briefIn(page.request, adminRequest, titles[status], status);
  void advertiser;
  const card = (title: string) => page.getByTestId("brief-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  for (const path of ["/advertiser/dashboard", "/advertiser/briefs"]) {
    await page.goto(path);
    for (const title of [titles.DRAFT, titles.PENDING_APPROVAL]) {
      await expect(card(title).getByRole("link", { name: /^Edit/ })).toHaveAttribute("href", /\/advertiser\/briefs\/\d+\/edit$/);
      await expect(card(title).getByRole("link", { name: /^Change status/ })).toHaveCount(0);
    }
    await expect(card(titles.ACTIVE).getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await expect(card(titles.ACTIVE).getByRole("link", { name: /^Change status/ })).toHaveAttribute(
      "href",
      /\/advertiser\/briefs\/\d+\/edit$/,
    );
    await expect(card(titles.COMPLETED).getByRole("link", { name: /^(Edit|Change status)/ })).toHaveCount(0);
    await expect(card(titles.COMPLETED).getByRole("link", { name: /^View/ })).toBeVisible();
  }
});
