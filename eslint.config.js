import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/*
 * The layers (../shared/STYLE.md): route -> validation -> model -> db, one way. These
 * patterns match import paths as written: relative, through the `~` alias, or from the
 * repository root (tsconfig's baseUrl), type imports included.
 */
// Any path into the top-level db/ folder (a folder named db; not ~/utils/db.server).
const INTO_DB = String.raw`^(?:[.~/].*/)?db(?:/|$)`;
// Any path into app/models.
const INTO_MODELS = String.raw`^(?:[.~/].*/|app/)?models(?:/|$)`;
// Any *.server module.
const SERVER_MODULE = String.raw`\.server(?:\.[cm]?[jt]sx?)?$`;
// Any path into app/ (from db/), except app/utils/enums.
const APP = String.raw`(?:(?:[./].*/)?app|~)`;
const INTO_APP_BUT_ENUMS = String.raw`^(?!${APP}/utils/enums(?:\.[jt]s)?$)${APP}(?:/|$)`;

/**
 * One layer's forbidden imports: static imports and re-exports (no-restricted-imports)
 * and `import("…")` (no-restricted-syntax; esquery regexes may not contain "/", so it is
 * written \x2F there).
 */
function layerRules(forbidden) {
  return {
    "no-restricted-imports": ["error", { patterns: forbidden.map(([regex, message]) => ({ regex, message })) }],
    "no-restricted-syntax": [
      "error",
      ...forbidden.map(([regex, message]) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`,
        message,
      })),
    ],
  };
}

const ROUTE_NO_DB = "A route never imports db/ (types included): go through a model in app/models, which re-exports the types routes need.";
const COMPONENT_NO_MODEL = "A component never imports a model: its route's loader passes the data.";
const COMPONENT_NO_DB = "A component never imports db/: its route's loader passes the data.";
const COMPONENT_NO_SERVER = "A component never imports a .server module (it becomes an empty module in the browser).";
const DB_NO_APP = "db/ imports nothing from app/ but app/utils/enums.";

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", "node_modules/**", ".tmp/**", "data/**", "test-results/**", "playwright-report/**", ".cache/**"],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  // The layer rules bind the shipped code; tests may reach across layers to set up and check.
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([[INTO_DB, ROUTE_NO_DB]]),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      ...layerRules([
        [INTO_MODELS, COMPONENT_NO_MODEL],
        [INTO_DB, COMPONENT_NO_DB],
        [SERVER_MODULE, COMPONENT_NO_SERVER],
      ]),
      // Catalogues stay on the server: components read texts with useT (loader data).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/i18n/*", "!~/i18n/index", "!~/i18n/format", "!~/i18n/use-lang"],
              allowTypeImports: true,
              message: "Import a catalogue as a type only and read its texts with useT (docs/decisions/002).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: layerRules([[INTO_APP_BUT_ENUMS, DB_NO_APP]]),
  },
);
