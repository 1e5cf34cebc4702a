import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logger } from "~/lib/server/logger.server";

/*
 * The framework patches in patches/ (docs/decisions/030-framework-patches.md) make a
 * fresh server render cheaper and change nothing else: without them the server works the
 * same, with more CPU per page. patch-package applies them at install; when one no longer
 * applies (a version moved), a local install goes on and the server says so at start.
 */

/** The mark every patched file carries, in the comment of each change. */
export const PATCH_MARK = "Patched (patch-package)";

type FrameworkPatch = {
  /** The patched package. */
  name: string;
  /** The package whose copy of it the server loads (the one that requires it). */
  via?: string;
  /** The files the patch changes, in the package. */
  files: string[];
};

/** Each package patches/ patches, and the files its patch changes. */
export const FRAMEWORK_PATCHES: readonly FrameworkPatch[] = [
  { name: "@remix-run/router", via: "@remix-run/server-runtime", files: ["dist/router.cjs.js"] },
  { name: "@remix-run/react", files: ["dist/components.js", "dist/server.js"] },
  { name: "react-router-dom", via: "@remix-run/react", files: ["server.js"] },
];

/** The name of a package's patch file in patches/ (patch-package's naming). */
export function patchFileName(name: string, version: string): string {
  return `${name.replace("/", "+")}+${version}.patch`;
}

/**
 * The folder and version of the copy of `patch.name` the server loads, looked up from
 * `from` (the app's folder) the way Node resolves it, through `patch.via` when given.
 */
export function installedPackage(patch: FrameworkPatch, from: string): { dir: string; version: string } {
  let require = createRequire(path.join(from, "package.json"));
  if (patch.via) require = createRequire(require.resolve(patch.via));
  for (let dir = path.dirname(require.resolve(patch.name)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string; version: string };
      if (pkg.name === patch.name) return { dir, version: pkg.version };
    }
    if (path.dirname(dir) === dir) throw new Error(`${patch.name}: no package.json above ${require.resolve(patch.name)}`);
  }
}

/** The app's folder: the nearest above this module (or above the server build, build/) with a package.json. */
function appFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** "name@version (file)" for each patched file the server loads without its patch. */
export function missingFrameworkPatches(from: string = appFolder()): string[] {
  return FRAMEWORK_PATCHES.flatMap((patch) => {
    const { dir, version } = installedPackage(patch, from);
    return patch.files
      .filter((file) => !fs.readFileSync(path.join(dir, file), "utf8").includes(PATCH_MARK))
      .map((file) => `${patch.name}@${version} (${file})`);
  });
}

/** One line at start when a patch is missing (never an error: the server works without). */
export function warnOnMissingFrameworkPatches(): void {
  let missing: string[];
  try {
    missing = missingFrameworkPatches();
  } catch (error) {
    missing = [`(not checked: ${error instanceof Error ? error.message : String(error)})`];
  }
  if (missing.length === 0) return;
  logger.warn(
    { missing },
    "framework patches not applied: pages render correctly but take more CPU. " +
      "Install the versions package.json pins (npm ci): docs/decisions/030-framework-patches.md.",
  );
}
