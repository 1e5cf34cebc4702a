import path from "node:path";
import { defineConfig } from "vitest/config";

/*
 * Two projects: "fast" (units, models on real SQLite files, lint rules, scripts; no build,
 * `npm run test:fast` watches them) and "http" (the JSON API and pages over HTTP against
 * the built server; `npm test` builds first).
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/db.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "fast", include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/lint/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      { extends: true, test: { name: "http", include: ["tests/api/**/*.test.ts"] } },
    ],
  },
});
