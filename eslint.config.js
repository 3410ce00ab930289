import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverModules = ["**/server", "**/server/**", "@/server", "@/server/**"];
const webModules = ["**/web", "**/web/**", "@/web", "@/web/**"];
const nodeOnly = ["node:*", "pg", "pino", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "hono", "hono/*", "@hono/*", "tsx"];

const serverBoundary = { group: webModules, message: "The server does not import the web app." };
const webBoundary = [
  { group: serverModules, allowTypeImports: true, message: "The web app may import only types from src/server." },
  { group: nodeOnly.filter((name) => !name.startsWith("hono")), message: "Server-only packages must not reach the browser bundle." },
  // hono/client is the exception: the browser's typed fetch client, a few KB with no server code.
  { regex: "^hono(/(?!client$).*)?$", message: "Server-only packages must not reach the browser bundle." },
];

/** The arrows between src/shared, src/server and src/web only go down (DESIGN.md 2). */
const boundaries = [
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: webBoundary },
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
        { patterns: [serverBoundary] },
      ],
    },
  },
];

/**
 * src/server/routes holds route definitions only; the logic they call lives in the domain folders
 * of src/server, which never import a route (only app.ts mounts them). Tests may reach a route
 * file to test it. This block matches no route file, so it does not replace the blocks below.
 */
const domainBoundary = {
  files: ["src/server/**/*.ts"],
  ignores: ["src/server/routes/**", "src/server/app.ts", "**/*.test.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          serverBoundary,
          {
            group: ["**/routes/**", "@/server/routes/**"],
            message: "A domain module does not import from src/server/routes: move what both need into a domain folder of src/server.",
          },
        ],
      },
    ],
  },
};

/**
 * Each route folder serves one resource. What two of them need lives in src/server (db/lists,
 * http, or a module named for its domain), or in src/shared when the web needs it too, never in
 * another route folder. The folders are read from disk, so a new one is covered at once. These
 * blocks come after the server's and set the same rule, so they carry its boundary too.
 */
const routeFolders = readdirSync(new URL("./src/server/routes/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routeBoundaries = routeFolders.map((folder) => ({
  files: [`src/server/routes/${folder}/**/*.ts`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          serverBoundary,
          {
            group: routeFolders
              .filter((other) => other !== folder)
              .flatMap((other) => [`../${other}`, `../${other}/**`, `**/routes/${other}`, `**/routes/${other}/**`]),
            message:
              "A route folder does not import another: move the shared piece to src/server/db/lists, src/server/http or a domain module of src/server.",
          },
        ],
      },
    ],
  },
}));

/**
 * src/web/app composes the web features; a feature never imports another feature or app, and lib
 * and components, which every feature builds on, import neither. What two features need moves down
 * to src/web/lib, src/web/components or src/shared; a screen showing two features' pieces is put
 * together by its route module in app. Relative paths are listed too, up to three folders up. The
 * features are read from disk, so a new one is covered at once. These blocks come after the web
 * app's and set the same rule, so they carry its boundary too.
 */
const webFeatures = readdirSync(new URL("./src/web/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const relativeUp = ["..", "../..", "../../.."];
const webAppModules = [
  "@/web/app",
  "@/web/app/**",
  "**/web/app",
  "**/web/app/**",
  ...relativeUp.flatMap((up) => [`${up}/app`, `${up}/app/**`]),
];
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          ...webBoundary,
          {
            group: webFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `@/web/features/${other}`,
                `@/web/features/${other}/**`,
                `**/features/${other}`,
                `**/features/${other}/**`,
                ...relativeUp.flatMap((up) => [`${up}/${other}`, `${up}/${other}/**`]),
              ]),
            message:
              "A feature does not import another: move what both need to src/web/lib, src/web/components or src/shared, or compose them in a route module of src/web/app.",
          },
          { group: webAppModules, message: "A feature does not import src/web/app: app composes the features." },
        ],
      },
    ],
  },
}));
const sharedWebBoundary = {
  files: ["src/web/lib/**/*.{ts,tsx}", "src/web/components/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          ...webBoundary,
          {
            group: ["@/web/features", "@/web/features/**", "**/features", "**/features/**", ...webAppModules],
            message: "src/web/lib and src/web/components serve every feature, so they import no feature and not src/web/app.",
          },
        ],
      },
    ],
  },
};

/**
 * The customer's estimate page (src/web/estimate-page) is opened by people without an account and
 * must stay a few kilobytes: it imports only its own modules and src/shared, never staff code
 * (src/web's app, features, lib, components) nor a package such as React, Radix or TanStack.
 * Schemas are read for their types only, so no schema library reaches the page either.
 */
const estimatePageBoundary = {
  files: ["src/web/estimate-page/**/*.ts"],
  ignores: ["**/*.test.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(?!\\./|@/shared/)",
            message: "The customer's estimate page imports only its own modules (./) and src/shared (@/shared/): no staff code, no packages.",
          },
          {
            group: ["@/shared/schemas/**"],
            allowTypeImports: true,
            message: "The customer's estimate page takes only types from the schemas, so no schema library reaches it.",
          },
        ],
      },
    ],
  },
};

/**
 * Product code never depends on the test rigs in tests/; only tests do. This is the core rule, not
 * the TypeScript one the boundary blocks set, so those blocks, which match the same files, do not
 * replace it.
 */
const testRigBoundary = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["**/tests/**"], message: "Only tests import the test rigs in tests/." }] },
    ],
  },
};

/**
 * No import cycles in product code: a module in a cycle can run before the modules it imports,
 * and a cycle hides which of two modules is the lower one. The rule follows value imports only
 * (the build erases type-only ones); type imports should go down all the same. Packages are not
 * followed (ignoreExternal), nor are tests, which nothing imports; a module is parsed once per run
 * (the cache's lifetime), which keeps lint fast. The TypeScript resolver reads tsconfig.json's
 * paths, so "@/server/..." and "@/web/..." imports are followed.
 */
const noImportCycles = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { "import-x": importX },
  settings: {
    "import-x/cache": { lifetime: "∞" },
    "import-x/extensions": [".ts", ".tsx"],
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
  },
  rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
};

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
  domainBoundary,
  ...routeBoundaries,
  ...featureBoundaries,
  sharedWebBoundary,
  estimatePageBoundary,
  testRigBoundary,
  noImportCycles,
  {
    files: ["scripts/**", "bench/**", "e2e/**", "*.config.{js,ts}"],
    rules: { "no-console": "off" },
  },
);
