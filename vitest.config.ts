import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine.
    // Most server files wait on PostgreSQL, child processes or sockets, so two share the cores well
    // (measured: 9.3 min with one, 6.1 min with two, same 1,235 tests passing).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "src/server/**/*.test.ts"],
          globalSetup: ["./tests/support/pglite-template.global-setup.ts"],
          // Each server test file opens its own database; PGlite start-up is slow on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The slow suites: they build the app, start and kill servers, send thousands of
          // generated requests, put load on it, or ask the npm registry. `npm run test:system`.
          name: "system",
          environment: "node",
          include: ["tests/system/**/*.test.ts"],
          globalSetup: ["./tests/support/pglite-template.global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/web/testing/setup.ts"],
        },
      },
    ],
  },
});
