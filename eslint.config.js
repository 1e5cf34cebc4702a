import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/schema", "**/db/connection"],
              importNames: ["default"],
              message: "Components never import the database.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/models/*", "**/db/*", "*.server"], message: "A component never imports a model or db/." }] },
      ],
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
);
