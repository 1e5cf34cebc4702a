import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

/*
 * The e2e test kit. Spec files import `test` and `expect` from here, never from
 * @playwright/test, so every test gets:
 *  - `makeUser`, `signInAs`, `owner`, `advertiser`: fresh accounts made through the
 *    server's real JSON API (no database access from Playwright), so parallel tests never
 *    share an account. The demo accounts (DEMO) stay for tests that need the seeded data;
 *    a test that changes an account uses a fresh one.
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
export function uniqueEmail(prefix = "user") {
  emailCounter += 1;
  return `${prefix}.${Date.now()}.${process.pid}${emailCounter}.${Math.floor(Math.random() * 1e6)}@example.id`;
}

/** Assert the page has no horizontal scroll at the current viewport. */
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
  "Agus", "Ayu", "Bambang", "Budi", "Citra", "Dewi", "Dimas", "Eka", "Fajar", "Fitri", "Gilang", "Hendra",
  "Indah", "Intan", "Joko", "Kartika", "Lestari", "Made", "Nur", "Putri", "Rizky", "Sari", "Taufik", "Wahyu",
  "Wulan", "Yusuf",
];
const LAST_NAMES = [
  "Anggraini", "Hidayat", "Kusuma", "Lubis", "Nasution", "Pratama", "Purnomo", "Rahmawati", "Santoso",
  "Saputra", "Setiawan", "Siregar", "Suryadi", "Wibowo", "Wijaya", "Yulianti",
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

});
