import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No file-level import circles in the shipped code (app/, db/, server.ts): a circle makes
 * the order modules load in matter, and says two files are one thing. Static imports and
 * re-exports count, type-only ones included; `import()` does not (it loads later, on
 * purpose). The check works like `madge --circular` over TypeScript sources.
 */

const root = path.resolve(__dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/route.tsx"];
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every circle of the graph, each once (as found from its first file). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function importGraph(): Map<string, string[]> {
  const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "db")), path.join(root, "server.ts")];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    const targets = [...code.matchAll(STATIC_IMPORT)].map((m) => resolveImport(m[1], file)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

describe("import circles", () => {
  it("finds a circle where there is one (the check itself)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads the real graph (it is not empty)", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    const root_ = [...graph.entries()].find(([file]) => file.endsWith(path.join("app", "root.tsx")));
    expect(root_?.[1].length).toBeGreaterThan(3);
  });

  it("has none in app/, db/ and server.ts", () => {
    const cycles = findCycles(importGraph()).map((cycle) => cycle.map((file) => path.relative(root, file)).join(" -> "));
    expect(cycles).toEqual([]);
  });
});
