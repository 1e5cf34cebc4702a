import zlib from "node:zlib";

/*
 * Page weight: what a first visit downloads, measured as gzip bytes (zlib default
 * level, each file compressed on its own, as HTTP transfers them).
 *
 * The JavaScript of a page is what the Remix classic compiler makes it load right away:
 * <script src>, <link rel="modulepreload"> (entry, root, the route chunks and the
 * manifest) and the imports of the inline `<script type="module">` that boots the app
 * (`import "/build/manifest-….js"`, `import * as route0 from …`, `import("/build/entry.client-….js")`),
 * then, transitively, every STATIC import inside those files (shared chunks the
 * modulepreload list might miss). Dynamic `import()` inside chunks is not followed:
 * those are other routes' modules, loaded on navigation, not on this page.
 */

export type Asset = { url: string; bytes: number; gzip: number };
/** A fetched asset and the modules it imports statically (JS only). */
export type Fetched = Asset & { imports: string[] };

export type PageWeight = {
  path: string;
  status: number;
  /** Content-Encoding the server actually used for the HTML (Accept-Encoding sent by fetch). */
  servedEncoding: string | null;
  html: { bytes: number; gzip: number };
  js: Asset[];
  css: Asset[];
  jsGzip: number;
  cssGzip: number;
  /** URLs that looked like imports but did not answer 200 (reported, not counted). */
  missing: string[];
};

export const gzipSize = (body: Buffer | string) => zlib.gzipSync(body).length;

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    result[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return result;
}

/** Script and stylesheet URLs a page's HTML asks for, absolute. */
export function assetsOfHtml(html: string, pageUrl: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const abs = (u: string) => new URL(u.replace(/&amp;/g, "&"), pageUrl).href;
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(m[1].length + 1));
    if (m[1].toLowerCase() === "script" && a.src) js.add(abs(a.src));
    if (m[1].toLowerCase() === "link" && a.href) {
      const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("modulepreload")) js.add(abs(a.href));
      if (rel.includes("stylesheet")) css.add(abs(a.href));
    }
  }
  // Only module scripts: the other inline scripts carry data (__remixContext), whose
  // strings must not be mistaken for imports.
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype\s*=\s*["']?module/i.test(m[1])) continue;
    for (const i of m[2].matchAll(/\bimport\s*\(?\s*["']([^"']+)["']|\bfrom\s*["']([^"']+)["']/g)) js.add(abs(i[1] ?? i[2]));
  }
  return { js: [...js], css: [...css] };
}

/** Static imports and re-exports of an ES module (minified esbuild output included). */
function staticImports(code: string, fileUrl: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
    found.add(new URL(m[1], fileUrl).href);
  }
  return [...found];
}

async function fetchBytes(url: string): Promise<{ status: number; body: Buffer; encoding: string | null }> {
  const res = await fetch(url);
  // fetch() undoes Content-Encoding: `body` is the real file, which we gzip ourselves.
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), encoding: res.headers.get("content-encoding") };
}

/** Weigh one page; `cache` shares fetched assets between pages (each URL fetched once). */
export async function weighPage(base: string, path: string, cache: Map<string, Fetched | null>): Promise<PageWeight> {
  const pageUrl = new URL(path, base).href;
  const page = await fetchBytes(pageUrl);
  const html = page.body.toString("utf8");
  const { js, css } = assetsOfHtml(html, pageUrl);
  const missing: string[] = [];
  const origin = new URL(base).origin;

  async function load(url: string): Promise<Fetched | null> {
    if (!cache.has(url)) {
      const r = await fetchBytes(url);
      const isJs = /\.m?js(\?|$)/.test(new URL(url).pathname);
      cache.set(
        url,
        r.status === 200
          ? { url, bytes: r.body.length, gzip: gzipSize(r.body), imports: isJs ? staticImports(r.body.toString("utf8"), url) : [] }
          : null,
      );
    }
    return cache.get(url) ?? null;
  }

  // Breadth-first over static imports, same origin only.
  const jsAssets: Asset[] = [];
  const seen = new Set<string>();
  const queue = [...js];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url) || new URL(url).origin !== origin) continue;
    seen.add(url);
    const asset = await load(url);
    if (!asset) {
      missing.push(url);
      continue;
    }
    jsAssets.push({ url: asset.url, bytes: asset.bytes, gzip: asset.gzip });
    queue.push(...asset.imports);
  }
  const cssAssets: Asset[] = [];
  for (const url of css) {
    const asset = await load(url);
    if (asset) cssAssets.push({ url: asset.url, bytes: asset.bytes, gzip: asset.gzip });
    else missing.push(url);
  }
  const sum = (list: Asset[]) => list.reduce((n, a) => n + a.gzip, 0);
  return {
    path,
    status: page.status,
    servedEncoding: page.encoding,
    html: { bytes: page.body.length, gzip: gzipSize(page.body) },
    js: jsAssets,
    css: cssAssets,
    jsGzip: sum(jsAssets),
    cssGzip: sum(cssAssets),
    missing,
  };
}

/** The JS gzip bytes of several pages together (a visitor who sees all of them). */
export function unionJsGzip(pages: PageWeight[]): { files: number; gzip: number } {
  const byUrl = new Map<string, number>();
  for (const p of pages) for (const a of p.js) byUrl.set(a.url, a.gzip);
  return { files: byUrl.size, gzip: [...byUrl.values()].reduce((a, b) => a + b, 0) };
}
