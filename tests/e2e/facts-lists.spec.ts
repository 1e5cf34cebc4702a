import type { Page } from "@playwright/test";
import { startCampaign, unique } from "./campaigns-kit";
import { expect, expectNoHorizontalScroll, test, wibDate } from "./fixtures";

/*
 * Every label/value list (`.facts`: the proof history's figures, the brief card and the
 * brief's details, the community card and the advertiser's community detail) stays
 * readable on a phone, in both languages: a label may wrap, a value never breaks inside
 * a word ("2.350" one character per line when the label was long), and nothing runs off
 * the screen. At 320 and 360 px, English and Bahasa Indonesia.
 */

/**
 * Every word of every value of the `.facts` lists on the page that break across lines:
 * a word is a run of characters between spaces (or after a hyphen, where text may wrap:
 * "18-24 years") in one text node, and one that renders as more than one box was split.
 * Also each value's width (0 px is a collapsed column).
 */
async function brokenValues(page: Page): Promise<string[]> {
  return page.locator(".facts").evaluateAll((lists) => {
    const found: string[] = [];
    for (const list of lists) {
      if (!(list as HTMLElement).offsetParent) continue; // not shown (a closed panel)
      for (const dd of Array.from(list.querySelectorAll(":scope > dd"))) {
        const label = dd.previousElementSibling?.textContent ?? "";
        if (dd.getBoundingClientRect().width < 8) found.push(`${label}: the value's column is ${dd.getBoundingClientRect().width}px wide`);
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const boxes = Array.from(range.getClientRects()).filter((r) => r.width > 0);
            if (boxes.length > 1) found.push(`${label}: "${match[0]}" breaks over ${boxes.length} lines`);
          }
        }
      }
    }
    return found;
  });
}

async function expectReadableFacts(page: Page, where: string) {
  await expect(page.locator(".facts").first(), `a .facts list on ${where}`).toBeVisible();
  expect(await brokenValues(page), `${where} at ${page.viewportSize()?.width} px`).toEqual([]);
  await expectNoHorizontalScroll(page);
}

for (const lang of ["id", "en"] as const) {
  test(`in ${lang === "id" ? "Bahasa Indonesia" : "English"}, every .facts list keeps its values whole at 320 and 360 px`, async ({
    page,
    browser,
    owner,
    makeUser,
    adminRequest,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    void owner;
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const title = `Kampanye Angka ${unique()}`;
    const { campaignId, briefId, community } = await startCampaign({ page, makeUser, adminRequest, playwright, baseURL }, title, {
      budget_min: "1.500.000",
      budget_max: "25.000.000",
      timeline_start: wibDate(3),
      timeline_end: wibDate(33),
      contact_person: "Rina Wijaya",
      requirements: { age_range: ["18-24 years", "25-34 years"], gender: "Mixed", min_followers: 2350, location: "Jakarta" },
    });
    const proof = await page.request.post(`/api/campaigns/${campaignId}/proof`, {
      data: { links: ["https://t.me/kerjakampanye/41"], reach: 2350, reactions: 1_234_567, attendees: 18 },
    });
    expect(proof.status(), await proof.text()).toBe(201);

    // The advertiser's side: its search's community card and detail.
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const advertiserPage = await context.newPage();
    expect(
      (await advertiserPage.request.post("/api/login", { data: { email: advertiser.email, password: advertiser.password } })).status(),
    ).toBe(200);

    const pages: [Page, string][] = [
      [page, `/community/campaigns/${campaignId}`],
      [page, `/community/briefs?tab=all&dialog=view&id=${briefId}`],
      [advertiserPage, `/advertiser/search?community=${community.id}&verified=false`],
      [advertiserPage, `/advertiser/search?q=${encodeURIComponent(community.name)}&verified=false`],
    ];
    for (const width of [320, 360]) {
      for (const [target, url] of pages) {
        await target.setViewportSize({ width, height: 800 });
        await target.goto(url);
        await expectReadableFacts(target, url);
      }
    }
    await context.close();
  });
}
