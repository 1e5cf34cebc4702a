import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The server's one-pass render knows a lazy piece was not ready only through
 * LazyBoundary's fallback (app/utils/lazy-boundary.tsx): a bare <Suspense> would let a
 * page go out with a piece left for JavaScript to render. Every boundary of the app is
 * a LazyBoundary.
 */
const app = path.resolve(__dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("Suspense boundaries", () => {
  it("are all LazyBoundary, whose fallback marks the server's render unready", () => {
    const files = sources(app);
    const bare = files.filter((f) => !f.endsWith(path.join("utils", "lazy-boundary.tsx")) && /<Suspense\b/.test(fs.readFileSync(f, "utf8")));
    expect(bare.map((f) => path.relative(app, f))).toEqual([]);
    // The boundaries the pages have (not a vacuous check).
    expect(files.filter((f) => fs.readFileSync(f, "utf8").includes("<LazyBoundary>")).length).toBeGreaterThanOrEqual(5);
  });
});
