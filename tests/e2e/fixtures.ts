import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

/*
 * The e2e test kit. Spec files import `test` and `expect` from here, never from
 * @playwright/test, so every test gets:
 *  - `makeUser`, `signInAs`, `owner`, `advertiser`: fresh accounts made through the
 *    server's real JSON API (no database access from Playwright), so parallel tests never
 *    share an account. The demo accounts (DEMO) stay for tests that need the seeded data;
 *    a test that changes an account uses a fresh one.
 *  - `a11y` (automatic): axe checks every page the test opened, see `checkAccessibility`.
 */

export { expect };

/** The seeded demo accounts (db/seed-data.ts, named in the README). */
export const DEMO = {
  admin: { email: "admin@guyub.id", password: "admin12345", name: "System Administrator" },
  owner: { email: "owner@guyub.id", password: "owner12345" },
  advertiser: { email: "advertiser@guyub.id", password: "advertiser12345" },
  pending: { email: "pending@guyub.id", password: "pending12345" },
  rejected: { email: "rejected@guyub.id", password: "rejected12345" },
} as const;

/** Sign in through the /auth form and wait for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }, path = "/auth") {
  await page.goto(path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

let emailCounter = 0;

/** A unique e-mail for a test that registers someone. */
/**
 * The calendar date `days` from today in WIB (yyyy-mm-dd), as the server dates briefs and
 * invoices: a brief's end date must stay ahead, or the job completes the brief.
 */
export function wibDate(days = 0): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function uniqueEmail(prefix = "user") {
  emailCounter += 1;
  return `${prefix}.${Date.now()}.${process.pid}${emailCounter}.${Math.floor(Math.random() * 1e6)}@example.id`;
}

/** Assert the page has no horizontal scroll at the current viewport. */
/** The error the field labelled `label` names in its aria-describedby reads `text`. */
export async function expectFieldError(page: Page, label: string, text: string) {
  await expect
    .poll(async () => {
      const ids =
        (
          await page
            .getByLabel(label, { exact: true })
            .getAttribute("aria-describedby", { timeout: 1000 })
            .catch(() => null)
        )?.split(" ") ?? [];
      const errorId = ids.find((id) => /-error(-\d+)?$/.test(id));
      if (!errorId) return `${label} names no error`;
      return (
        (await page
          .locator(`[id="${errorId}"]`)
          .textContent({ timeout: 1000 })
          .catch(() => null)) ?? `no element #${errorId}`
      );
    })
    .toBe(text);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page scrolls horizontally").toBeLessThanOrEqual(0);
}

// ---------------------------------------------------------------------------------------
// Fresh users
// ---------------------------------------------------------------------------------------

export type TestUserRole = "COMMUNITY_OWNER" | "ADVERTISER";
export type TestUserStatus = "APPROVED" | "PENDING" | "REJECTED";

export type TestUser = {
  id: number;
  email: string;
  password: string;
  fullname: string;
  phone: string;
  role: TestUserRole;
};

export type MakeUserOptions = {
  role?: TestUserRole;
  status?: TestUserStatus;
  fullname?: string;
  password?: string;
  rejectionReason?: string;
};

export type Credentials = { email: string; password: string };

const FIRST_NAMES = [
  "Agus",
  "Ayu",
  "Bambang",
  "Budi",
  "Citra",
  "Dewi",
  "Dimas",
  "Eka",
  "Fajar",
  "Fitri",
  "Gilang",
  "Hendra",
  "Indah",
  "Intan",
  "Joko",
  "Kartika",
  "Lestari",
  "Made",
  "Nur",
  "Putri",
  "Rizky",
  "Sari",
  "Taufik",
  "Wahyu",
  "Wulan",
  "Yusuf",
];
const LAST_NAMES = [
  "Anggraini",
  "Hidayat",
  "Kusuma",
  "Lubis",
  "Nasution",
  "Pratama",
  "Purnomo",
  "Rahmawati",
  "Santoso",
  "Saputra",
  "Setiawan",
  "Siregar",
  "Suryadi",
  "Wibowo",
  "Wijaya",
  "Yulianti",
];
/** Indonesian mobile prefixes (Telkomsel, Indosat, XL, Tri, Smartfren). */
const PHONE_PREFIXES = ["0811", "0812", "0813", "0821", "0822", "0852", "0856", "0857", "0817", "0878", "0896", "0881"];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

function indonesianName() {
  return `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
}

/** 08xx and eight more digits: 12 digits, like a real Indonesian mobile number. */
function indonesianPhone() {
  return pick(PHONE_PREFIXES) + String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
}

async function answerText(response: { status(): number; text(): Promise<string> }) {
  return `${response.status()} ${(await response.text()).slice(0, 500)}`;
}

// ---------------------------------------------------------------------------------------
// Accessibility: axe on every page a test opens
// ---------------------------------------------------------------------------------------

/** The WCAG levels we hold every page to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One serious or critical axe finding. */
export type A11yViolation = {
  rule: string;
  impact: "serious" | "critical";
  help: string;
  helpUrl: string;
  url: string;
  /** How the page was seen: "end of test" (its state then) or "fresh load". */
  state: string;
  /** CSS selectors of the offending elements (all of them; the message shows a few). */
  targets: string[];
};

/**
 * Run axe (WCAG 2.0/2.1 A and AA) on the page as it is now and return the serious and
 * critical violations. Works on pages with JavaScript disabled too: axe is injected by
 * Playwright (not by the page) and, since such a page runs no timers, axe's own
 * setTimeout calls are served from promise callbacks while it runs.
 */
export async function checkAccessibility(page: Page, state = "current state"): Promise<A11yViolation[]> {
  const scriptingDisabled = await page.evaluate(() => {
    // With scripting disabled, <noscript> content parses as elements (HTML spec).
    const probe = document.createElement("div");
    probe.innerHTML = "<noscript><i></i></noscript>";
    return probe.querySelector("i") !== null;
  });
  if (scriptingDisabled) {
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__axeSavedTimers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
      const cancelled = new Set<number>();
      let next = 1;
      w.setTimeout = (handler: unknown, _delay?: number, ...args: unknown[]) => {
        const id = next++;
        void Promise.resolve().then(() => {
          if (!cancelled.delete(id) && typeof handler === "function") handler(...args);
        });
        return id;
      };
      w.clearTimeout = (id: number) => void cancelled.add(id);
    });
  }
  try {
    // Legacy mode runs axe.run inside the page; the default mode opens a helper page.
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ["violations"] }) // passes would list every node: twice the time
      .setLegacyMode(true)
      .analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        rule: v.id,
        impact: v.impact as "serious" | "critical",
        help: v.help,
        helpUrl: v.helpUrl,
        url: page.url(),
        state,
        // The elements that are themselves serious or critical (a rule may mix impacts).
        targets: v.nodes
          .filter((n) => !n.impact || n.impact === "serious" || n.impact === "critical")
          .map((n) => n.target.map(String).join(" ")),
      }));
  } finally {
    if (scriptingDisabled && !page.isClosed()) {
      await page
        .evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          Object.assign(w, w.__axeSavedTimers as object);
        })
        .catch(() => {});
    }
  }
}

/**
 * A readable failure message: rule, impact, help, the pages and the first few elements.
 * The same finding on several pages (a shared header, say) is listed once.
 */
export function formatA11yViolations(violations: A11yViolation[], shown = 4): string {
  const groups = new Map<string, { violation: A11yViolation; pages: string[] }>();
  for (const v of violations) {
    const key = [v.rule, v.impact, ...v.targets].join("\n");
    const group = groups.get(key) ?? { violation: v, pages: [] };
    group.pages.push(`${v.url} (${v.state})`);
    groups.set(key, group);
  }
  const lines = [`${groups.size} serious/critical accessibility violation(s) (axe, WCAG 2.1 A/AA):`];
  for (const { violation: v, pages } of groups.values()) {
    lines.push(`- [${v.impact}] ${v.rule}: ${v.help}`);
    for (const page of pages.slice(0, shown)) lines.push(`    page: ${page}`);
    if (pages.length > shown) lines.push(`    ... and ${pages.length - shown} more pages`);
    for (const target of v.targets.slice(0, shown)) lines.push(`    at: ${target}`);
    if (v.targets.length > shown) lines.push(`    ... and ${v.targets.length - shown} more elements`);
    lines.push(`    see: ${v.helpUrl}`);
  }
  return lines.join("\n");
}

export type A11yFixture = {
  /**
   * Do not reopen URLs matching this for the end-of-test check of fresh loads (pages
   * still open are checked anyway). Only for URLs that work once (a token link, say);
   * say why at the call.
   */
  skipRevisit(url: string | RegExp): void;
};

/** URLs this worker has already checked as fresh loads, by browser setting. */
const checkedFreshLoads = new Set<string>();

/** Tailwind's breakpoints: the widths between which the layout does not change. */
function widthBucket(width: number | undefined): string {
  if (width === undefined) return "no-viewport";
  const breakpoints = [640, 768, 1024, 1280, 1536];
  const index = breakpoints.findIndex((b) => width < b);
  return index === -1 ? ">=1536" : `<${breakpoints[index]}`;
}

/** An HTML page of our server (not the API, not the assets, not another site). */
function isOurPage(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false;
  return !/^\/(api|build)(\/|$)/.test(parsed.pathname);
}

function withoutHash(url: string) {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.toString();
}

/**
 * A fingerprint of what axe would look at: the document's language, title and markup
 * (scripts left out) with the browser setting. The same state twice gives the same
 * findings, so each is checked once per worker.
 */
async function fingerprint(page: Page, setting: string): Promise<string> {
  const digest = await page.evaluate(() => {
    const text = [document.documentElement.lang, document.title, document.body?.outerHTML ?? ""]
      .join("\u0000")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    return `${text.length}:${(h1 >>> 0).toString(36)}:${(h2 >>> 0).toString(36)}`;
  });
  return `${setting} ${digest}`;
}

/** Page states this worker has already run axe on. */
const checkedStates = new Set<string>();

type Visit = { url: string; viewport: { width: number; height: number } | null; lang: string | undefined };

/**
 * The automatic check behind the `a11y` fixture. While the test runs it records each
 * main-frame URL the pages of its context show. Afterwards it (a) runs axe on each page
 * still open, as it is, and (b) opens each recorded URL in a new page of the same context
 * (same cookies, JavaScript setting and viewport, the language cookie of that visit)
 * unless this worker already checked it with the same JavaScript setting, width bucket
 * and language, and runs axe on the fresh load. A page state (markup and setting) this
 * worker has already checked is not checked again. Serious or critical findings fail the
 * test.
 */
async function runA11yCheck(
  {
    context,
    baseURL,
    javaScriptEnabled,
    locale,
  }: { context: BrowserContext; baseURL: string | undefined; javaScriptEnabled: boolean; locale: string | undefined },
  provide: (fixture: A11yFixture) => Promise<void>,
  testInfo: { status?: string; annotations: { type: string; description?: string }[] },
) {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const js = javaScriptEnabled ? "js" : "no-js";
  const skips: (string | RegExp)[] = [];
  const visits: Promise<Visit | null>[] = [];
  let recording = true;

  const watch = (page: Page) => {
    page.on("framenavigated", (frame) => {
      if (!recording || frame !== page.mainFrame() || !isOurPage(frame.url(), origin)) return;
      const url = withoutHash(frame.url());
      const viewport = page.viewportSize();
      visits.push(
        context
          .cookies(url)
          .then((cookies) => ({ url, viewport, lang: cookies.find((c) => c.name === "lang")?.value }))
          .catch(() => null),
      );
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);

  await provide({ skipRevisit: (url) => void skips.push(url) });

  recording = false;
  context.off("page", watch);
  if (testInfo.status !== "passed") return; // the test's own failure (or skip) comes first

  const started = Date.now();
  const found: A11yViolation[] = [];
  let checks = 0;
  let loads = 0;
  const check = async (page: Page, state: string) => {
    const seen = await fingerprint(page, `${js} ${widthBucket(page.viewportSize()?.width)}`);
    if (checkedStates.has(seen)) return;
    checkedStates.add(seen);
    checks += 1;
    found.push(...(await checkAccessibility(page, state)));
  };

  // (a) every page still open, in its state at the end of the test
  for (const page of context.pages()) {
    if (page.isClosed() || !isOurPage(page.url(), origin)) continue;
    await page.waitForLoadState("load", { timeout: 5_000 }).catch(() => {});
    const isHtml = await page.evaluate(() => document.contentType === "text/html").catch(() => false);
    if (isHtml) await check(page, "end of test");
  }

  // (b) each URL the test saw, freshly loaded, once per worker and browser setting
  const keyOf = (visit: Visit, url: string) =>
    [js, widthBucket(visit.viewport?.width), visit.lang ?? `accept:${locale ?? ""}`, url].join(" ");
  const skipped = (url: string) =>
    skips.some((s) => (typeof s === "string" ? url === withoutHash(new URL(s, origin).toString()) : s.test(url)));
  let lang = (await context.cookies(origin)).find((c) => c.name === "lang")?.value;
  let page: Page | undefined; // one page for all fresh loads: each goto is a new document
  for (const visit of await Promise.all(visits)) {
    if (!visit || checkedFreshLoads.has(keyOf(visit, visit.url)) || skipped(visit.url)) continue;
    checkedFreshLoads.add(keyOf(visit, visit.url));
    if (lang !== visit.lang) {
      await context.clearCookies({ name: "lang" });
      if (visit.lang !== undefined) await context.addCookies([{ name: "lang", value: visit.lang, url: origin }]);
      lang = visit.lang;
    }
    page ??= await context.newPage();
    try {
      const viewport = page.viewportSize();
      if (visit.viewport && (viewport?.width !== visit.viewport.width || viewport?.height !== visit.viewport.height)) {
        await page.setViewportSize(visit.viewport);
      }
      loads += 1;
      const response = await page.goto(visit.url, { waitUntil: "load" });
      if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const landed = withoutHash(page.url());
      if (landed !== visit.url && isOurPage(landed, origin)) checkedFreshLoads.add(keyOf(visit, landed));
      if (javaScriptEnabled) {
        // Let React hydrate, so the check sees the page people use.
        await page
          .waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__react")), null, { timeout: 5_000 })
          .catch(() => {});
      }
      await check(page, landed === visit.url ? "fresh load" : `fresh load of ${visit.url}`);
    } catch (error) {
      testInfo.annotations.push({ type: "a11y", description: `could not check ${visit.url}: ${String(error).split("\n")[0]}` });
    }
  }
  await page?.close();
  testInfo.annotations.push({
    type: "a11y",
    description: `axe ran on ${checks} page state(s), ${loads} fresh load(s), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  });

  if (found.length > 0) throw new Error(formatA11yViolations(found));
}

// ---------------------------------------------------------------------------------------
// The fixtures
// ---------------------------------------------------------------------------------------

export type KitFixtures = {
  /** Register a fresh user through POST /api/register and decide it as the admin. */
  makeUser: (options?: MakeUserOptions) => Promise<TestUser>;
  /** Sign a page's browser context in through POST /api/login (no form). */
  signInAs: (user: TestUser | Credentials, page?: Page) => Promise<void>;
  /** A fresh APPROVED community owner, signed in on `page`. */
  owner: TestUser;
  /** A fresh APPROVED advertiser, signed in on `page`. */
  advertiser: TestUser;
  /** Automatic: axe checks every page the test opened (see runA11yCheck). */
  a11y: A11yFixture;
};

export type KitWorkerFixtures = {
  /** An API client signed in as the demo admin, once per worker. */
  adminRequest: APIRequestContext;
};

// Playwright calls the fixture callback `use`; here it is `provide`, since the react-hooks
// lint rule takes any `use(...)` call for React's hook.
export const test = base.extend<KitFixtures, KitWorkerFixtures>({
  adminRequest: [
    async ({ playwright }, provide, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const answer = await api.post("/api/login", { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
      if (answer.status() !== 200) throw new Error(`the demo admin could not sign in: ${await answerText(answer)}`);
      await provide(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],

  makeUser: async ({ playwright, baseURL, adminRequest }, provide) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    await provide(async (options = {}) => {
      const role = options.role ?? "COMMUNITY_OWNER";
      const status = options.status ?? "APPROVED";
      const fullname = options.fullname ?? indonesianName();
      const password = options.password ?? `rahasia-${Math.random().toString(36).slice(2, 8)}`;
      const phone = indonesianPhone();
      const email = uniqueEmail(fullname.toLowerCase().replace(/[^a-z]+/g, "."));
      const registered = await anonymous.post("/api/register", {
        data: { fullname, email, phone, password, confirmPassword: password, role, terms: true },
      });
      if (registered.status() !== 201) throw new Error(`makeUser: registering ${email} failed: ${await answerText(registered)}`);
      const { id } = (await registered.json()) as { id: number };
      if (status !== "PENDING") {
        const decision =
          status === "APPROVED"
            ? { status: "approved" }
            : { status: "rejected", rejectionReason: options.rejectionReason ?? "Data komunitas tidak dapat diverifikasi." };
        const decided = await adminRequest.put(`/api/admin/users/${id}/approval`, { data: decision });
        if (decided.status() !== 200) throw new Error(`makeUser: deciding ${email} (${status}) failed: ${await answerText(decided)}`);
      }
      return { id, email, password, fullname, phone, role };
    });
    await anonymous.dispose();
  },

  signInAs: async ({ page, baseURL }, provide) => {
    await provide(async (user, target = page) => {
      const answer = await target
        .context()
        .request.post(new URL("/api/login", baseURL).toString(), { data: { email: user.email, password: user.password } });
      if (answer.status() !== 200) throw new Error(`signInAs ${user.email} failed: ${await answerText(answer)}`);
    });
  },

  owner: async ({ makeUser, signInAs }, provide) => {
    const user = await makeUser({ role: "COMMUNITY_OWNER" });
    await signInAs(user);
    await provide(user);
  },

  advertiser: async ({ makeUser, signInAs }, provide) => {
    const user = await makeUser({ role: "ADVERTISER" });
    await signInAs(user);
    await provide(user);
  },

  a11y: [
    async ({ context, baseURL, javaScriptEnabled, locale }, provide, testInfo) => {
      await runA11yCheck({ context, baseURL, javaScriptEnabled, locale }, provide, testInfo);
    },
    { auto: true, timeout: 90_000 },
  ],
});
