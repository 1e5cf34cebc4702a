import { describe, expect, it } from "vitest";
import { DEMO, serverForTests } from "./kit";
import { client } from "./server";

const server = serverForTests();

describe("the anonymous page cache in the built server", () => {
  it("serves a repeated public page from the cache, each time with its own nonce", async () => {
    const first = await fetch(server.url + "/browse?category=TECHNOLOGY");
    await first.text();
    const second = await fetch(server.url + "/browse?category=TECHNOLOGY");
    const html = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    const nonce = second.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    expect(first.headers.get("content-security-policy")).not.toContain(nonce);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("is bypassed for signed-in users", async () => {
    const c = client(server.url);
    await c.request("POST", "/api/login", DEMO.owner);
    await c.request("GET", "/about");
    const again = await c.request("GET", "/about");
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.text).toContain("Logout");
  });

  it("is dropped as soon as the data changes", async () => {
    const url = "/api/communities?limit=1";
    await fetch(server.url + url);
    expect((await fetch(server.url + url)).headers.get("x-cache")).toBe("HIT");
    const n = Math.floor(Math.random() * 1e9);
    const registered = await client(server.url).request("POST", "/api/register", {
      fullname: "Cache Buster",
      email: `cache.${n}@example.id`,
      phone: "081234567890",
      password: "rahasia123",
      confirmPassword: "rahasia123",
      role: "COMMUNITY_OWNER",
      terms: true,
    });
    expect(registered.status).toBe(201);
    // A new user has no community: no public page changed, the cache stays (migration 0008).
    expect((await fetch(server.url + url)).headers.get("x-cache")).toBe("HIT");
    // An admin's decision about a user can hide or show a community: the cache goes.
    const admin = client(server.url);
    expect((await admin.request("POST", "/api/login", DEMO.admin)).status).toBe(200);
    expect((await admin.request("PUT", `/api/admin/users/${registered.json.id}/approval`, { status: "approved" })).status).toBe(200);
    expect((await fetch(server.url + url)).headers.get("x-cache")).toBe("MISS");
  });
});
