import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO, serverForTests } from "./kit";
import { client } from "./server";

/*
 * How the built server renders a page (docs/decisions/022-render-cost.md):
 * - in one synchronous pass to a string (sent in one piece) once every lazy
 *   piece of the page is loaded, and through the stream that waits for them before that
 *   (the first pages after a start): both give the same page;
 * - with the route tables of a render made once per build, not per render (patches of
 *   @remix-run/react and react-router-dom applied at install, like the router's;
 *   docs/decisions/030-framework-patches.md).
 */
const root = path.resolve(__dirname, "../..");
// The page cache would answer repeated anonymous pages itself: every page here is rendered.
const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });

/** The page with its per-response parts (nonce, form key, clock) blanked out. */
function comparable(html: string): string {
  return html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/"formKey":"[^"]+"/g, '"formKey":""')
    .replace(/name="formKey" value="[^"]+"/g, 'name="formKey" value=""')
    .replace(/"now":\d+/g, '"now":0');
}

/**
 * GET `url` over a raw connection, uncompressed: the status, the page, and how many
 * chunks of the chunked transfer encoding carried it (the one-pass render sends the
 * page as one piece; the stream sends React's pieces as they come).
 */
async function page(url: string): Promise<{ status: number; type: string | undefined; html: string; chunks: number }> {
  const { hostname, port } = new URL(server.url);
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    });
    const parts: Buffer[] = [];
    socket.on("data", (d: Buffer) => parts.push(d));
    socket.on("end", () => resolve(Buffer.concat(parts)));
    socket.on("error", reject);
  });
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split).toString("latin1").split("\r\n");
  const header = (name: string) =>
    head
      .find((h) => h.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  expect(header("transfer-encoding")).toBe("chunked");
  const pieces: Buffer[] = [];
  for (let at = split + 4; ;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) break;
    pieces.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return {
    status: Number(head[0].split(" ")[1]),
    type: header("content-type"),
    html: Buffer.concat(pieces).toString("utf8"),
    chunks: pieces.length,
  };
}

describe("the render path of the built server", () => {
  it("renders the first page after a start through the stream and the next ones in one pass, to the same page", async () => {
    // The footer is a lazy piece of every page: not loaded before the first render.
    const first = await page("/terms");
    const second = await page("/terms");
    const third = await page("/terms");
    for (const p of [first, second, third]) {
      expect(p.status).toBe(200);
      expect(p.type).toBe("text/html; charset=utf-8");
      expect(p.html.startsWith("<!DOCTYPE html><html")).toBe(true);
      expect(p.html).toContain("<footer");
      expect(p.html).not.toContain("<!--$!-->");
    }
    // The stream sends the page in React's pieces; the one-pass render in one.
    expect(first.chunks).toBeGreaterThan(1);
    expect(second.chunks).toBe(1);
    expect(third.chunks).toBe(1);
    expect(comparable(second.html)).toBe(comparable(first.html));
    expect(comparable(third.html)).toBe(comparable(second.html));
  });

  it("answers an unknown page 404 with the same error page both ways", async () => {
    const first = await page("/no-such-page");
    const again = await page("/no-such-page");
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(first.html).toContain("404 Page Not Found");
    expect(comparable(again.html)).toBe(comparable(first.html));
  });

  it("renders signed-in pages of every area, one after the other, each with its own data", async () => {
    const owner = client(server.url);
    await owner.request("POST", "/api/login", DEMO.owner);
    const advertiser = client(server.url);
    await advertiser.request("POST", "/api/login", DEMO.advertiser);
    // Alternating areas: the route tables kept between renders must not carry one page's
    // matches or data into the next.
    for (let round = 0; round < 2; round++) {
      const a = await owner.request("GET", "/community/dashboard");
      const b = await advertiser.request("GET", "/advertiser/dashboard");
      const c = await owner.request("GET", "/community/briefs?tab=all");
      expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
      expect(a.text).toContain('"routes/community+/dashboard/route"');
      expect(a.text).not.toContain('"routes/advertiser+/dashboard/route"');
      expect(b.text).toContain('"routes/advertiser+/dashboard/route"');
      expect(b.text).not.toContain('"routes/community+/dashboard/route"');
      expect(c.text).toContain('"routes/community+/briefs/route"');
      // Each page's inline manifest lists its own routes and its parents' index routes
      // (lazy route discovery), nothing of the page rendered before it.
      const manifest = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(c.text)?.[1];
      expect(Object.keys((JSON.parse(manifest!) as { routes: object }).routes).sort()).toEqual([
        "root",
        "routes/_public+/_index/route",
        "routes/community+/_index",
        "routes/community+/_layout",
        "routes/community+/briefs/route",
      ]);
    }
  });

  it("makes the data routes of a table once, and each router's matches from its own request", async () => {
    type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
    type Router = { routes: Route[]; state: { matches: { route: Route }[] } };
    const fromRemix = createRequire(require.resolve("@remix-run/react", { paths: [root] }));
    const rrd = fromRemix("react-router-dom/server") as {
      createStaticHandler: (routes: Route[]) => { query: (r: Request) => Promise<unknown> };
      createStaticRouter: (routes: Route[], context: unknown) => Router;
    };
    const table = (): Route[] => [
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a" },
          { id: "b", path: "b" },
        ],
      },
    ];
    const routes = table();
    const handler = rrd.createStaticHandler(table());
    const atA = await handler.query(new Request("http://guyub.test/a"));
    const atB = await handler.query(new Request("http://guyub.test/b"));
    const first = rrd.createStaticRouter(routes, atA);
    const second = rrd.createStaticRouter(routes, atB);
    expect(second.routes).toBe(first.routes);
    // Shared by every render, so frozen all the way down (and matched by identity).
    expect(Object.isFrozen(first.routes)).toBe(true);
    expect(Object.isFrozen(first.routes[0])).toBe(true);
    expect(Object.isFrozen(first.routes[0].children![1])).toBe(true);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
    // The matches carry the kept data routes, not the handler's.
    expect(second.state.matches[1].route).toBe(first.routes[0].children![1]);
    // Another table (even of the same shape) gets its own data routes.
    const other = rrd.createStaticRouter(table(), atA);
    expect(other.routes).not.toBe(first.routes);
    expect(other.state.matches[1].route).toBe(other.routes[0].children![0]);
  });

  it("has the route-table patches in the packages the server loads, for the installed versions", () => {
    const fromRemix = createRequire(require.resolve("@remix-run/react", { paths: [root] }));
    const files = [
      {
        pkg: "@remix-run/react",
        file: require.resolve("@remix-run/react/dist/server.js", { paths: [root] }),
        marker: "serverRoutesOf(manifest.routes",
      },
      { pkg: "react-router-dom", file: fromRemix.resolve("react-router-dom/server"), marker: "dataRoutesCache.get(routes)" },
    ];
    const patches = fs.readdirSync(path.join(root, "patches"));
    for (const { pkg, file, marker } of files) {
      const source = fs.readFileSync(file, "utf8");
      expect(source, file).toContain("Patched (patch-package)");
      expect(source, file).toContain(marker);
      let dir = path.dirname(file);
      while (
        !fs.existsSync(path.join(dir, "package.json")) ||
        (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string }).name !== pkg
      )
        dir = path.dirname(dir);
      const version = (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
      expect(patches).toContain(`${pkg.replace("/", "+")}+${version}.patch`);
    }
  });
});
