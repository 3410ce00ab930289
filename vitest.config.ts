import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["./src/server/testing/pglite-template.global-setup.ts"],
          // Each server test file opens its own database; PGlite start-up is slow on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
