import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/*
 * The JavaScript a first visit loads, one rule for both ways of finding it:
 *
 * - bench/weight.ts starts from what the SERVED HTML names (<link rel="modulepreload">,
 *   the imports of the inline module script);
 * - tests/api/client-budget.test.ts starts from the BUILD MANIFEST
 *   (public/build/manifest-*.js), as Remix's <Scripts> does when it writes that HTML.
 *
 * Both then follow every STATIC import and re-export inside those files (shared chunks
 * a list might miss) and gzip each file on its own (zlib default level, as HTTP sends
 * them). Dynamic `import()` inside chunks is not followed: those are other routes'
 * modules, loaded on navigation, not on this page.
 */

export type Asset = { url: string; bytes: number; gzip: number };
/** A fetched or read file and the modules it imports statically (JS only). */
export type Loaded = Asset & { imports: string[] };

export const gzipSize = (body: Buffer | string) => zlib.gzipSync(body).length;

/** Static imports and re-exports of an ES module (minified esbuild output included). */
export function staticImports(code: string, fileUrl: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
    found.add(new URL(m[1], fileUrl).href);
  }
  return [...found];
}

/** Size, gzip size and (for JS) static imports of one file served at `url`. */
export function describeFile(url: string, body: Buffer): Loaded {
  const isJs = /\.m?js$/.test(new URL(url).pathname);
  return { url, bytes: body.length, gzip: gzipSize(body), imports: isJs ? staticImports(body.toString("utf8"), url) : [] };
}

/**
 * `start` and, breadth-first, every file they import statically, each once; only files
 * of `origin` (absolute URLs throughout). `load` answers null for a file that is not there.
 */
export async function collectJs(
  start: string[],
  origin: string,
  load: (url: string) => Promise<Loaded | null> | Loaded | null,
): Promise<{ files: Asset[]; missing: string[]; gzip: number }> {
  const files: Asset[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url) || new URL(url).origin !== origin) continue;
    seen.add(url);
    const file = await load(url);
    if (!file) {
      missing.push(url);
      continue;
    }
    files.push({ url: file.url, bytes: file.bytes, gzip: file.gzip });
    queue.push(...file.imports);
  }
  return { files, missing, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/* ---------- the Remix classic compiler's manifest ---------- */

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasLoader: boolean;
  hasAction: boolean;
  hasErrorBoundary: boolean;
};

export type RemixManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
  version: string;
};

/** public/build/manifest-*.js is `window.__remixManifest=<JSON>;` (@remix-run/dev compiler/manifest.js). */
export function parseManifest(code: string): RemixManifest {
  const m = /^\s*window\.__remixManifest\s*=\s*([\s\S]*?);?\s*$/.exec(code);
  if (!m) throw new Error("not a Remix manifest: expected `window.__remixManifest=...`");
  return JSON.parse(m[1]) as RemixManifest;
}

/**
 * The manifest of the build in `root` (public/build/manifest-*.js). `remix dev` leaves old
 * manifests behind (`remix build` empties the folder): then the one build/index.js names.
 */
export function readBuiltManifest(root: string): RemixManifest {
  const buildDir = path.join(root, "public", "build");
  if (!fs.existsSync(buildDir)) throw new Error("public/build is missing: run `npx remix build` (npm test does it).");
  const files = fs.readdirSync(buildDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  let file = files[0];
  if (files.length > 1) {
    const server = path.join(root, "build", "index.js");
    const named = fs.existsSync(server) ? /"\/build\/(manifest-[\w-]+\.js)"/.exec(fs.readFileSync(server, "utf8"))?.[1] : undefined;
    if (!named || !files.includes(named))
      throw new Error(`public/build has ${files.length} manifests and build/index.js names none of them: run \`npx remix build\`.`);
    file = named;
  }
  if (!file) throw new Error("public/build has no manifest-*.js: run `npx remix build`.");
  return parseManifest(fs.readFileSync(path.join(buildDir, file), "utf8"));
}

/** The routes a URL of `routeId` matches, root first (root → parents → the route). */
export function routeChain(manifest: RemixManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(route);
  }
  return chain;
}

/** The URL pattern of a route: its chain's path segments ("/community/dashboard", "/" for an index). */
export function routePattern(manifest: RemixManifest, routeId: string): string {
  return (
    "/" +
    routeChain(manifest, routeId)
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/")
  );
}

/**
 * The modules Remix's <Scripts> makes the browser load for a page whose matches are
 * `chain` (@remix-run/react components.js): modulepreload of the entry and its imports
 * and of each match's imports and module; the inline module script imports the same
 * route modules and the entry. Without `future.v3_lazyRouteDiscovery` it also imports
 * the manifest file; with it (our remix.config.js) the matches' part of the manifest is
 * inlined in the HTML instead, so it weighs as HTML.
 */
export function firstVisitModules(manifest: RemixManifest, chain: ManifestRoute[], o: { lazyRouteDiscovery: boolean }): string[] {
  return [
    ...(o.lazyRouteDiscovery ? [] : [manifest.url]),
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((r) => [...(r.imports ?? []), r.module]),
  ];
}

/**
 * Whether a built route module renders a component. The manifest does not say (it has
 * hasLoader, hasAction, hasErrorBoundary, not "has a default export"); the browser
 * module does: the compiler re-exports only the browser-safe exports of a route
 * (`export { default, meta, ... } from "./route"`, emitted as `export{x as default,...}`),
 * and a route with none of them (a resource route: app/routes/api+/ and _resources+/, a
 * redirect-only index) becomes `module.exports = {}`, a CommonJS shim whose default
 * export is an empty object.
 */
export function rendersComponent(builtRouteModule: string): boolean {
  return (
    /\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}/.test(builtRouteModule) ||
    /\bexport\s+default\s+(?:async\s+)?(?:function|class)\b/.test(builtRouteModule)
  );
}
