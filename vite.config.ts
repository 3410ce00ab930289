import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * sonner injects its stylesheet through a <style> element, which our CSP (style-src 'self')
 * refuses. The same stylesheet is bundled from styles.css, so the injection is dropped.
 */
function dropSonnerStyleInjection(): Plugin {
  return {
    name: "drop-sonner-style-injection",
    transform(code, id) {
      if (!id.includes("/node_modules/sonner/dist/")) return null;
      return code.replace(/__insertCSS\((?=")/, "void (");
    },
  };
}

export const alias = {
  "@/shared": fromRoot("./src/shared"),
  "@/server": fromRoot("./src/server"),
  "@/web": fromRoot("./src/web"),
};

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./public"),
  plugins: [react(), tailwindcss(), dropSonnerStyleInjection()],
  resolve: { alias },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    // The API lives on the Hono server; proxying keeps one origin, which better-auth's check needs.
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? "3000"}` },
  },
});
