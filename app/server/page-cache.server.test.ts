import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

/*
 * The cache in front of a real node:http server whose "app" counts its calls, so each
 * test sees whether an answer came from the app or from the cache.
 */
type App = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function start(cache: PageCache, app: App) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    const key = cache.keyOf(req);
    if (key) {
      if (cache.serve(key, req, res)) return;
      cache.capture(key, req, res);
    }
    calls++;
    app(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls: () => calls };
}

function htmlApp(nonce = "abc123NONCE=="): App {
  return (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    res.write(`<html><script nonce="${nonce}">1</script>`);
    res.end(`<p>${"x".repeat(2000)}</p></html>`);
  };
}

describe("PageCache", () => {
  it("stores an anonymous page and serves it again with a fresh nonce", async () => {
    const cache = new PageCache({ ttlSeconds: 60, version: () => 1 });
    const { base, calls } = await start(cache, htmlApp());
    const first = await fetch(`${base}/browse?q=kopi`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await fetch(`${base}/browse?q=kopi`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    const secondBody = await second.text();
    expect(calls()).toBe(1);
    const nonce = second.headers.get("content-security-policy")!.match(/nonce-([^']+)/)![1];
    expect(nonce).not.toBe("abc123NONCE==");
    expect(secondBody).toContain(`nonce="${nonce}"`);
    expect(secondBody.replace(nonce, "N")).toBe(firstBody.replace("abc123NONCE==", "N"));
  });

  it("gzips for clients that take it", async () => {
    const cache = new PageCache({ ttlSeconds: 60, version: () => 1 });
    const { base } = await start(cache, htmlApp());
    for (let i = 0; i < 2; i++) {
      const body = await new Promise<{ encoding?: string; text: string }>((resolve) => {
        http.get(`${base}/about`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"], text: zlib.gunzipSync(Buffer.concat(chunks)).toString() }),
          );
        });
      });
      expect(body.encoding).toBe("gzip");
      expect(body.text).toContain("<html>");
    }
  });

  it("is dropped when the data version changes", async () => {
    let version = 1;
    const cache = new PageCache({ ttlSeconds: 60, version: () => version });
    const { base, calls } = await start(cache, htmlApp());
    await (await fetch(`${base}/`)).text();
    await (await fetch(`${base}/`)).text();
    expect(calls()).toBe(1);
    version = 2;
    const after = await fetch(`${base}/`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(calls()).toBe(2);
  });

  it("expires after its time to live", async () => {
    let now = 1_000_000;
    const cache = new PageCache({ ttlSeconds: 10, version: () => 1, now: () => now });
    const { base, calls } = await start(cache, htmlApp());
    await (await fetch(`${base}/terms`)).text();
    now += 11_000;
    await (await fetch(`${base}/terms`)).text();
    expect(calls()).toBe(2);
  });

  it("keys by language: Accept-Language and the lang cookie", async () => {
    const cache = new PageCache({ ttlSeconds: 60, version: () => 1 });
    const { base, calls } = await start(cache, htmlApp());
    await (await fetch(`${base}/`, { headers: { "Accept-Language": "en" } })).text();
    await (await fetch(`${base}/`, { headers: { "Accept-Language": "id-ID" } })).text();
    await (await fetch(`${base}/`, { headers: { Cookie: "lang=id" } })).text();
    expect(calls()).toBe(2);
  });

  it("never serves or stores for signed-in visitors, other methods, other paths, or a Set-Cookie answer", async () => {
    const cache = new PageCache({ ttlSeconds: 60, version: () => 1 });
    const cookieApp: App = (req, res) => {
      if (req.url === "/contact") res.setHeader("Set-Cookie", "x=1");
      htmlApp()(req, res);
    };
    const { base, calls } = await start(cache, cookieApp);
    for (let i = 0; i < 2; i++) {
      await (await fetch(`${base}/about`, { headers: { Cookie: "__session=abc" } })).text();
      await (await fetch(`${base}/community/dashboard`)).text();
      await (await fetch(`${base}/contact`)).text();
      await (await fetch(`${base}/about`, { method: "POST" })).text();
    }
    expect(calls()).toBe(8);
    expect(cache.size).toBe(0);
  });

  it("does not store errors", async () => {
    const cache = new PageCache({ ttlSeconds: 60, version: () => 1 });
    const { base, calls } = await start(cache, (_req, res) => {
      res.statusCode = 500;
      res.end("boom");
    });
    await (await fetch(`${base}/browse`)).text();
    await (await fetch(`${base}/browse`)).text();
    expect(calls()).toBe(2);
  });

  it("is off with a time to live of 0", async () => {
    const cache = new PageCache({ ttlSeconds: 0, version: () => 1 });
    const { base, calls } = await start(cache, htmlApp());
    await (await fetch(`${base}/`)).text();
    await (await fetch(`${base}/`)).text();
    expect(calls()).toBe(2);
  });
});
