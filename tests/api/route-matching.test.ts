import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { readBuiltManifest, type RemixManifest } from "../../bench/client-js";

/*
 * The server's route matching is patched at install (patches/@remix-run+router+*.patch,
 * applied by patch-package in `postinstall`; docs/decisions/030-framework-patches.md):
 * the ranked branches of a route table and the match of each path are kept per shape of
 * the table (and by identity for a table frozen all the way down), and each path pattern
 * is compiled once. This file proves the patch is in the copy of @remix-run/router the
 * server loads, and that it matches exactly like the unpatched router for every route of
 * the build: the patch touches only the CommonJS build (what Node loads), so the package's
 * ES module build, which the browser bundle uses, is the unpatched reference.
 * Run `npx remix build` before running this file alone (npm test builds first).
 */
const root = path.resolve(__dirname, "../..");
const MARKER = "Patched (patch-package)";

type RouteObject = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteObject[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: RouteObject };
type MatchRoutes = (routes: RouteObject[], location: string, basename?: string) => Match[] | null;
type Router = { matchRoutes: MatchRoutes };

// The router the server runtime requires (not whatever copy this file would resolve).
const requireFromRuntime = createRequire(require.resolve("@remix-run/server-runtime", { paths: [root] }));
const cjsFile = requireFromRuntime.resolve("@remix-run/router");
const esmFile = path.join(path.dirname(cjsFile), "router.js");
const patched = requireFromRuntime("@remix-run/router") as Router;
let reference: Router;

/** The route tree the way Remix builds it from the manifest (fresh objects on every call). */
function routeTree(manifest: RemixManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const route = r as unknown as { id: string; path?: string; index?: boolean; caseSensitive?: boolean };
      const children = routeTree(manifest, route.id);
      return { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children };
    });
}

function allRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

/** Concrete URLs for every route: its full path with params and splats filled in, and variants. */
function urlsFor(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const full = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    const filled = [
      full.replace(/:[\w-]+\??/g, "x1").replace(/\*$/, "a/b"),
      full.replace(/:[\w-]+\??/g, "42").replace(/\*$/, ""),
      full.replace(/:[\w-]+\??/g, "sari%20dewi").replace(/\*$/, "caf%C3%A9"),
    ];
    const variants = filled.flatMap((u) => [u || "/", `${u}/`, u.toUpperCase() || "/", `${u}/unknown-child`, `${u}/a/b/c`]);
    return [...variants, ...urlsFor(route.children ?? [], full)];
  });
}

const EXTRA = ["/", "", "//", "/nope", "/browse?x=1", "/a%2Fb", "/community//dashboard", "/api/briefs/1/report.csv"];

function shape(matches: Match[] | null) {
  return matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;
}

describe("route matching patch", () => {
  let manifest: RemixManifest;
  let urls: string[];

  beforeAll(async () => {
    reference = (await import(pathToFileURL(esmFile).href)) as Router;
    manifest = readBuiltManifest(root);
    urls = [...new Set([...urlsFor(routeTree(manifest)), ...EXTRA])];
  });

  it("is in the router the server loads, for the installed version, and not in the browser's build", () => {
    expect(fs.readFileSync(cjsFile, "utf8")).toContain(MARKER);
    expect(fs.readFileSync(esmFile, "utf8")).not.toContain(MARKER);
    const version = (JSON.parse(fs.readFileSync(path.join(path.dirname(cjsFile), "..", "package.json"), "utf8")) as { version: string })
      .version;
    expect(fs.readdirSync(path.join(root, "patches"))).toContain(`@remix-run+router+${version}.patch`);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.postinstall).toMatch(/^patch-package\b/);
  });

  it("matches every route of the build like the unpatched router, on the same table and on a new one per call", () => {
    expect(Object.keys(manifest.routes).length).toBeGreaterThan(50);
    const stable = routeTree(manifest);
    let compared = 0;
    for (const url of urls) {
      for (const basename of [undefined, "/"]) {
        // The same table again and again (the server runtime's), and a new table of the
        // same shape on every call (what each render builds).
        for (const tree of [stable, routeTree(manifest)]) {
          const got = patched.matchRoutes(tree, url, basename);
          const want = reference.matchRoutes(tree, url, basename);
          expect(shape(got), url).toEqual(shape(want));
          // The route objects are the ones of the table passed in.
          got?.forEach((m, i) => expect(m.route).toBe(want![i].route));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // Every routable route of the build was matched by at least one URL.
    const matchedIds = new Set(urls.flatMap((u) => shape(patched.matchRoutes(stable, u))?.map((m) => m.id) ?? []));
    const routable = allRoutes(stable).filter((r) => r.path !== undefined || r.index);
    expect(routable.filter((r) => !matchedIds.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it("sees a table that changed shape (a route added, a path changed) and matches under a basename", () => {
    const tree = routeTree(manifest);
    expect(patched.matchRoutes(tree, "/brand-new-page")?.at(-1)?.route.id).toBe(
      reference.matchRoutes(tree, "/brand-new-page")?.at(-1)?.route.id,
    );
    tree[0].children!.push({ id: "added", path: "brand-new-page" });
    expect(patched.matchRoutes(tree, "/brand-new-page")?.at(-1)?.route.id).toBe("added");
    const browse = allRoutes(tree).find((r) => r.path === "browse")!;
    browse.path = "jelajah";
    for (const url of ["/browse", "/jelajah", "/brand-new-page"]) {
      expect(shape(patched.matchRoutes(tree, url))).toEqual(shape(reference.matchRoutes(tree, url)));
    }
    for (const url of ["/app/browse", "/app", "/browse", "/app/community/dashboard"]) {
      expect(shape(patched.matchRoutes(tree, url, "/app"))).toEqual(shape(reference.matchRoutes(tree, url, "/app")));
    }
  });

  it("matches a table frozen all the way down like the unpatched router, and sees a copy that is not frozen change", () => {
    const freeze = (routes: RouteObject[]): RouteObject[] => {
      for (const route of routes) {
        if (route.children) freeze(route.children);
        Object.freeze(route);
      }
      return Object.freeze(routes) as RouteObject[];
    };
    const frozen = freeze(routeTree(manifest));
    for (const url of urls) {
      for (let round = 0; round < 2; round++) {
        const got = patched.matchRoutes(frozen, url);
        expect(shape(got), url).toEqual(shape(reference.matchRoutes(frozen, url)));
        got?.forEach((m, i) => expect(m.route).toBe(reference.matchRoutes(frozen, url)![i].route));
        // Each call hands out new match objects: a caller changing one changes no later answer.
        if (got?.[0]) (got[0].params as Record<string, string>)["changed"] = "yes";
      }
    }
    // Frozen only at the top: its children may still change, so it is matched by shape.
    const top = Object.freeze(routeTree(manifest)) as RouteObject[];
    expect(patched.matchRoutes(top, "/jelajah")?.at(-1)?.route.id).toBe(reference.matchRoutes(top, "/jelajah")?.at(-1)?.route.id);
    allRoutes(top).find((r) => r.path === "browse")!.path = "jelajah";
    expect(shape(patched.matchRoutes(top, "/jelajah"))).toEqual(shape(reference.matchRoutes(top, "/jelajah")));
  });
});
