import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, briefBody, cookieOf, freshParty, serverForTests, signIn, type Party } from "./kit";
import { startServer, type TestServer } from "./server";

/*
 * The per-user limit of report reads (docs/product.md, "Safety limits") over real HTTP,
 * on two server processes sharing one database as `npm start` runs its workers: the
 * report's page, its JSON and both CSVs count together, REPORT_REQUESTS_PER_MINUTE (60,
 * the default) a minute per user, then each answers 429 with Retry-After and the message
 * in the reader's language; other users read on. (The CSV downloads a user may have
 * running at once are tested on the loader: app/routes/briefs+/$id.report/server.test.ts.)
 */
const first = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
let second: TestServer;

let advertiser: Party;
let admin: Party;
let briefId: number;

beforeAll(async () => {
  second = await startServer({ dataDir: first.dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
  advertiser = await freshParty(first.url, "ADVERTISER", "report-limit");
  const signedIn = await signIn(first.url, DEMO.admin);
  admin = { c: signedIn.c, id: signedIn.user.id };
  const created = await advertiser.c.request("POST", "/api/briefs", briefBody("Laporan Kopi Terbatas", "PENDING_APPROVAL"));
  expect(created.status, created.text).toBe(201);
  briefId = created.json.id;
  expect((await admin.c.request("PUT", `/api/admin/briefs/${briefId}/status`, { status: "active" })).status).toBe(200);
});
afterAll(async () => {
  await second?.stop();
});

const LIMIT = 60;

/** A GET as `who` on the given server, its body read whole. */
async function get(base: string, who: Party, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers: { cookie: cookieOf(who.c), "accept-language": "en", ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe("reads of a brief's report per user", () => {
  it("count the page, the JSON and both CSVs together on both processes; past 60 a minute each answers 429 with Retry-After, translated", async () => {
    const reads = [
      `/briefs/${briefId}/report`,
      `/api/briefs/${briefId}/report`,
      `/briefs/${briefId}/report.csv`,
      `/api/briefs/${briefId}/report.csv`,
    ];
    for (let i = 0; i < LIMIT; i++) {
      const res = await get(i % 2 ? second.url : first.url, advertiser, reads[i % reads.length]);
      expect(res.status, `read ${i + 1}: ${reads[i % reads.length]}`).toBe(200);
    }

    const english = "You have opened this report many times in a short time. Please try again in";
    for (const base of [first.url, second.url]) {
      const json = await get(base, advertiser, `/api/briefs/${briefId}/report`);
      expect(json.status).toBe(429);
      const wait = Number(json.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(JSON.parse(json.text).message).toMatch(new RegExp(`^${english} \\d+ second\\(s\\)\\.$`));

      for (const csv of [`/api/briefs/${briefId}/report.csv`, `/briefs/${briefId}/report.csv`]) {
        const res = await get(base, advertiser, csv);
        expect(res.status, csv).toBe(429);
        expect(Number(res.headers.get("retry-after")), csv).toBeGreaterThanOrEqual(1);
        expect(res.headers.get("content-type"), csv).toContain("application/json");
        expect(JSON.parse(res.text).message, csv).toContain(english);
      }

      // The page: its error page says so, in the reader's language, and carries Retry-After.
      const page = await get(base, advertiser, `/briefs/${briefId}/report`, { "accept-language": "id" });
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.text).toContain("Anda sudah membuka laporan ini berkali-kali dalam waktu singkat. Silakan coba lagi dalam");
      // A client-side navigation's data request too.
      const data = await get(base, advertiser, `/briefs/${briefId}/report?_data=${encodeURIComponent("routes/briefs+/$id.report/route")}`);
      expect(data.status).toBe(429);
      expect(Number(data.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }

    // Another user reads on.
    expect((await get(first.url, admin, `/api/briefs/${briefId}/report`)).status).toBe(200);
    expect((await get(second.url, admin, `/briefs/${briefId}/report`)).status).toBe(200);
  });
});
