import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startServer, type TestServer } from "./server";

/* Issue 11's holes, tried against the built server as an attacker would. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("hole 7: a crafted cookie never breaks a page", () => {
  it("ignores cookies that do not decode, on pages and the API", async () => {
    const c = client(server.url);
    for (const cookie of ["lang=%E0%A4%A", "lang=%", "__session=%E0%A4%A", "toast=%E0%A4%A; lang=%ZZ", "lang=\u00ff\u00fe"]) {
      for (const path of ["/", "/browse", "/auth", "/api/categories"]) {
        const res = await c.request("GET", path, undefined, { cookie });
        expect(res.status, `${path} with ${cookie}`).toBe(200);
      }
    }
  });
});

describe("hole 1: the redirect after a real sign-in stays on this site", () => {
  it("sends the user to / instead of //evil.example", async () => {
    for (const target of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/./\\evil.example"]) {
      const form = new URLSearchParams({ intent: "login", email: "owner@guyub.id", password: "owner12345", redirectTo: target });
      const answer = await fetch(`${server.url}/auth?redirectTo=${encodeURIComponent(target)}`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(answer.status, target).toBe(302);
      const location = answer.headers.get("location") ?? "";
      expect(new URL(location, server.url).origin, `${target} -> ${location}`).toBe(new URL(server.url).origin);
      expect(location.startsWith("//")).toBe(false);
    }
  });
});

describe("hole 8: signed-in answers are never stored", () => {
  it("documents and loader data of a signed-in user are no-store; anonymous pages are not", async () => {
    const c = client(server.url);
    const login = await c.request("POST", "/api/login", { email: "advertiser@guyub.id", password: "advertiser12345" });
    expect(login.status).toBe(200);
    for (const path of ["/advertiser/dashboard", "/advertiser/dashboard?_data=routes%2Fadvertiser.dashboard", "/?_data=root", "/browse"]) {
      const res = await c.request("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const anonymous = await client(server.url).request("GET", "/browse");
    expect(anonymous.headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("hole 10: headers", () => {
  it("CSP forbids <base> (base-uri 'none')", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("base-uri 'none'");
  });

  it("sends HSTS only over HTTPS: behind a trusted proxy that says https", async () => {
    expect((await fetch(`${server.url}/`, { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBeNull();
    const proxied = await startServer({ env: { TRUST_PROXY: "true" } });
    try {
      const https = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const api = await fetch(`${proxied.url}/api/categories`, { headers: { "x-forwarded-proto": "https" } });
      expect(api.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      expect((await fetch(`${proxied.url}/`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
    }
  });
});
