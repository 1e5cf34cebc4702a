import { describe, expect, it } from "vitest";
import { cookieOf, COMMUNITY_BODY, DEMO, freshAccount, serverForTests, signIn } from "./kit";
import { client } from "./server";

/* PUT/DELETE /api/users/{id}, PUT /api/users/{id}/password, GET /api/users/{id}/communities over HTTP. */

const server = serverForTests();

describe("PUT /api/users/{id}", () => {
  it("changes one's own profile; role, approval status and password never change here", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    const { c } = await signIn(server.url, account);
    const res = await c.request("PUT", `/api/users/${account.id}`, {
      fullname: "Sari Lestari Putri",
      company_name: "PT Sari Kreasi",
      role: "ADMIN",
      approval_status: "REJECTED",
      password: "hijacked1",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      fullname: "Sari Lestari Putri",
      company_name: "PT Sari Kreasi",
      role: "ADVERTISER",
      approval_status: "APPROVED",
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password|argon/i);
    expect((await client(server.url).request("POST", "/api/login", { email: account.email, password: "hijacked1" })).status).toBe(401);
    expect((await c.request("GET", "/api/user")).json.role).toBe("ADVERTISER");
  });

  it("answers 401 signed out, 403 for another user's account, 404 for a bad id", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    expect((await client(server.url).request("PUT", `/api/users/${account.id}`, { fullname: "X Y" })).status).toBe(401);
    const { c } = await signIn(server.url, DEMO.owner);
    const other = await c.request("PUT", `/api/users/${account.id}`, { fullname: "Hacked Name" });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("This is not your account");
    expect((await c.request("PUT", `/api/users/abc`, { fullname: "Hacked Name" })).status).toBe(404);
  });

  it("answers 400 with each field's message, 409 for a taken e-mail", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    const { c } = await signIn(server.url, account);
    const bad = await c.request("PUT", `/api/users/${account.id}`, { fullname: "A", email: "nope", phone: "12" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      fullname: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    const taken = await c.request("PUT", `/api/users/${account.id}`, { email: DEMO.owner.email }, { Cookie: `${cookieOf(c)}; lang=id` });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ email: ["Akun dengan email ini sudah ada"] });
  });

  it("lets the admin change a user's details", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    const { c } = await signIn(server.url, DEMO.admin);
    const res = await c.request("PUT", `/api/users/${account.id}`, { phone: "081311112222" });
    expect(res.status).toBe(200);
    expect(res.json.phone).toBe("081311112222");
  });
});

describe("PUT /api/users/{id}/password", () => {
  it("refuses a wrong current password; a right one signs out every other session", async () => {
    const account = await freshAccount(server.url, "COMMUNITY_OWNER");
    const { c: laptop } = await signIn(server.url, account);
    const { c: phone } = await signIn(server.url, account);
    const wrong = await laptop.request("PUT", `/api/users/${account.id}/password`, {
      currentPassword: "not-mine",
      newPassword: "kopi-susu-2026",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("Current password is incorrect");
    expect(wrong.json.errors).toEqual({ currentPassword: ["Current password is incorrect"] });

    const ok = await laptop.request("PUT", `/api/users/${account.id}/password`, {
      currentPassword: account.password,
      newPassword: "kopi-susu-2026",
    });
    expect(ok.status).toBe(204);
    expect((await laptop.request("GET", "/api/user")).status).toBe(200);
    expect((await phone.request("GET", "/api/user")).status).toBe(401);
    expect((await client(server.url).request("POST", "/api/login", { email: account.email, password: "kopi-susu-2026" })).status).toBe(200);
  });

  it("is for one's own account only (the admin too gets 403)", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    for (const who of [DEMO.owner, DEMO.admin]) {
      const { c } = await signIn(server.url, who);
      const res = await c.request("PUT", `/api/users/${account.id}/password`, {
        currentPassword: account.password,
        newPassword: "kopi-susu-2026",
      });
      expect(res.status, who.email).toBe(403);
    }
  });

  it("refuses a common password", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    const { c } = await signIn(server.url, account);
    const res = await c.request("PUT", `/api/users/${account.id}/password`, {
      currentPassword: account.password,
      newPassword: "password123",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.newPassword[0]).toMatch(/too common/);
  });
});

describe("GET /api/users/{id}/communities", () => {
  it("gives the owner its community with its contact; another user gets 403", async () => {
    const { c, user } = await signIn(server.url, DEMO.owner);
    const res = await c.request("GET", `/api/users/${user.id}/communities`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({ name: "Jakarta JavaScript Developers", owner_id: user.id, owner_email: DEMO.owner.email });
    const { c: stranger } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER"));
    expect((await stranger.request("GET", `/api/users/${user.id}/communities`)).status).toBe(403);
    expect((await client(server.url).request("GET", `/api/users/${user.id}/communities`)).status).toBe(401);
  });
});

describe("DELETE /api/users/{id}", () => {
  it("refuses another user's account, and one with money still to move; deleting oneself ends the session and the community leaves /api/communities", async () => {
    // The demo owner has a paid campaign running and payouts due: its account stays (409).
    const { c: demoOwner, user: demo } = await signIn(server.url, DEMO.owner);
    const open = await demoOwner.request("DELETE", `/api/users/${demo.id}`);
    expect(open.status, open.text).toBe(409);
    expect((await demoOwner.request("GET", "/api/user")).status).toBe(200);

    const account = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "leaving" });
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const { c, user } = await signIn(server.url, account);
    const name = `Pelari Pamit ${Date.now() % 1_000_000}`;
    const created = await c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name });
    expect(created.status, created.text).toBe(201);
    expect((await admin.request("PUT", `/api/communities/${created.json.id}/verify`, { verified: true })).status).toBe(200);
    const { c: stranger } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER"));
    expect((await stranger.request("DELETE", `/api/users/${user.id}`)).status).toBe(403);

    const search = `/api/communities?q=${encodeURIComponent(name)}`;
    const before = await client(server.url).request("GET", search);
    expect(before.json.map((x: { name: string }) => x.name)).toContain(name);

    const res = await c.request("DELETE", `/api/users/${user.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(";")).toMatch(/__session=;/);
    expect((await c.request("GET", "/api/user")).status).toBe(401);
    expect((await client(server.url).request("POST", "/api/login", account)).status).toBe(401);
    const after = await client(server.url).request("GET", search);
    expect(after.json.map((x: { name: string }) => x.name)).not.toContain(name);
  });

  it("lets the admin delete a user but never an admin account", async () => {
    const account = await freshAccount(server.url, "ADVERTISER");
    const { c, user: admin } = await signIn(server.url, DEMO.admin);
    expect((await c.request("DELETE", `/api/users/${admin.id}`)).status).toBe(403);
    expect((await c.request("DELETE", `/api/users/${account.id}`)).status).toBe(204);
    expect((await client(server.url).request("POST", "/api/login", account)).status).toBe(401);
    expect((await c.request("GET", "/api/user")).status).toBe(200);
  });
});

describe("GET /api/users", () => {
  it("lists users for the admin: search, role and status filters, paging, X-Total-Count", async () => {
    const fresh = await freshAccount(server.url, "ADVERTISER");
    const { c } = await signIn(server.url, DEMO.admin);
    const found = await c.request("GET", `/api/users?q=${encodeURIComponent(fresh.email)}&role=advertiser&status=APPROVED`);
    expect(found.status).toBe(200);
    expect(found.headers.get("x-total-count")).toBe("1");
    expect(found.json).toHaveLength(1);
    expect(found.json[0]).toMatchObject({ id: fresh.id, email: fresh.email, role: "ADVERTISER", approval_status: "APPROVED" });
    expect(found.json[0]).not.toHaveProperty("password_hash");
    const none = await c.request("GET", `/api/users?q=${encodeURIComponent(fresh.email)}&status=pending`);
    expect(none.json).toEqual([]);
    const page = await c.request("GET", "/api/users?limit=2&offset=1");
    expect(page.json).toHaveLength(2);
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThan(3);
  });

  it("answers 401 signed out and 403 to owners and advertisers", async () => {
    expect((await client(server.url).request("GET", "/api/users")).status).toBe(401);
    for (const role of ["COMMUNITY_OWNER", "ADVERTISER"] as const) {
      const { c } = await signIn(server.url, await freshAccount(server.url, role));
      expect((await c.request("GET", "/api/users")).status).toBe(403);
    }
  });
});

describe("GET /api/admin/contact-messages", () => {
  it("lists the messages newest first for the admin, with X-Total-Count; 401 and 403 for others", async () => {
    const admin = client(server.url);
    expect((await admin.request("POST", "/api/login", DEMO.admin)).status).toBe(200);
    const res = await admin.request("GET", "/api/admin/contact-messages?limit=2");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(2);
    expect(res.json[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        email: expect.any(String),
        handled: expect.any(Boolean),
        created_at: expect.any(String),
      }),
    );
    expect(Date.parse(res.json[0].created_at)).toBeGreaterThanOrEqual(Date.parse(res.json[1].created_at));
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    expect((await client(server.url).request("GET", "/api/admin/contact-messages")).status).toBe(401);
    const { c: owner } = await signIn(server.url, await freshAccount(server.url, "COMMUNITY_OWNER"));
    expect((await owner.request("GET", "/api/admin/contact-messages")).status).toBe(403);
  });
});
