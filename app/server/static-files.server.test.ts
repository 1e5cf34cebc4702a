import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { limitRootStaticToFiles, listPublicFiles } from "./static-files.server";

/*
 * public/ is listed once and only its files reach express.static: tested on a real
 * express app set up the way remix-serve sets up its own (node_modules/@remix-run/serve
 * dist/cli.js: /build assets, then public/, then the app).
 */
type Express = {
  (): { use: (...args: unknown[]) => void; disable: (name: string) => void } & http.RequestListener;
  static: (dir: string, options: Record<string, unknown>) => unknown;
};
const express = createRequire(require.resolve("@remix-run/serve/package.json"))("express") as Express;

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-public-"));
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(dir, "caf\u00e9 menu.txt"), "kopi");
  fs.writeFileSync(path.join(dir, ".env"), "SECRET=1");
  fs.mkdirSync(path.join(dir, "fonts"));
  fs.writeFileSync(path.join(dir, "fonts", "inter.woff2"), "font");
  fs.mkdirSync(path.join(dir, "docs"));
  fs.writeFileSync(path.join(dir, "docs", "index.html"), "<p>docs</p>");
  fs.mkdirSync(path.join(dir, "build"));
  fs.writeFileSync(path.join(dir, "build", "entry-ABC.js"), "console.log(1)");

  const app = express();
  app.disable("x-powered-by");
  app.use("/build/", express.static(path.join(dir, "build"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(dir, { maxAge: "1h" }));
  app.use((_req: http.IncomingMessage, res: http.ServerResponse) => res.end("remix"));
  expect(limitRootStaticToFiles(app, listPublicFiles(dir))).toBe(true);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("listPublicFiles", () => {
  it("lists the files by URL path, folders with an index.html, and leaves out build/ and dotfiles", () => {
    expect([...listPublicFiles(dir)].sort()).toEqual([
      "/caf\u00e9 menu.txt",
      "/docs",
      "/docs/",
      "/docs/index.html",
      "/favicon.svg",
      "/fonts/inter.woff2",
    ]);
  });

  it("is empty for a folder that does not exist", () => {
    expect(listPublicFiles(path.join(dir, "missing")).size).toBe(0);
  });
});

describe("express.static limited to public/'s files", () => {
  it("serves public/'s files as before, with their cache headers", async () => {
    const res = await fetch(`${base}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await res.text()).toBe("<svg/>");
    expect(await (await fetch(`${base}/caf%C3%A9%20menu.txt`)).text()).toBe("kopi");
    expect(await (await fetch(`${base}/fonts/inter.woff2`)).text()).toBe("font");
    expect(await (await fetch(`${base}/docs/`)).text()).toBe("<p>docs</p>");
    const head = await fetch(`${base}/favicon.svg`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("6");
  });

  it("leaves the build's assets to their own middleware", async () => {
    const res = await fetch(`${base}/build/entry-ABC.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends every other request straight to the app, without looking at the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    for (const url of ["/browse", "/community/dashboard?tab=1", "/favicon.svg/", "/.env", "/%E0%A4%A", "/build/missing.js"]) {
      const res = await fetch(`${base}${url}`);
      expect(await res.text(), url).toBe("remix");
    }
    // /build/missing.js is looked up once, by the /build middleware; nothing else is.
    expect(stat.mock.calls.map((call) => path.relative(dir, String(call[0])))).toEqual([path.join("build", "missing.js")]);
  });
});
