import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server, compiled ahead of time so `npm start` runs plain JavaScript (no TypeScript loader
 * on the start path). Packages stay external and load from node_modules as usual.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: fromRoot("./src/server/index.ts"),
    outDir: fromRoot("./dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
  ssr: { target: "node" },
});
