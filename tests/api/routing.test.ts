import { describe, expect, it } from "vitest";
import { serverForTests } from "./kit";

/*
 * Every /api path answers JSON: unknown paths 404, methods a route does not serve 405
 * with its exact Allow (docs/decisions/006-api-routing.md).
 */
const server = serverForTests({ seed: false });

async function call(method: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + pathname, { method, headers, redirect: "manual" });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

/** A JSON error answer with a message, and the headers every API answer carries. */
function expectJsonError(res: Awaited<ReturnType<typeof call>>, status: number): { message: string } {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const body = JSON.parse(res.text);
  expect(Object.keys(body)).toEqual(["message"]);
  expect(typeof body.message).toBe("string");
  return body;
}

describe("an unknown /api path", () => {
  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope/1"],
    ["PUT", "/api/nope/1"],
    ["DELETE", "/api/nope/1"],
    ["PATCH", "/api/communities/1/nope"],
    ["OPTIONS", "/api/nope"],
    ["GET", "/api"],
    ["GET", "/api/"],
  ])("%s %s answers a JSON 404", async (method, pathname) => {
    const body = expectJsonError(await call(method, pathname), 404);
    expect(body.message).toBe("There is no API endpoint at this address");
  });

  it("answers in Indonesian with the lang cookie", async () => {
    const body = expectJsonError(await call("POST", "/api/nope", { Cookie: "lang=id" }), 404);
    expect(body.message).toBe("Tidak ada endpoint API di alamat ini");
  });

  it("is still a 404 page outside /api", async () => {
    const res = await call("GET", "/apis");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("carries its card in the HTML itself, for browsers without JavaScript (the card's code loads lazily)", async () => {
    // Among this server's first pages: the lazy card has not been rendered before.
    const html = await (await fetch(server.url + "/no-such-page", { headers: { "accept-language": "id" } })).text();
    expect(html).toContain("Halaman Tidak Ditemukan");
    expect(html).not.toMatch(/<template|\$RC\(/);
  });
});

describe("a method the endpoint does not serve", () => {
  it.each([
    ["POST", "/api/categories", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/locations", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/user", "GET, HEAD, OPTIONS"],
    ["PATCH", "/api/communities", "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/api/communities/1", "GET, HEAD, PUT, OPTIONS"],
    ["POST", "/api/admin/pending-users", "GET, HEAD, OPTIONS"],
    ["GET", "/api/login", "POST, OPTIONS"],
    ["PUT", "/api/register", "POST, OPTIONS"],
    ["GET", "/api/logout", "POST, OPTIONS"],
    ["DELETE", "/api/contact", "POST, OPTIONS"],
    ["GET", "/api/admin/users/1/approval", "PUT, OPTIONS"],
    ["POST", "/api/admin/users/1/approval", "PUT, OPTIONS"],
  ])("%s %s answers a JSON 405 with Allow: %s", async (method, pathname, allow) => {
    const res = await call(method, pathname);
    const body = expectJsonError(res, 405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(body.message).toBe("Method not allowed");
  });

  it("answers in Indonesian with the lang cookie", async () => {
    const res = await call("GET", "/api/login", { Cookie: "lang=id" });
    expect(expectJsonError(res, 405).message).toBe("Metode tidak diizinkan");
  });

  it("HEAD on a POST endpoint is a 405 without a body", async () => {
    const res = await call("HEAD", "/api/login");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(res.text).toBe("");
  });

  it("a method no endpoint serves answers a JSON 501", async () => {
    const body = expectJsonError(await call("PROPFIND", "/api/categories"), 501);
    expect(body.message).toBe("This method is not supported by the API");
    const id = expectJsonError(await call("PROPFIND", "/api/nope", { Cookie: "lang=id" }), 501);
    expect(id.message).toBe("Metode ini tidak didukung oleh API");
  });
});

describe("the methods an endpoint serves", () => {
  it("HEAD on a GET endpoint answers like GET, without a body", async () => {
    const res = await call("HEAD", "/api/categories");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.text).toBe("");
  });

  it("HEAD keeps the endpoint's own answer (401 when signed out)", async () => {
    const res = await call("HEAD", "/api/user");
    expect(res.status).toBe(401);
  });

  it("OPTIONS answers 204 with Allow", async () => {
    for (const [pathname, allow] of [
      ["/api/categories", "GET, HEAD, OPTIONS"],
      ["/api/login", "POST, OPTIONS"],
      ["/api/admin/users/1/approval", "PUT, OPTIONS"],
    ]) {
      const res = await call("OPTIONS", pathname);
      expect(res.status, pathname).toBe(204);
      expect(res.headers.get("allow"), pathname).toBe(allow);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.text).toBe("");
    }
  });

  it("the served methods still reach the endpoint", async () => {
    expect((await call("GET", "/api/categories")).status).toBe(200);
    const login = await fetch(server.url + "/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.id", password: "wrong-password" }),
    });
    expect(login.status).toBe(401);
  });
});

describe("public/ and the build's assets (the front door lists public/ once: app/server/static-files.server.ts)", () => {
  it("serves public/'s files with their cache headers", async () => {
    const res = await call("GET", "/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("serves the build's assets as immutable", async () => {
    const page = await call("GET", "/about");
    const asset = /\/build\/[\w/.-]+\.js/.exec(page.text)?.[0];
    expect(asset).toBeTruthy();
    const res = await call("GET", asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a path that is no file of public/ with the app (a page, or its 404)", async () => {
    expect((await call("GET", "/about")).status).toBe(200);
    expect((await call("GET", "/favicon.svg/")).status).toBe(404);
    expect((await call("GET", "/build/missing.js")).status).toBe(404);
  });
});
