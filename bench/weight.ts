import { collectJs, describeFile, gzipSize, type Asset, type Loaded } from "./client-js";

/*
 * Page weight: what a first visit downloads, measured as gzip bytes (zlib default
 * level, each file compressed on its own, as HTTP transfers them).
 *
 * The JavaScript of a page is what the Remix classic compiler makes it load right away:
 * <script src>, <link rel="modulepreload"> (entry, root, the route chunks) and the
 * imports of the inline `<script type="module">` that boots the app
 * (`import * as route0 from …`, `import("/build/entry.client-….js")`, and
 * `import "/build/manifest-….js"` when lazy route discovery is off), then, transitively,
 * every STATIC import inside those files: bench/client-js.ts, the same rule as the
 * manifest budget test (tests/api/client-budget.test.ts), which must find the same files.
 */

export type { Asset } from "./client-js";
/** A fetched asset and the modules it imports statically (JS only). */
export type Fetched = Loaded;

export type PageWeight = {
  path: string;
  /** The role whose session cookie the request carried; null: anonymous. */
  signedInAs: string | null;
  status: number;
  /** Where a redirect pointed (redirects are not followed). */
  location: string | null;
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

async function fetchBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; encoding: string | null; location: string | null }> {
  // A redirect is not followed: a signed-in page that sends us to /auth must not be
  // weighed as the sign-in page.
  const res = await fetch(url, { headers, redirect: "manual" });
  // fetch() undoes Content-Encoding: `body` is the real file, which we gzip ourselves.
  return {
    status: res.status,
    body: Buffer.from(await res.arrayBuffer()),
    encoding: res.headers.get("content-encoding"),
    location: res.headers.get("location"),
  };
}

/**
 * Weigh one page; `cache` shares fetched assets between pages (each URL fetched once).
 * `headers` go with the page request only (a session cookie), not with the assets.
 */
export async function weighPage(
  base: string,
  path: string,
  cache: Map<string, Fetched | null>,
  o: { headers?: Record<string, string>; signedInAs?: string } = {},
): Promise<PageWeight> {
  const pageUrl = new URL(path, base).href;
  const page = await fetchBytes(pageUrl, o.headers);
  const html = page.body.toString("utf8");
  const { js, css } = assetsOfHtml(html, pageUrl);
  const missing: string[] = [];

  async function load(url: string): Promise<Fetched | null> {
    if (!cache.has(url)) {
      const r = await fetchBytes(url);
      cache.set(url, r.status === 200 ? describeFile(url, r.body) : null);
    }
    return cache.get(url) ?? null;
  }

  const scripts = await collectJs(js, new URL(base).origin, load);
  missing.push(...scripts.missing);
  const cssAssets: Asset[] = [];
  for (const url of css) {
    const asset = await load(url);
    if (asset) cssAssets.push({ url: asset.url, bytes: asset.bytes, gzip: asset.gzip });
    else missing.push(url);
  }
  return {
    path,
    signedInAs: o.signedInAs ?? null,
    status: page.status,
    location: page.location,
    servedEncoding: page.encoding,
    html: { bytes: page.body.length, gzip: gzipSize(page.body) },
    js: scripts.files,
    css: cssAssets,
    jsGzip: scripts.gzip,
    cssGzip: cssAssets.reduce((n, a) => n + a.gzip, 0),
    missing,
  };
}

/** The JS gzip bytes of several pages together (a visitor who sees all of them). */
export function unionJsGzip(pages: PageWeight[]): { files: number; gzip: number } {
  const byUrl = new Map<string, number>();
  for (const p of pages) for (const a of p.js) byUrl.set(a.url, a.gzip);
  return { files: byUrl.size, gzip: [...byUrl.values()].reduce((a, b) => a + b, 0) };
}
