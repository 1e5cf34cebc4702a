import { expect } from "vitest";
import { client } from "./server";

/*
 * What the HTTP test suites share: the demo accounts (README), signing in, fresh
 * approved accounts, and reading a page's one-time form key.
 */

export const DEMO = {
  admin: { email: "admin@guyub.id", password: "admin12345" },
  owner: { email: "owner@guyub.id", password: "owner12345" },
  advertiser: { email: "advertiser@guyub.id", password: "advertiser12345" },
  pendingOwner: { email: "pending@guyub.id", password: "pending12345" },
} as const;

export type Account = { email: string; password: string };
export type Client = ReturnType<typeof client>;

/** A client signed in through the API, and the user it is. */
export async function signIn(base: string, account: Account): Promise<{ c: Client; user: { id: number } }> {
  const c = client(base);
  const res = await c.request("POST", "/api/login", account);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { c, user: res.json as { id: number } };
}

/** A unique e-mail address for a test account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.id`;
}

/** A fresh account of `role`, approved by the demo admin unless `pending`. */
export async function freshAccount(
  base: string,
  role: "COMMUNITY_OWNER" | "ADVERTISER",
  options: { pending?: boolean; prefix?: string } = {},
): Promise<Account & { id: number }> {
  const account = { email: uniqueEmail(options.prefix ?? "fresh"), password: "rahasia123" };
  const reg = await client(base).request("POST", "/api/register", {
    fullname: role === "ADVERTISER" ? "Rina Wijaya" : "Sari Lestari",
    email: account.email,
    phone: "081298765432",
    password: account.password,
    confirmPassword: account.password,
    role,
    terms: true,
    ...(role === "ADVERTISER" ? { company_name: "PT Kopi Nusantara" } : {}),
  });
  expect(reg.status, reg.text).toBe(201);
  if (!options.pending) {
    const { c: admin } = await signIn(base, DEMO.admin);
    expect((await admin.request("PUT", `/api/admin/users/${reg.json.id}/approval`, { status: "approved" })).status).toBe(200);
  }
  return { ...account, id: reg.json.id as number };
}

/** The client's cookies as a Cookie header. */
export function cookieOf(c: Client): string {
  return [...c.jar.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The one-time form key a page renders for its creating forms. */
export async function formKeyOf(base: string, path: string, cookie = ""): Promise<string> {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const key = html.match(/name="_key" value="(fk_[A-Za-z0-9_-]{22})"/)?.[1];
  expect(key, `a form key on ${path}`).toBeTruthy();
  return key!;
}
