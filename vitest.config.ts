import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core CI machine.
    // Most server files wait on PostgreSQL, child processes or sockets, so two workers share two
    // cores well.
    maxWorkers: 2,
    // The unit projects run in worker threads, as a process per file would load every module again.
    // The system suites keep forks: they start, signal and kill processes of their own.
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          pool: "threads",
          // Files share a worker's loaded modules, since loading them again for each file takes
          // most of the run: each opens its own app and database, and no server module keeps
          // state of its own outside them.
          isolate: false,
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
          // tests/system/postgres runs the PostgreSQL half of the server suites, whose PGlite half
          // the unit run keeps, so the unit run opens no PostgreSQL database and stays under two
          // minutes on CI.
          name: "system",
          environment: "node",
          pool: "forks",
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
          pool: "threads",
          // As the server's: the modules and the jsdom are loaded once per worker, so setup.ts
          // empties storage and resets what modules read from it before each test, and undoes
          // mocked globals after.
          isolate: false,
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/web/testing/setup.ts"],
        },
      },
    ],
  },
});
