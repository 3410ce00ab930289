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
    // The unit projects run in worker threads: with forks, starting a process per file and loading
    // its modules again took a fifth of the run (measured on 2 cores: 131 s with forks, 108 s with
    // threads, same 1,512 tests passing). The system suites keep forks: they start, signal and
    // kill processes of their own.
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          pool: "threads",
          // Files share a worker's loaded modules instead of loading them again for each file:
          // each opens its own app and database, and no server module keeps state of its own
          // outside them. With the web project's the same, the unit run went from 145 s to 80 s
          // on 2 cores (same 1,995 tests).
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
          // As the server's: the modules and the jsdom are loaded once per worker (22 s instead of
          // 72 s, same 450 tests), so setup.ts empties storage and resets what modules read from
          // it before each test, and undoes mocked globals after.
          isolate: false,
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/web/testing/setup.ts"],
        },
      },
    ],
  },
});
