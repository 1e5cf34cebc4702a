import fs from "node:fs";
import path from "node:path";

/*
 * remix-serve puts express.static("public") in front of Remix, so every page request
 * first looks for public/<path> on disk (a stat that misses). public/ holds only files
 * shipped with the app (nothing writes there at run time; the build's assets under
 * /build have their own middleware, mounted at /build), so its files are listed once at
 * start and only their paths reach express.static: same answers and headers for them,
 * no filesystem lookup for anything else. A file added to public/ is served after a
 * restart. See docs/decisions/022-render-cost.md.
 */

/** The URL paths of public/'s files (decoded, "/favicon.svg"), without build/ and dotfiles. */
export function listPublicFiles(dir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (sub: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, sub), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // express.static ignores dotfiles (404), and /build is answered by its own middleware.
      if (entry.name.startsWith(".") || (sub === "" && entry.name === "build")) continue;
      const rel = `${sub}/${entry.name}`;
      if (entry.isDirectory()) {
        // A folder with an index.html: express.static answers /dir (redirect) and /dir/.
        if (fs.existsSync(path.join(dir, rel, "index.html"))) paths.add(rel).add(`${rel}/`);
        walk(rel);
      } else if (entry.isFile()) {
        paths.add(rel);
      }
    }
  };
  walk("");
  return paths;
}

type Handler = (req: { url?: string; originalUrl?: string }, res: unknown, next: (error?: unknown) => void) => void;
type Layer = { handle: Handler; regexp?: { fast_slash?: boolean } };
type ExpressApp = { _router?: { stack?: Layer[] } };

function decodedPathname(url: string | undefined): string | null {
  const raw = (url ?? "/").split("?", 1)[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * In an express app (remix-serve's), let only `files` reach the express.static mounted at
 * "/": any other request skips it. Returns whether such a middleware was found.
 */
export function limitRootStaticToFiles(app: unknown, files: ReadonlySet<string>): boolean {
  const stack = (app as ExpressApp | null)?._router?.stack;
  if (!Array.isArray(stack)) return false;
  let found = false;
  for (const layer of stack) {
    if (layer.handle?.name !== "serveStatic" || layer.regexp?.fast_slash !== true) continue;
    const serveStatic = layer.handle;
    layer.handle = function serveKnownStatic(req, res, next) {
      const pathname = decodedPathname(req.url);
      if (pathname === null || !files.has(pathname)) return next();
      return serveStatic(req, res, next);
    };
    found = true;
  }
  return found;
}
