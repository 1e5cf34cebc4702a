import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FRAMEWORK_PATCHES, PATCH_MARK, installedPackage, missingFrameworkPatches, patchFileName } from "./framework-patches.server";

/*
 * The framework patches (docs/decisions/030-framework-patches.md): one patch file per
 * patched package, for the version installed, pinned to that version in package.json,
 * applied to the copy the server loads; and the start-up check names a patch that is not
 * applied. Each patch's parity with the unpatched code is proven in tests/api
 * (route-matching, render-path, server-links).
 */
const root = path.resolve(__dirname, "../..");
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  overrides?: Record<string, string>;
};

const trees: string[] = [];
afterEach(() => {
  for (const dir of trees.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A package in a throwaway node_modules: its package.json and files (path -> text). */
function writePackage(at: string, name: string, version: string, main: string, files: Record<string, string>) {
  const dir = path.join(at, "node_modules", name);
  for (const [file, text] of Object.entries({
    "package.json": JSON.stringify({ name, version, main }),
    [main]: "module.exports = {};",
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("framework patches", () => {
  it("are applied to every patched file the server loads", () => {
    expect(missingFrameworkPatches(root)).toEqual([]);
  });

  it("are one file per patched package in patches/, made for the installed version, and nothing else", () => {
    const expected = FRAMEWORK_PATCHES.map((patch) => patchFileName(patch.name, installedPackage(patch, root).version));
    expect(fs.readdirSync(path.join(root, "patches")).sort()).toEqual(expected.sort());
  });

  it("pin each patched package to that exact version in package.json (a dependency or an override)", () => {
    for (const patch of FRAMEWORK_PATCHES) {
      const pinned = packageJson.dependencies[patch.name] ?? packageJson.overrides?.[patch.name];
      expect(pinned, patch.name).toBe(installedPackage(patch, root).version);
    }
  });

  it("are applied at install without stopping a local install when one no longer applies", () => {
    // patch-package still fails on CI (its default there); a local install goes on and
    // the server warns at start (warnOnMissingFrameworkPatches).
    expect(packageJson.scripts.postinstall).toBe("patch-package");
  });

  it("name each file the server would load without its patch, through the package that requires it", () => {
    const at = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-patches-"));
    trees.push(at);
    fs.writeFileSync(path.join(at, "package.json"), "{}");
    const marked = `// ${PATCH_MARK}\n`;
    writePackage(at, "@remix-run/server-runtime", "2.17.5", "dist/index.js", {});
    writePackage(at, "@remix-run/router", "1.23.3", "dist/router.cjs.js", { "dist/router.cjs.js": "// unpatched\n" });
    const remix = writePackage(at, "@remix-run/react", "2.17.5", "dist/index.js", {
      "dist/components.js": marked,
      "dist/server.js": "// unpatched\n",
    });
    // A patched copy at the top, and the one @remix-run/react requires nested, unpatched.
    writePackage(at, "react-router-dom", "6.30.4", "dist/main.js", { "server.js": marked });
    writePackage(remix, "react-router-dom", "6.30.5", "dist/main.js", { "server.js": "// unpatched\n" });
    expect(missingFrameworkPatches(at)).toEqual([
      "@remix-run/router@1.23.3 (dist/router.cjs.js)",
      "@remix-run/react@2.17.5 (dist/server.js)",
      "react-router-dom@6.30.5 (server.js)",
    ]);
  });
});
