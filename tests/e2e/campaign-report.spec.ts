import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoHorizontalScroll, test, wibDate, type TestUser } from "./fixtures";
import { payCampaignAsAdmin } from "./campaigns-kit";
import { readPdf, squash } from "../pdfjs-text";

/*
 * The advertiser's side of campaign delivery: the brief's report (totals, the SVG chart,
 * asking for changes with a reason, accepting, the CSV download, the printout as PDF),
 * the brief's view dialog on /advertiser/briefs, and inviting a community from advertiser
 * search. The data (brief, communities, applications, campaigns, proofs) is made with
 * fresh accounts through the JSON API; the screens are used as the advertiser would.
 */

type Playwright = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };
type MakeUser = (options?: { role?: "COMMUNITY_OWNER" | "ADVERTISER"; status?: "APPROVED" | "PENDING" }) => Promise<TestUser>;

async function apiAs(playwright: Playwright, baseURL: string, user: { email: string; password: string }) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, status: number): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The advertiser's ACTIVE brief (created through the API, approved by the admin). */
async function activeBrief(api: APIRequestContext, adminRequest: APIRequestContext, title: string) {
  const { id } = await ok<{ id: number }>(
    api.post("/api/briefs", {
      data: {
        title,
        company_name: "PT Laporan Nusantara",
        description: "Kami mencari komunitas untuk memperkenalkan kopi lokal kepada anggotanya.",
        target_category: "TECHNOLOGY",
        community_guidelines: "Sebut #KopiNusantara.",
        schedule_post: "Satu unggahan per minggu.",
        scope_of_work: "Satu unggahan dan satu kopdar.",
        timeline_start: wibDate(1),
        timeline_end: wibDate(60),
        status: "PENDING_APPROVAL",
      },
    }),
    201,
  );
  await ok(adminRequest.put(`/api/admin/briefs/${id}/status`, { data: { status: "active" } }), 200);
  return id;
}

/** A fresh owner's community; the owner's API session. */
async function community(playwright: Playwright, baseURL: string, makeUser: MakeUser, name: string) {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const api = await apiAs(playwright, baseURL, owner);
  const created = await ok<{ id: number }>(
    api.post("/api/communities", {
      data: {
        name,
        description: "Komunitas pecinta kopi yang rutin kopdar di akhir pekan.",
        category: ["TECHNOLOGY"],
        location: "Medan",
        member_count: 2300,
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/kopdar" }],
      },
    }),
    201,
  );
  return { owner, api, id: created.id, name };
}

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#1e293b" } })
    .png()
    .toBuffer();

type Report = { briefId: number; title: string; campaigns: { id: number; name: string; owner: APIRequestContext }[] };

/**
 * A brief of `advertiser` with two campaigns at an agreed fee of Rp 2.000.000: the first
 * with a proof (a link, a screenshot, 12,500 reached, 340 reactions, 45 attendees, a note
 * that looks like a formula) waiting for an answer, the second with a proof of 3,000.
 */
async function reportWithProofs(
  playwright: Playwright,
  baseURL: string,
  makeUser: MakeUser,
  adminRequest: APIRequestContext,
  advertiser: TestUser,
): Promise<Report> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const title = `Laporan Kopi Nusantara ${stamp}`;
  const api = await apiAs(playwright, baseURL, advertiser);
  const briefId = await activeBrief(api, adminRequest, title);
  await api.dispose();
  const campaigns: Report["campaigns"] = [];
  for (const [i, name] of [`Kopdar Medan ${stamp}`, `Teh Bandung ${stamp}`].entries()) {
    const c = await community(playwright, baseURL, makeUser, name);
    const app = await ok<{ id: number }>(
      c.api.post(`/api/briefs/${briefId}/apply`, { data: { communityId: c.id, message: "Kami siap.", proposed_fee: 1_500_000 } }),
      201,
    );
    const approved = await ok<{ campaign_id: number }>(
      adminRequest.put(`/api/admin/applications/${app.id}/status`, { data: { status: "approved", agreedFee: 2_000_000 } }),
      200,
    );
    await payCampaignAsAdmin(adminRequest, approved.campaign_id);
    const proof =
      i === 0
        ? {
            multipart: {
              links: "https://instagram.com/p/kopdar-medan",
              reach: "12500",
              reactions: "340",
              attendees: "45",
              note: '=HYPERLINK("https://contoh.id") sudah hadir',
              screenshots: { name: "insight.png", mimeType: "image/png", buffer: await png() },
            },
          }
        : { data: { links: ["https://t.me/tehbandung/12"], reach: 3000, reactions: 25, attendees: 0, note: "Unggahan di grup." } };
    await ok(c.api.post(`/api/campaigns/${approved.campaign_id}/proof`, proof), 201);
    campaigns.push({ id: approved.campaign_id, name, owner: c.api });
  }
  return { briefId, title, campaigns };
}

/** The toast is on top: what the screen shows at its centre and its corners is the toast. */
async function expectToastOnTop(page: Page) {
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  const covered = await toast.evaluate((el) => {
    // A modal dialog makes the rest of the page inert, which hit-testing skips: measure
    // what is painted on top, as the eye sees it.
    const inert = [...document.querySelectorAll<HTMLElement>("[inert]")].filter((node) => node.contains(el));
    for (const node of inert) node.inert = false;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    const under = points
      .filter(([x, y]) => !el.contains(document.elementFromPoint(x, y)))
      .map(([x, y]) => `${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 80)}`);
    for (const node of inert) node.inert = true;
    return under;
  });
  expect(covered, "points of the toast under something else").toEqual([]);
}

async function signInPage(page: Page, user: TestUser) {
  const answer = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

for (const setting of [
  { js: false, width: 360 },
  { js: false, width: 1280 },
  { js: true, width: 360 },
  { js: true, width: 1280 },
]) {
  test.describe(`the report, ${setting.js ? "with" : "without"} JavaScript at ${setting.width} px`, () => {
    test.use({ javaScriptEnabled: setting.js, viewport: { width: setting.width, height: 900 } });

    test("the advertiser reads totals and the chart, asks for changes (reason required), accepts, and downloads the CSV", async ({
      page,
      playwright,
      baseURL,
      makeUser,
      adminRequest,
    }) => {
      test.setTimeout(90_000);
      const advertiser = await makeUser({ role: "ADVERTISER" });
      const report = await reportWithProofs(playwright, baseURL!, makeUser, adminRequest, advertiser);
      const [first, second] = report.campaigns;
      await signInPage(page, advertiser);

      // From the list of briefs to the report.
      await page.goto("/advertiser/briefs");
      await page.getByRole("link", { name: `Campaigns (2) of ${report.title}, 2 proofs to answer` }).click();
      await expect(page).toHaveURL(`/briefs/${report.briefId}/report`);
      await expect(page.getByRole("heading", { level: 1, name: report.title })).toBeVisible();
      await expect(page.getByText("PT Laporan Nusantara")).toBeVisible();
      // One number style in the report, English too: counts grouped with "." as Rupiah is.
      await expect(page.getByTestId("total-reach")).toContainText("15.500");
      await expect(page.getByTestId("total-reactions")).toContainText("365");
      await expect(page.getByTestId("total-attendees")).toContainText("45");
      await expect(page.getByTestId("total-completed")).toContainText("0");
      await expect(page.getByTestId("total-in_progress")).toContainText("2");
      // The chart: an image with a name and a description holding the numbers; the numbers in the table too.
      const chart = page.getByRole("img", { name: "Reach per community" });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAttribute("aria-labelledby", "reach-chart-title reach-chart-desc");
      await expect(page.locator("#reach-chart-desc")).toContainText(`${first.name} 12.500; ${second.name} 3.000`);
      const firstRow = page.getByTestId("report-table").getByRole("row", { name: new RegExp(`${first.name}.*Rp 2\\.000\\.000.*12\\.500`) });
      await expect(firstRow).toBeVisible();
      await expect(page.getByTestId("report-table")).not.toContainText(/\d,\d{3}/);
      await expect(page.getByTestId("campaign-count")).toHaveText("2 campaigns");
      await expectNoHorizontalScroll(page);

      // The first campaign: its proof, a screenshot that loads, and the auto-accept date.
      const section = page.locator(`#campaign-${first.id}`);
      await expect(section.getByTestId("campaign-state")).toHaveText("Proof submitted");
      await expect(section.getByRole("link", { name: "https://instagram.com/p/kopdar-medan" })).toBeVisible();
      const thumbnail = section.getByRole("img", { name: `Screenshot 1 from ${first.name}` });
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(section.getByTestId("auto-accept")).toContainText("Without an answer, the proof is accepted automatically on");

      // Request changes without a reason: the message next to the field; nothing changed.
      await section.getByRole("button", { name: `Request changes to the proof of ${first.name}` }).click();
      const reason = page.locator(`#campaign-${first.id}`).getByLabel("What should change?");
      await expect(reason).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#reason-${first.id}-error`)).toHaveText("Please say what should change");
      await expect(page.locator(`#campaign-${first.id}`).getByTestId("campaign-state")).toHaveText("Proof submitted");
      await expectNoHorizontalScroll(page);
      await reason.fill("Mohon tambahkan foto kopdar.");
      await page
        .locator(`#campaign-${first.id}`)
        .getByRole("button", { name: `Request changes to the proof of ${first.name}` })
        .click();
      await expect(page.getByTestId("toast")).toContainText("Changes requested");
      await expect(page.locator(`#campaign-${first.id}`).getByTestId("campaign-state")).toHaveText("Changes requested");
      // The reason the advertiser wrote stays in view beside the answer.
      await expect(page.locator(`#campaign-${first.id}`).getByTestId("changes-reason")).toHaveText("Mohon tambahkan foto kopdar.");
      await expect(page.locator(`#campaign-${first.id}`).getByTestId("changes-reason")).toBeInViewport();
      await expect(page.locator(`#campaign-${first.id}`).getByTestId("answer-forms")).toHaveCount(0);

      // Accept the second campaign: completed, counted in the totals.
      await page
        .locator(`#campaign-${second.id}`)
        .getByRole("button", { name: `Accept the proof of ${second.name}` })
        .click();
      await expect(page.getByTestId("toast")).toContainText("Proof accepted");
      await expect(page.locator(`#campaign-${second.id}`).getByTestId("campaign-state")).toHaveText("Completed");
      await expect(page.locator(`#campaign-${second.id}`).getByTestId("proof-answer")).toHaveText("Accepted");
      await expect(page.getByTestId("total-completed")).toContainText("1");
      await expect(page.getByTestId("total-in_progress")).toContainText("1");

      // The CSV: a download with a BOM, the header and one row per campaign, the formula made safe.
      // Two files, and a line saying which to pick.
      await expect(page.getByTestId("csv-hint")).toContainText(
        "Excel with Indonesian regional settings opens the comma-separated file in a single column",
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV (comma-separated)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^campaign-report-${report.briefId}-laporan-kopi-nusantara-\\d+\\.csv$`));
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
      expect(lines[0]).toBe("Community,State,Agreed fee,Reach,Reactions,Attendees,Links,Note,Proof date");
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(
        `${first.name},Changes requested,2000000,12500,340,45,https://instagram.com/p/kopdar-medan,"'=HYPERLINK(""https://contoh.id"") sudah hadir",`,
      );
      expect(lines[2]).toContain(`${second.name},Completed,2000000,3000,25,0,https://t.me/tehbandung/12,Unggahan di grup.,`);
      // The totals row: the total spend under the fees, the figures under theirs.
      expect(lines[3]).toBe("Total (cancelled campaigns left out),,4000000,15500,365,45,,,");
      const [semicolon] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV (semicolon-separated)" }).click(),
      ]);
      const semi = fs.readFileSync((await semicolon.path())!);
      expect([...semi.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const semiLines = semi.subarray(3).toString("utf8").trim().split("\r\n");
      expect(semiLines[0]).toBe("Community;State;Agreed fee;Reach;Reactions;Attendees;Links;Note;Proof date");
      expect(semiLines[1]).toContain(
        `${first.name};Changes requested;2000000;12500;340;45;https://instagram.com/p/kopdar-medan;"'=HYPERLINK(""https://contoh.id"") sudah hadir";`,
      );
      expect(semiLines[3]).toBe("Total (cancelled campaigns left out);;4000000;15500;365;45;;;");
      for (const c of report.campaigns) await c.owner.dispose();
    });
  });
}

test.describe("the report on a phone (360 px)", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("every figure of the table is on screen, named by its column, and the chart's texts are at least 12 px", async ({
    page,
    playwright,
    baseURL,
    makeUser,
    adminRequest,
  }) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const report = await reportWithProofs(playwright, baseURL!, makeUser, adminRequest, advertiser);
    const [first] = report.campaigns;
    await signInPage(page, advertiser);
    await page.goto(`/briefs/${report.briefId}/report`);
    const row = page.getByTestId("report-table").getByRole("row", { name: new RegExp(first.name) });
    for (const [column, value] of [
      ["Agreed fee", "Rp 2.000.000"],
      ["Reach", "12.500"],
      ["Reactions", "340"],
      ["Attendees", "45"],
    ]) {
      const cell = row.getByRole("cell", { name: new RegExp(`${column}.*${value.replace(/\./g, "\\.")}`) });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell, `${column} is on screen`).toBeInViewport({ ratio: 1 });
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, `${column} ends within 360 px`).toBeLessThanOrEqual(360);
      // The column's name is written beside the value.
      expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(`"${column}"`);
    }
    await expectNoHorizontalScroll(page);
    // The chart's names and numbers at their rendered size, not the drawing's.
    const sizes = await page
      .locator("[data-testid=reach-chart] svg text")
      .evaluateAll((texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).getScreenCTM()?.a ?? 0)));
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    for (const c of report.campaigns) await c.owner.dispose();
  });
});

test("the report printed to PDF by Chromium holds the brief's title, the totals with the spend, the reviews and the print date as text, without the forms", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  adminRequest,
}) => {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const report = await reportWithProofs(playwright, baseURL!, makeUser, adminRequest, advertiser);
  // The second campaign completed, both sides' reviews written: published.
  const second = report.campaigns[1];
  const api = await apiAs(playwright, baseURL!, advertiser);
  await ok(api.put(`/api/campaigns/${second.id}/accept`), 200);
  await ok(api.post(`/api/campaigns/${second.id}/review`, { data: { rating: 5, text: "Komunitas yang rapi dan tepat waktu." } }), 201);
  await ok(
    second.owner.post(`/api/campaigns/${second.id}/review`, { data: { rating: 4, text: "Brief yang jelas, pembayaran lancar." } }),
    201,
  );
  await api.dispose();
  await signInPage(page, advertiser);
  await page.goto(`/briefs/${report.briefId}/report`);
  await page.emulateMedia({ media: "print" });
  // On paper: no navigation bar, no forms, black text on white.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByTestId("answer-forms").first()).toBeHidden();
  expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).color)).toBe("rgb(0, 0, 0)");
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const text = squash((await readPdf(pdf)).text);
  // Today in WIB as the page writes dates (dd MMM yyyy).
  const [y, m, d] = wibDate().split("-");
  const today = `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1]} ${y}`;
  for (const expected of [
    report.title,
    `Printed on ${today}`,
    "PT Laporan Nusantara",
    "Totals",
    "People reached",
    "15.500",
    "365",
    "Total spend",
    "Rp 4.000.000",
    "Reach per community",
    report.campaigns[0].name,
    "12.500",
    "3.000",
    "Komunitas yang rapi dan tepat waktu.",
    "Brief yang jelas, pembayaran lancar.",
  ]) {
    expect(text, `the PDF's text holds "${expected}"`).toContain(squash(expected));
  }
  // On screen the print date stays out of the way.
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("printed-on")).toBeHidden();
  expect(text).not.toContain(squash("Request changes"));
  expect(text).not.toContain(squash("Download CSV"));
  for (const c of report.campaigns) await c.owner.dispose();
});

test("the brief's view dialog shows the pending count, the agreed fee, the campaign state and links to the report", async ({
  page,
  playwright,
  baseURL,
  makeUser,
  adminRequest,
}) => {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const report = await reportWithProofs(playwright, baseURL!, makeUser, adminRequest, advertiser);
  // A third community applies and waits for the admin.
  const waiting = await community(playwright, baseURL!, makeUser, `Menunggu ${report.briefId}`);
  await ok(waiting.api.post(`/api/briefs/${report.briefId}/apply`, { data: { communityId: waiting.id } }), 201);
  await signInPage(page, advertiser);
  await page.goto("/advertiser/briefs");
  await page.getByRole("link", { name: `View ${report.title}` }).click();
  const dialog = page.getByRole("dialog", { name: report.title });
  await expect(dialog.getByTestId("pending-count")).toHaveText("1 application waits for the admin's review.");
  await expect(dialog.getByText(waiting.name)).toHaveCount(0);
  const approved = dialog.getByTestId("approved-application").filter({ hasText: report.campaigns[0].name });
  await expect(approved).toContainText("Agreed fee: Rp 2.000.000");
  await expect(approved).toContainText("Campaign: Proof submitted");
  await approved.getByRole("link", { name: `See the campaign of ${report.campaigns[0].name} in the report` }).click();
  await expect(page).toHaveURL(`/briefs/${report.briefId}/report?campaign=${report.campaigns[0].id}#campaign-${report.campaigns[0].id}`);
  await expect(page.locator(`#campaign-${report.campaigns[0].id}`)).toBeVisible();
  for (const c of [...report.campaigns, { owner: waiting.api }]) await c.owner.dispose();
});

test.describe("inviting from advertiser search with JavaScript, at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the 'Invitation sent' toast shows above the community's dialog", async ({ page, playwright, baseURL, makeUser, adminRequest }) => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const api = await apiAs(playwright, baseURL!, advertiser);
    const title = `Undangan Terlihat ${Date.now() % 1_000_000}`;
    const briefId = await activeBrief(api, adminRequest, title);
    const invitee = await community(playwright, baseURL!, makeUser, `Terlihat ${briefId}`);
    await signInPage(page, advertiser);
    await page.goto(`/advertiser/search?verified=false&community=${invitee.id}`);
    const dialog = page.getByRole("dialog", { name: invitee.name });
    await dialog.getByLabel("Active brief").selectOption({ label: title });
    await dialog.getByRole("button", { name: "Invite to apply" }).click();
    await expect(page.getByTestId("toast")).toContainText("Invitation sent");
    await expect(page.getByRole("dialog", { name: invitee.name })).toBeVisible();
    await expectToastOnTop(page);
    await api.dispose();
    await invitee.api.dispose();
  });
});

test.describe("inviting from advertiser search, without JavaScript, in Indonesian", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("an approved advertiser invites a community to an active brief, the filters stay, and a second invitation is refused", async ({
    page,
    context,
    playwright,
    baseURL,
    makeUser,
    adminRequest,
  }) => {
    await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const api = await apiAs(playwright, baseURL!, advertiser);
    const title = `Undangan Kopi ${Date.now() % 1_000_000}`;
    const briefId = await activeBrief(api, adminRequest, title);
    const invitee = await community(playwright, baseURL!, makeUser, `Diundang ${briefId}`);
    await signInPage(page, advertiser);

    const search = `/advertiser/search?q=${encodeURIComponent(invitee.name)}&verified=false`;
    await page.goto(search);
    await page.getByRole("link", { name: "Lihat Detail" }).first().click();
    await expect(page).toHaveURL(new RegExp(`community=${invitee.id}`));
    const address = page.url();
    const dialog = page.getByRole("dialog", { name: invitee.name });
    await expect(dialog.getByRole("heading", { name: "Undang untuk melamar" })).toBeVisible();
    // The same dialog open in a second tab: its form will be out of date.
    const other = await context.newPage();
    await other.goto(address);
    await dialog.getByLabel("Brief aktif").selectOption({ label: title });
    const sent = await dialog
      .locator("form")
      .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>);
    expect(sent._key, "the form's one-time key").toBeTruthy();
    await dialog.getByRole("button", { name: "Undang untuk melamar" }).click();
    await expect(page.getByTestId("toast")).toContainText("Undangan terkirim");
    await expectToastOnTop(page);
    // The same form sent again (a retry after a lost answer): the first answer, nothing new.
    const again = await page.request.post(address, { form: sent, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    // The same search and dialog: the brief now says it is invited.
    expect(page.url()).toBe(address);
    const after = page.getByRole("dialog", { name: invitee.name });
    await expect(after.getByTestId("invited-brief")).toHaveText(`${title} · Sudah diundang`);
    await expect(after.getByText("Komunitas ini sudah diundang ke semua brief aktif Anda.")).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The owner was told.
    const notes = await ok<{ items: { type: string }[] }>(invitee.api.get("/api/notifications"), 200);
    expect(notes.items.filter((n) => n.type === "brief_invitation")).toHaveLength(1);

    // The second tab's form names the brief again: 409, said in the dialog, in Indonesian.
    const stale = other.getByRole("dialog", { name: invitee.name });
    await stale.getByRole("button", { name: "Undang untuk melamar" }).click();
    await expect(other.getByRole("dialog", { name: invitee.name }).getByTestId("invite-error")).toHaveText(
      "Undangan tidak dapat dikirim: Komunitas ini sudah diundang ke brief ini",
    );
    expect(other.url()).toBe(address);
    await other.close();
    await api.dispose();
    await invitee.api.dispose();
  });

  test("a pending advertiser reads why it cannot invite", async ({ page, context, playwright, baseURL, makeUser }) => {
    await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const listed = await community(playwright, baseURL!, makeUser, `Tertunda ${Date.now() % 1_000_000}`);
    await signInPage(page, pending);
    await page.goto(`/advertiser/search?verified=false&community=${listed.id}`);
    const dialog = page.getByRole("dialog", { name: listed.name });
    await expect(dialog.getByTestId("invite-blocked")).toHaveText(
      "Mengundang komunitas memerlukan akun yang sudah disetujui. Anda dapat mengundang setelah administrator menyetujui akun Anda.",
    );
    await expect(dialog.getByRole("button", { name: "Undang untuk melamar" })).toHaveCount(0);
    await listed.api.dispose();
  });
});
