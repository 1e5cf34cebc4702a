import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storeLogo } from "~/models/logo.server";
import { serverForTests } from "./kit";

/*
 * GET /logos/<hash>.webp over real HTTP against the built server. The logo is stored by
 * the model into the server's own data folder (DATABASE_URL names the server's database
 * while storeLogo runs; the folder is derived from it).
 */

const server = serverForTests({ seed: false });
let url: string;
let bytes: Buffer;

beforeAll(async () => {
  const original = process.env.DATABASE_URL;
  process.env.DATABASE_URL = path.join(server.dataDir, "guyub.db");
  try {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    url = await storeLogo(png);
  } finally {
    process.env.DATABASE_URL = original;
  }
  const { readFileSync } = await import("node:fs");
  bytes = readFileSync(path.join(server.dataDir, url));
});

/** A GET sent byte for byte as written (fetch would normalise `..` away). */
function rawGet(pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: pathname, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("GET /logos/:name", () => {
  it("serves a stored logo as an immutable WebP", async () => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("x-cache")).toBeNull(); // not through the anonymous page cache
    expect(res.headers.get("set-cookie")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(bytes)).toBe(true);
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await fetch(server.url + url);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await first.arrayBuffer();
    const again = await fetch(server.url + url, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it.each([
    "/logos/../../etc/passwd",
    "/logos/..%2F..%2Fetc%2Fpasswd",
    "/logos/%2e%2e%2f%2e%2e%2fguyub.db",
    "/logos/unknown.webp",
    `/logos/${"0".repeat(32)}.webp`,
    "/logos/guyub.db",
  ])("answers 404 to %s", async (pathname) => {
    const res = await rawGet(pathname);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).not.toBe("image/webp");
    expect(res.body.includes(Buffer.from("root:"))).toBe(false);
    expect(res.body.includes(Buffer.from("SQLite format"))).toBe(false);
  });

  it("answers 404 briefly (plain text) for an unknown logo name", async () => {
    const res = await fetch(`${server.url}/logos/unknown.webp`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await res.text()).length).toBeLessThan(100);
  });
});
