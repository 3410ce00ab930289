import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverModules = ["**/server", "**/server/**", "@/server", "@/server/**"];
const webModules = ["**/web", "**/web/**", "@/web", "@/web/**"];
const nodeOnly = ["node:*", "pg", "pino", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "hono", "hono/*", "@hono/*", "tsx"];

/** The arrows between src/shared, src/server and src/web only go down (DESIGN.md 2). */
const boundaries = [
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: serverModules,
              allowTypeImports: true,
              message: "The web app may import only types from src/server.",
            },
            { group: nodeOnly, message: "Server-only packages must not reach the browser bundle." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: [...serverModules, ...webModules], message: "src/shared imports neither src/server nor src/web." },
            { group: [...nodeOnly, "react", "react-dom", "react/*"], message: "src/shared is pure TypeScript: no React, Node or database code." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: webModules, message: "The server does not import the web app." }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: ["dist/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  ...boundaries,
  {
    files: ["scripts/**", "bench/**", "e2e/**", "*.config.{js,ts}"],
    rules: { "no-console": "off" },
  },
);
