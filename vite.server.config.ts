import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server, compiled ahead of time so `npm start` runs plain JavaScript (no TypeScript loader
 * on the start path). Packages stay external and load from node_modules as usual. The backup and
 * restore commands are built beside it, so they run wherever the server does.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        index: fromRoot("./src/server/index.ts"),
        "cli/backup": fromRoot("./src/server/cli/backup.ts"),
        "cli/restore": fromRoot("./src/server/cli/restore.ts"),
      },
    },
    outDir: fromRoot("./dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
  ssr: { target: "node" },
});
