import { describe, expect, it } from "vitest";
import { DEMO, serverForTests } from "./kit";
import { client, startServer } from "./server";

const server = serverForTests();

function newUser(overrides: Record<string, unknown> = {}) {
  const n = Math.floor(Math.random() * 1e9);
  return {
    fullname: "Budi Santoso",
    email: `budi.${n}@example.id`,
    phone: "081298765432",
    password: "rahasia123",
    confirmPassword: "rahasia123",
    role: "ADVERTISER",
    terms: true,
    ...overrides,
  };
}

describe("health and reference data", () => {
  it("GET /healthz answers ok", async () => {
    const res = await client(server.url).request("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
  });

  it("GET /api/categories lists all 15, BEAUTY and AUTOMOTIVE included", async () => {
    const res = await client(server.url).request("GET", "/api/categories");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(15);
    expect(res.json).toEqual(expect.arrayContaining(["BEAUTY", "AUTOMOTIVE", "OTHER", "TECHNOLOGY"]));
  });

  it("GET /api/locations lists about 65 cities in Indonesian collation", async () => {
    const res = await client(server.url).request("GET", "/api/locations");
    expect(res.status).toBe(200);
    const cities = res.json as string[];
    expect(cities.length).toBeGreaterThanOrEqual(60);
    expect(cities).toContain("Jakarta");
    expect([...cities].sort(new Intl.Collator("id").compare)).toEqual(cities);
  });
});

describe("sign-in over the API", () => {
  it("GET /api/user is 401 when signed out", async () => {
    const res = await client(server.url).request("GET", "/api/user");
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTruthy();
  });

  it("logs in, reads the user, logs out", async () => {
    const c = client(server.url);
    const login = await c.request("POST", "/api/login", DEMO.owner);
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ email: DEMO.owner.email, role: "COMMUNITY_OWNER", approval_status: "APPROVED" });
    expect(login.text).not.toMatch(/password|argon2/i);
    expect(login.json.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i); // no remember me: a browser session
    const me = await c.request("GET", "/api/user");
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(DEMO.owner.email);
    const out = await c.request("POST", "/api/logout");
    expect(out.status).toBe(204);
    // The old cookie no longer works even if a client kept it.
    const again = await fetch(server.url + "/api/user", { headers: { Cookie: cookie.split(";")[0] } });
    expect(again.status).toBe(401);
  });

  it("remember me gives a 30-day cookie", async () => {
    const login = await client(server.url).request("POST", "/api/login", { ...DEMO.owner, rememberMe: true });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('refuses a wrong password with 401 and "Invalid email or password"', async () => {
    const res = await client(server.url).request("POST", "/api/login", { ...DEMO.admin, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Invalid email or password");
  });

  it("refuses a REJECTED account with 403 and the reason", async () => {
    const res = await client(server.url).request("POST", "/api/login", DEMO.rejectedAdvertiser);
    expect(res.status).toBe(403);
    expect(res.json.message).toContain("Company details could not be verified.");
  });

  it("answers 429 with Retry-After after repeated failures for one e-mail", async () => {
    const c = client(server.url);
    const target = { email: "nobody.limited@example.id", password: "wrong-password" };
    for (let i = 0; i < 5; i++) expect((await c.request("POST", "/api/login", target)).status).toBe(401);
    const blocked = await c.request("POST", "/api/login", target);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Too many failed attempts/);
  });

  it("validates the login body with the form's messages", async () => {
    const res = await client(server.url).request("POST", "/api/login", { email: "not-an-email", password: "123" });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toEqual(["Please enter a valid email address"]);
    expect(res.json.errors.password).toEqual(["Password must be at least 6 characters"]);
  });

  it("answers in Indonesian when the client asks for it", async () => {
    const res = await client(server.url).request(
      "POST",
      "/api/login",
      { email: "x", password: "123456" },
      { "Accept-Language": "id-ID,id;q=0.9" },
    );
    expect(res.json.errors.email).toEqual(["Masukkan alamat email yang valid"]);
  });
});

describe("registration over the API", () => {
  it("creates a PENDING user and no session", async () => {
    const c = client(server.url);
    const body = newUser();
    const res = await c.request("POST", "/api/register", body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: body.email, role: "ADVERTISER", approval_status: "PENDING" });
    expect(res.headers.getSetCookie().some((s) => s.startsWith("__session="))).toBe(false);
    expect((await c.request("GET", "/api/user")).status).toBe(401);
  });

  it("refuses a taken e-mail with 409", async () => {
    const res = await client(server.url).request("POST", "/api/register", newUser({ email: DEMO.owner.email }));
    expect(res.status).toBe(409);
    expect(res.json.errors.email).toEqual(["An account with this email already exists"]);
  });

  it("refuses self-registration as ADMIN and reports every bad field", async () => {
    const res = await client(server.url).request(
      "POST",
      "/api/register",
      newUser({ role: "ADMIN", fullname: "A", phone: "123", confirmPassword: "different", terms: false }),
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      role: ["Please select a user type"],
      fullname: ["Name must be at least 2 characters"],
      phone: ["Please enter a valid phone number"],
      terms: ["You must accept the terms and conditions"],
    });
  });

  it("reports mismatched passwords on confirmPassword", async () => {
    const res = await client(server.url).request("POST", "/api/register", newUser({ confirmPassword: "other-one" }));
    expect(res.status).toBe(400);
    expect(res.json.errors.confirmPassword).toEqual(["Passwords don't match"]);
  });
});

describe("bodies the API refuses without a 500", () => {
  it("415 for a body that is not JSON", async () => {
    const res = await fetch(server.url + "/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a@b.c",
    });
    expect(res.status).toBe(415);
  });

  it("400 for malformed JSON and for a JSON array", async () => {
    const c = client(server.url);
    expect((await c.request("POST", "/api/register", "{not json")).status).toBe(400);
    expect((await c.request("POST", "/api/register", "[1,2]")).status).toBe(400);
  });

  it("413 for a body over 1 MB", async () => {
    const big = JSON.stringify({ fullname: "x".repeat(1024 * 1024 + 10) });
    const res = await client(server.url).request("POST", "/api/register", big);
    expect(res.status).toBe(413);
  });

  it("405 for a method an endpoint does not take", async () => {
    const res = await client(server.url).request("GET", "/api/login");
    expect(res.status).toBe(405);
  });
});

describe("cross-site writes", () => {
  it("refuses an API write whose Origin is another site with 403", async () => {
    const res = await client(server.url).request("POST", "/api/login", DEMO.owner, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Cross-site request refused");
  });

  it("refuses a page form post from another site with 403", async () => {
    const res = await fetch(server.url + "/auth", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "login", email: DEMO.owner.email, password: DEMO.owner.password }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((s) => s.startsWith("__session="))).toBe(false);
  });

  it("accepts the same origin", async () => {
    const res = await client(server.url).request("POST", "/api/login", DEMO.owner, { Origin: server.url });
    expect(res.status).toBe(200);
  });
});

describe("admin account decisions", () => {
  it("needs an admin: 401 signed out, 403 for another role", async () => {
    expect((await client(server.url).request("GET", "/api/admin/pending-users")).status).toBe(401);
    const owner = client(server.url);
    await owner.request("POST", "/api/login", DEMO.owner);
    expect((await owner.request("GET", "/api/admin/pending-users")).status).toBe(403);
    expect((await owner.request("PUT", "/api/admin/users/1/approval", { status: "approved" })).status).toBe(403);
  });

  it("lists pending users; rejecting needs a reason; approving lets the user work", async () => {
    const registered = await client(server.url).request("POST", "/api/register", newUser());
    const admin = client(server.url);
    await admin.request("POST", "/api/login", DEMO.admin);
    const pending = await admin.request("GET", "/api/admin/pending-users");
    expect(pending.status).toBe(200);
    expect(pending.json.map((u: { id: number }) => u.id)).toContain(registered.json.id);
    const noReason = await admin.request("PUT", `/api/admin/users/${registered.json.id}/approval`, {
      status: "rejected",
      rejectionReason: "   ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.rejectionReason).toEqual(["Rejection reason required"]);
    const approved = await admin.request("PUT", `/api/admin/users/${registered.json.id}/approval`, { status: "APPROVED" });
    expect(approved.status).toBe(200);
    expect(approved.json.approval_status).toBe("APPROVED");
    const missing = await admin.request("PUT", `/api/admin/users/999999/approval`, { status: "approved" });
    expect(missing.status).toBe(404);
  });
});

describe("documents", () => {
  it("carry a nonce-based CSP and the other security headers", async () => {
    const res = await fetch(server.url + "/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("cache-control")).toMatch(/private/);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("a fresh nonce per response", async () => {
    const a = (await fetch(server.url + "/about")).headers.get("content-security-policy");
    const b = (await fetch(server.url + "/about")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("an unknown path is a 404 page", async () => {
    const res = await fetch(server.url + "/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  it("html lang follows Accept-Language, then the cookie", async () => {
    const id = await (await fetch(server.url + "/", { headers: { "Accept-Language": "id-ID" } })).text();
    expect(id).toMatch(/<html lang="id"/);
    const set = await fetch(server.url + "/language", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "lang=en&redirectTo=%2Fabout",
    });
    expect(set.status).toBe(302);
    expect(set.headers.get("location")).toBe("/about");
    const cookie = set.headers.getSetCookie()[0].split(";")[0];
    const en = await (await fetch(server.url + "/", { headers: { "Accept-Language": "id-ID", Cookie: cookie } })).text();
    expect(en).toMatch(/<html lang="en"/);
  });
});

describe("sign-in form redirects", () => {
  async function formLogin(redirectTo: string) {
    return fetch(server.url + "/auth", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: DEMO.owner.email, password: DEMO.owner.password, redirectTo }),
    });
  }

  it("follows a redirectTo on this site", async () => {
    const res = await formLogin("/community/members");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/community/members");
  });

  it("never follows a redirectTo to another site", async () => {
    for (const bad of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const res = await formLogin(bad);
      expect(res.headers.get("location"), bad).toBe("/community/dashboard");
    }
  });

  it("sends each role to its own dashboard, not another role's area", async () => {
    const res = await formLogin("/admin/dashboard");
    expect(res.headers.get("location")).toBe("/community/dashboard");
  });
});

describe("sessions", () => {
  it("a new session id at every sign-in; the previous one ends", async () => {
    const c = client(server.url);
    await c.request("POST", "/api/login", DEMO.owner);
    const first = c.jar.get("__session");
    await c.request("POST", "/api/login", DEMO.owner);
    const second = c.jar.get("__session");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const old = await fetch(server.url + "/api/user", { headers: { Cookie: `__session=${first}` } });
    expect(old.status).toBe(401);
  });

  it("a tampered cookie is ignored", async () => {
    const res = await fetch(server.url + "/api/user", { headers: { Cookie: "__session=forged-value" } });
    expect(res.status).toBe(401);
  });
});

describe("SEED_DEMO=false", () => {
  it("starts with an empty database: no demo accounts", async () => {
    const empty = await startServer({ seed: false });
    try {
      const res = await client(empty.url).request("POST", "/api/login", DEMO.admin);
      expect(res.status).toBe(401);
      expect((await client(empty.url).request("GET", "/healthz")).status).toBe(200);
    } finally {
      await empty.stop();
    }
  });
});
