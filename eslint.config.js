import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/*
 * The layers, one way (docs/decisions/019-route-folders-and-layers.md, and
 * docs/decisions/029-areas-as-folders.md for app/routes; tests/lint proves that each rule
 * fires):
 *   routes (and their server code) -> app/server -> models -> validation -> db
 * with app/lib/server (database connection, environment, logging, client address) below
 * the models: anything server-side may use it, it imports only db/ and packages. app/utils
 * holds small browser-safe helpers: no .server module, no model.
 * Components never import models, app/server or any .server module, wherever they live
 * (app/components, or a screen's own folder in app/routes); a route never imports
 * another route or another screen's folder, only what is shared on purpose; app/server
 * never imports a route or a component; models never import a route, a component or
 * app/server; validation imports none of those nor db/. These patterns match import
 * paths as written: relative, through the `~` alias, or from the repository root
 * (tsconfig's baseUrl), type imports included.
 */
// Any path into the top-level db/ folder (a folder named db; not ~/lib/server/db.server).
const INTO_DB = String.raw`^(?:[.~/].*/)?db(?:/|$)`;
// Any path into app/models.
const INTO_MODELS = String.raw`^(?:[.~/].*/|app/)?models(?:/|$)`;
// Any path into app/routes, app/components, app/server.
const INTO_ROUTES = String.raw`^(?:[.~/].*/|app/)?routes(?:/|$)`;
const INTO_COMPONENTS = String.raw`^(?:[.~/].*/|app/)?components(?:/|$)`;
// Server infrastructure below the models.
const INTO_LIB = String.raw`^(?:[.~/].*/|app/)?lib(?:/|$)`;
// Any path into app/validation.
const INTO_VALIDATION = String.raw`^(?:[.~/].*/|app/)?validation(?:/|$)`;
// app/server only (a route folder's own server.ts is not it): "~/server/…", "../server/…".
const INTO_SERVER = String.raw`^(?:~/|app/|(?:\.\.?/)+)server(?:/|$)`;
// Any *.server module.
const SERVER_MODULE = String.raw`\.server(?:\.[cm]?[jt]sx?)?$`;
// Route code reaches another route's files only for what is shared on purpose: a *.server
// module or an area's __*.tsx module (docs/decisions/029-areas-as-folders.md). Another
// route, through the alias or from the repository root:
const NOT_SHARED = String.raw`(?!.*\.server(?:\.[cm]?[jt]sx?)?$)(?!(?:.*/)?__[^/]*$)`;
const ROUTE_BY_ALIAS = String.raw`^(?:~/|app/)routes/${NOT_SHARED}`;
// ...or relative, by where the importing file sits: beside the area folders
// (app/routes/reviews.server.ts), in an area folder (admin+/users.tsx: ./ and ../ are
// routes), in a screen folder (admin+/briefs/route.tsx: ../ and ../../ are).
const ROUTE_FROM_TOP = String.raw`^\./${NOT_SHARED}`;
const ROUTE_FROM_AREA = String.raw`^\.\.?/(?!\.\./)${NOT_SHARED}`;
const ROUTE_FROM_SCREEN = String.raw`^(?:\.\./){1,2}(?!\.\./)${NOT_SHARED}`;
// From a screen's component: its own route or server module, or anything out of its folder
// that is still in app/routes.
const OWN_ROUTE = String.raw`^\./(?:route|server)(?:\.[cm]?[jt]sx?)?$`;
const OUT_OF_SCREEN = String.raw`^(?:\.\./){1,2}(?!\.\./)`;
// Any path into app/ (from db/), except the two pure modules both sides share:
// app/utils/enums (the values) and app/utils/amounts (the arithmetic of money, which the
// demo seed computes its invoices with).
const APP = String.raw`(?:(?:[./].*/)?app|~)`;
const INTO_APP_BUT_ENUMS = String.raw`^(?!${APP}/utils/(?:enums|amounts)(?:\.[jt]s)?$)${APP}(?:/|$)`;

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
const DB_NO_APP = "db/ imports nothing from app/ but app/utils/enums and app/utils/amounts.";
const COMPONENT_NO_ROUTE = "A component never imports a route: the route imports the component.";
const SERVER_NO_COMPONENT = "Server code never imports a component: shape views in a shared module (app/utils/*-view.ts) both can import.";
const SERVER_NO_ROUTE = "app/server never imports a route's code: routes call app/server, not the other way.";
const MODEL_NO_ROUTE = "A model never imports a route's code: routes call models.";
const MODEL_NO_COMPONENT = "A model never imports a component.";
const MODEL_NO_SERVER = "A model never imports app/server (the HTTP front door): it gets what it needs as arguments.";
const VALIDATION_ONLY_DOWN =
  "Validation imports no model, db/, app/lib, route, component or app/server: forms, actions, the API and models share it.";
const UTILS_NO_UP =
  "app/utils holds small browser-safe helpers shared by several areas: it never imports a route, a component, app/server, a model, app/lib or a .server module.";
const LIB_ONLY_DOWN =
  "app/lib/server is infrastructure below the models (connection, environment, logging): it imports only db/, packages and itself, never a model, validation, app/server, a route or a component.";
const ROUTE_NO_ROUTE =
  "A route never imports another route or another screen's folder: what screens share is a shared module (app/components, a *.server.ts beside the routes or in the area, an area's __*.tsx).";
const SCREEN_COMPONENT_ONLY_DOWN =
  "A screen's component imports neither its route nor its server module, nor route code outside its folder: the route imports the component and passes the data.";

/** Component rules: app/components, and a screen's own components in its route folder. */
const COMPONENT_FORBIDDEN = [
  [INTO_MODELS, COMPONENT_NO_MODEL],
  [INTO_DB, COMPONENT_NO_DB],
  [SERVER_MODULE, COMPONENT_NO_SERVER],
  [INTO_SERVER, COMPONENT_NO_SERVER],
  [INTO_ROUTES, COMPONENT_NO_ROUTE],
];
// Catalogues stay on the server: components read texts with useT (loader data).
const CATALOGUES_AS_TYPES = [
  "error",
  {
    patterns: [
      {
        group: ["~/i18n/*", "!~/i18n/index", "!~/i18n/format", "!~/i18n/use-lang"],
        allowTypeImports: true,
        message: "Import a catalogue as a type only and read its texts with useT (docs/decisions/002-i18n-catalogues.md).",
      },
    ],
  },
];
const TESTS = ["**/*.test.{ts,tsx}"];
const SERVER_CODE = ["**/server.ts", "**/*.server.ts"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      ".tmp/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
    ],
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
  // Later blocks replace a rule an earlier one set for the same file, so each lists all of
  // its file's forbidden imports.
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/root.server.ts"],
    ignores: TESTS,
    rules: layerRules([[INTO_DB, ROUTE_NO_DB]]),
  },
  // Route code by where it sits: beside the areas, in an area folder, in a screen folder.
  {
    files: ["app/routes/*.{ts,tsx}"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_TOP, ROUTE_NO_ROUTE],
    ]),
  },
  {
    files: ["app/routes/*+/*.{ts,tsx}"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_AREA, ROUTE_NO_ROUTE],
    ]),
  },
  {
    files: ["app/routes/*+/*/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_SCREEN, ROUTE_NO_ROUTE],
    ]),
  },
  // A screen's server code (a route folder's server.ts, a family's *.server.ts) never
  // imports a component.
  {
    files: ["app/root.server.ts"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [INTO_COMPONENTS, SERVER_NO_COMPONENT],
    ]),
  },
  {
    files: ["app/routes/*.server.ts"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [INTO_COMPONENTS, SERVER_NO_COMPONENT],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_TOP, ROUTE_NO_ROUTE],
    ]),
  },
  {
    files: ["app/routes/*+/*.server.ts"],
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [INTO_COMPONENTS, SERVER_NO_COMPONENT],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_AREA, ROUTE_NO_ROUTE],
    ]),
  },
  {
    files: SERVER_CODE.map((p) => `app/routes/*+/*/${p}`),
    ignores: TESTS,
    rules: layerRules([
      [INTO_DB, ROUTE_NO_DB],
      [INTO_COMPONENTS, SERVER_NO_COMPONENT],
      [ROUTE_BY_ALIAS, ROUTE_NO_ROUTE],
      [ROUTE_FROM_SCREEN, ROUTE_NO_ROUTE],
    ]),
  },
  // A screen's own components (its route folder's files but route.tsx, server code and
  // tests) keep the component rules they had in app/components.
  {
    files: ["app/routes/*+/*/**/*.{ts,tsx}"],
    ignores: [...TESTS, "**/route.tsx", ...SERVER_CODE],
    rules: {
      ...layerRules([...COMPONENT_FORBIDDEN, [OWN_ROUTE, SCREEN_COMPONENT_ONLY_DOWN], [OUT_OF_SCREEN, SCREEN_COMPONENT_ONLY_DOWN]]),
      "@typescript-eslint/no-restricted-imports": CATALOGUES_AS_TYPES,
    },
  },
  {
    files: ["app/server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([
      [INTO_COMPONENTS, SERVER_NO_COMPONENT],
      [INTO_ROUTES, SERVER_NO_ROUTE],
    ]),
  },
  {
    files: ["app/models/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([
      [INTO_ROUTES, MODEL_NO_ROUTE],
      [INTO_COMPONENTS, MODEL_NO_COMPONENT],
      [INTO_SERVER, MODEL_NO_SERVER],
    ]),
  },
  {
    files: ["app/validation/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([
      [INTO_DB, VALIDATION_ONLY_DOWN],
      [INTO_MODELS, VALIDATION_ONLY_DOWN],
      [INTO_ROUTES, VALIDATION_ONLY_DOWN],
      [INTO_COMPONENTS, VALIDATION_ONLY_DOWN],
      [INTO_SERVER, VALIDATION_ONLY_DOWN],
      [INTO_LIB, VALIDATION_ONLY_DOWN],
    ]),
  },
  {
    files: ["app/utils/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([
      [INTO_ROUTES, UTILS_NO_UP],
      [INTO_COMPONENTS, UTILS_NO_UP],
      [INTO_SERVER, UTILS_NO_UP],
      [INTO_MODELS, UTILS_NO_UP],
      [INTO_LIB, UTILS_NO_UP],
      [SERVER_MODULE, UTILS_NO_UP],
    ]),
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: layerRules([
      [INTO_MODELS, LIB_ONLY_DOWN],
      [INTO_VALIDATION, LIB_ONLY_DOWN],
      [INTO_SERVER, LIB_ONLY_DOWN],
      [INTO_ROUTES, LIB_ONLY_DOWN],
      [INTO_COMPONENTS, LIB_ONLY_DOWN],
    ]),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      ...layerRules(COMPONENT_FORBIDDEN),
      "@typescript-eslint/no-restricted-imports": CATALOGUES_AS_TYPES,
    },
  },
  {
    files: ["db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: layerRules([[INTO_APP_BUT_ENUMS, DB_NO_APP]]),
  },
  // Formatting is Prettier's (npm run format); lint keeps to what formatting cannot say.
  prettier,
);
