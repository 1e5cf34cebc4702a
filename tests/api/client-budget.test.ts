import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { JS_BUDGET_BYTES } from "../../bench/pages";
import { weighPage, type Fetched } from "../../bench/weight";
import {
  collectJs,
  describeFile,
  firstVisitModules,
  readBuiltManifest,
  rendersComponent,
  routeChain,
  routePattern,
  type Asset,
  type Loaded,
  type RemixManifest,
} from "../../bench/client-js";
import { serverForTests } from "./kit";

/*
 * The product rule: every page, signed in or not, loads at most 100 KB (1 KB = 1000
 * bytes) of gzipped JavaScript. Computed from the build manifest for EVERY route that
 * renders a page, signed-in ones included, without a browser or a database: the entry
 * and its imports, each route of the page's match chain (root → parents → the route)
 * with its imports, then every static import inside those files (bench/client-js.ts,
 * the rule bench/weight.ts applies to the served HTML); each file gzipped on its own at
 * zlib's default level, each file counted once.
 *
 * Which routes render a page: the manifest cannot say (it has hasLoader, hasAction,
 * hasErrorBoundary, not "has a default export"), so the route's built module decides
 * (bench/client-js.ts rendersComponent); resource routes (app/routes/api+/ and
 * _resources+/, the redirect-only area indexes) have no component. Layout routes count too:
 * their chain is a prefix of their children's, so they never fail alone.
 * Run `npx remix build` before running this file alone (npm test builds first).
 */
const BUDGET = JS_BUDGET_BYTES;
const root = path.resolve(__dirname, "../..");
const buildDir = path.join(root, "public", "build");
/** The manifest's URLs are paths (/build/...); collectJs wants absolute URLs. */
const ORIGIN = "http://guyub.invalid";
const lazyRouteDiscovery = remixConfig.future?.v3_lazyRouteDiscovery === true;

type PageJs = { id: string; pattern: string; gzip: number; files: Asset[]; missing: string[] };

/** A built file by its URL, from disk (public/build is served at /build). */
function readBuilt(url: string): Buffer | null {
  const { pathname } = new URL(url, ORIGIN);
  if (!pathname.startsWith("/build/")) return null;
  const file = path.join(buildDir, pathname.slice("/build/".length));
  return file.startsWith(buildDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file) : null;
}

const cache = new Map<string, Loaded | null>();
function loadBuilt(url: string): Loaded | null {
  if (!cache.has(url)) {
    const body = readBuilt(url);
    cache.set(url, body ? describeFile(url, body) : null);
  }
  return cache.get(url)!;
}

async function pageJs(manifest: RemixManifest, id: string): Promise<PageJs> {
  const start = firstVisitModules(manifest, routeChain(manifest, id), { lazyRouteDiscovery }).map((u) => new URL(u, ORIGIN).href);
  const js = await collectJs(start, ORIGIN, loadBuilt);
  return { id, pattern: routePattern(manifest, id), ...js };
}

const kb = (bytes: number) => `${bytes.toLocaleString("en-US")} B`;
const shortUrl = (url: string) => new URL(url).pathname;

describe("the JavaScript every page loads (build manifest)", () => {
  let manifest: RemixManifest;
  let pageIds: string[];
  let pages: PageJs[];

  beforeAll(async () => {
    manifest = readBuiltManifest(root);
    pageIds = Object.values(manifest.routes)
      .filter((r) => {
        const code = readBuilt(r.module);
        if (!code) throw new Error(`the manifest names ${r.module} for ${r.id}, but public/build has no such file: rebuild.`);
        return rendersComponent(code.toString("utf8"));
      })
      .map((r) => r.id);
    pages = [];
    for (const id of pageIds) pages.push(await pageJs(manifest, id));
  });

  it("tells pages from resource routes", () => {
    const all = Object.keys(manifest.routes);
    // Resource routes, by folder: the JSON endpoints (api+/) and the rest (_resources+/:
    // the health check, the language switch, the sign-out POST, files, the bell's posts).
    const resource = all.filter((id) => /^routes\/(api|_resources)\+\//.test(id));
    expect(resource.length).toBeGreaterThan(5);
    expect(pageIds.filter((id) => resource.includes(id))).toEqual([]);
    // The journal's CSV beside the Finance tab is a download, not a page.
    expect(pageIds).not.toContain("routes/admin+/finance.ledger[.csv]");
    for (const id of [
      "root",
      "routes/_public+/_index/route",
      "routes/_public+/browse/route",
      "routes/_auth+/auth/route",
      "routes/community+/dashboard/route",
      "routes/admin+/dashboard",
      "routes/admin+/finance/route",
    ]) {
      expect(pageIds).toContain(id);
    }
  });

  it("counts the entry, the root and the route's own chunks, and finds every file", () => {
    const entry = new URL(manifest.entry.module, ORIGIN).href;
    const rootModule = new URL(manifest.routes.root.module, ORIGIN).href;
    for (const page of pages) {
      const urls = page.files.map((f) => f.url);
      expect(page.missing, page.id).toEqual([]);
      expect(urls, page.id).toContain(entry);
      for (const i of manifest.entry.imports) expect(urls, page.id).toContain(new URL(i, ORIGIN).href);
      expect(urls, page.id).toContain(rootModule);
      for (const r of routeChain(manifest, page.id)) expect(urls, page.id).toContain(new URL(r.module, ORIGIN).href);
      expect(new Set(urls).size, page.id).toBe(urls.length);
      // React and Remix alone are ~85 KB: a smaller total means files went uncounted.
      expect(page.gzip, page.id).toBeGreaterThan(50_000);
    }
  });

  it(`keeps every page at or under ${BUDGET.toLocaleString("en-US")} bytes of gzipped JS`, () => {
    const over = pages.filter((p) => p.gzip > BUDGET).sort((a, b) => b.gzip - a.gzip);
    if (over.length === 0) return;
    const lines = over.map((p) => {
      const biggest = [...p.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      return [
        `  ${p.id} (${p.pattern}): ${kb(p.gzip)} in ${p.files.length} files, ${kb(p.gzip - BUDGET)} over`,
        ...biggest.map((f) => `      ${kb(f.gzip).padStart(11)}  ${shortUrl(f.url)}`),
      ].join("\n");
    });
    expect.fail(
      `${over.length} of ${pages.length} routes that render a page load more than ${kb(BUDGET)} of gzipped JS ` +
        `(each file gzipped on its own; five biggest files shown):\n${lines.join("\n")}`,
    );
  });
});

/*
 * The bench (bench/weight.ts) weighs the JS the SERVED HTML names; this file computes it
 * from the manifest. They must be the same files: a difference means one of them
 * misreads what the browser loads.
 */
describe("the manifest's JS equals what the served HTML loads", () => {
  const server = serverForTests();

  it.each([
    ["/", "routes/_public+/_index/route"],
    ["/browse", "routes/_public+/browse/route"],
    ["/auth", "routes/_auth+/auth/route"],
  ])("%s", async (url, id) => {
    const served = await weighPage(server.url, url, new Map<string, Fetched | null>());
    expect(served.status).toBe(200);
    expect(served.missing).toEqual([]);
    const computed = await pageJs(readBuiltManifest(root), id);
    const paths = (files: Asset[]) => files.map((f) => shortUrl(f.url)).sort();
    expect(paths(served.js)).toEqual(paths(computed.files));
    expect(served.jsGzip).toBe(computed.gzip);
  });
});
