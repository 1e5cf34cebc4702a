import { describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshAccount, serverForTests, signIn } from "./kit";
import { client } from "./server";

/*
 * POST /api/communities, PUT /api/communities/{id} and the public visibility rule, over
 * HTTP against the built server (demo data seeded).
 */

const server = serverForTests();

const BODY = {
  ...COMMUNITY_BODY,
  demographics: { age_range: "25-34", gender_ratio: "50:50", interests: ["lari", "sehat"] },
  social_links: { instagram: "https://instagram.com/pelaripagi" },
  logo_url: "https://cdn.example.com/pelari.png",
};

describe("POST /api/communities", () => {
  it("creates the owner's one community (201), a second answers 409", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER");
    const { c } = await signIn(server.url, owner);
    const res = await c.request("POST", "/api/communities", { ...BODY, is_verified: true, owner_id: 1 });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      owner_id: owner.id,
      name: BODY.name,
      category: ["SPORTS", "HEALTH_FITNESS"],
      is_verified: false,
      is_online: false,
      member_count: 640,
      social_links: BODY.social_links,
      owner_email: owner.email,
    });
    const again = await c.request("POST", "/api/communities", BODY);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already have a community/);
  });

  it("answers 400 with each field's message", async () => {
    const { c } = await signIn(server.url, await freshAccount(server.url, "COMMUNITY_OWNER"));
    const res = await c.request("POST", "/api/communities", { name: "X", description: "short", category: [], platforms: [] });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      name: ["Community name must be at least 2 characters"],
      description: ["Description must be at least 10 characters"],
      category: ["Please select at least one category"],
      platforms: ["Please add at least one platform"],
    });
  });

  it("is for community owners only (401 signed out, 403 advertiser)", async () => {
    expect((await client(server.url).request("POST", "/api/communities", BODY)).status).toBe(401);
    const { c: advertiser } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER"));
    expect((await advertiser.request("POST", "/api/communities", BODY)).status).toBe(403);
  });
});

describe("PUT /api/communities/{id}", () => {
  it("lets the owner and the admin replace the profile, and nobody else", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER");
    const { c } = await signIn(server.url, owner);
    const { json: created } = await c.request("POST", "/api/communities", BODY);
    const changed = await c.request("PUT", `/api/communities/${created.id}`, { ...BODY, name: "Pelari Senja Semarang", is_verified: true });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ id: created.id, name: "Pelari Senja Semarang", is_verified: false });

    const { c: stranger } = await signIn(server.url, await freshAccount(server.url, "COMMUNITY_OWNER"));
    expect((await stranger.request("PUT", `/api/communities/${created.id}`, BODY)).status).toBe(403);
    // Who may is decided before the body is read: a stranger's bad body is still 403.
    expect((await stranger.request("PUT", `/api/communities/${created.id}`, { name: "" })).status).toBe(403);
    expect((await c.request("PUT", "/api/communities/99999999", BODY)).status).toBe(404);

    const { c: admin } = await signIn(server.url, DEMO.admin);
    const byAdmin = await admin.request("PUT", `/api/communities/${created.id}`, { ...BODY, name: "Disunting Admin" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.name).toBe("Disunting Admin");
    expect((await c.request("DELETE", `/api/communities/${created.id}`)).status).toBe(405);
  });
});

describe("public visibility", () => {
  it("hides a PENDING owner's community from the public list and read, not from the owner", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { pending: true });
    const { c } = await signIn(server.url, owner);
    const name = `Komunitas Menunggu ${Date.now()}`;
    const { json: created, status } = await c.request("POST", "/api/communities", { ...BODY, name });
    expect(status).toBe(201);
    const anonymous = client(server.url);
    expect((await anonymous.request("GET", `/api/communities/${created.id}`)).status).toBe(404);
    const search = await anonymous.request("GET", `/api/communities?q=${encodeURIComponent(name)}`);
    expect(search.headers.get("X-Total-Count")).toBe("0");
    expect((await c.request("GET", `/api/communities/${created.id}`)).status).toBe(200);
    const browse = await fetch(`${server.url}/browse?q=${encodeURIComponent(name)}`);
    expect(await browse.text()).toContain('"total":0,');

    // Approved: listed.
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect((await admin.request("PUT", `/api/admin/users/${owner.id}/approval`, { status: "approved" })).status).toBe(200);
    expect((await anonymous.request("GET", `/api/communities/${created.id}`)).status).toBe(200);
    expect((await anonymous.request("GET", `/api/communities?q=${encodeURIComponent(name)}`)).headers.get("X-Total-Count")).toBe("1");
  });
});

describe("GET /api/communities/recommended", () => {
  it("answers up to 12 verified communities for a signed-in caller, 401 otherwise", async () => {
    expect((await client(server.url).request("GET", "/api/communities/recommended")).status).toBe(401);
    const { c } = await signIn(server.url, DEMO.advertiser);
    const res = await c.request("GET", "/api/communities/recommended");
    expect(res.status).toBe(200);
    const list = res.json as { is_verified: boolean; category: string[] }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.every((x) => x.is_verified)).toBe(true);
  });
});

describe("PUT /api/communities/{id}/verify", () => {
  it("lets the admin verify and revoke; others get 403 before the body is read; bad input 400, unknown 404", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER");
    const { c } = await signIn(server.url, owner);
    const created = await c.request("POST", "/api/communities", { ...BODY, name: `Verifikasi ${Date.now()}` });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await c.request("PUT", `/api/communities/${id}/verify`, { verified: true })).status).toBe(403);
    expect((await client(server.url).request("PUT", `/api/communities/${id}/verify`, { verified: true })).status).toBe(401);
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const verified = await admin.request("PUT", `/api/communities/${id}/verify`, { verified: true });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ id, is_verified: true, owner_email: owner.email });
    const revoked = await admin.request("PUT", `/api/communities/${id}/verify`, { verified: false });
    expect(revoked.json.is_verified).toBe(false);
    expect((await admin.request("PUT", `/api/communities/${id}/verify`, { verified: "yes" })).status).toBe(400);
    expect((await admin.request("PUT", "/api/communities/99999999/verify", { verified: true })).status).toBe(404);
    expect((await admin.request("GET", `/api/communities/${id}/verify`)).status).toBe(405);
  });
});
