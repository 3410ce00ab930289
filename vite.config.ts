import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { DEFAULT_APP_NAME } from "./src/shared/constants/app.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const projectRoot = fromRoot("./");

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

/**
 * A brotli (.br) and a gzip (.gz) copy beside each built text file over 1 KB, which the server
 * sends to browsers that accept them (src/server/static/spa.ts): about a quarter of the bytes,
 * compressed once here instead of on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const source = fs.readFileSync(full);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The customer's estimate page is a page of its own (src/web/estimate-page), served at
 * /estimate/<token> by the server. In development Vite would answer that path with the staff
 * app, so it is rewritten to the page's own HTML here.
 */
function estimatePageInDevelopment(): Plugin {
  return {
    name: "estimate-page-in-development",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/estimate\/[^/?#]+/.test(request.url)) request.url = "/estimate-page/index.html";
        next();
      });
    },
  };
}

/**
 * The installable app: a web app manifest and a service worker (Workbox generateSW) that
 * precaches the app shell and every page's code chunk, so a reload without a network opens the
 * app, which then shows the records the device keeps. Navigations get the cached shell, except
 * the API, the customer's estimate page and the server's own files, which always go to the
 * network; no API answer is ever cached. A new deploy's worker takes over at once (skipWaiting,
 * clientsClaim) and open tabs load its files on their next navigation: nothing reloads under a
 * person's hands.
 */
function installableApp() {
  return VitePWA({
    registerType: "autoUpdate",
    // A script file, not inline code: the CSP allows only our own scripts.
    injectRegister: "script-defer",
    includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
    manifest: {
      id: "/",
      name: DEFAULT_APP_NAME,
      short_name: DEFAULT_APP_NAME,
      description: "AutoServ runs an independent vehicle service shop: vehicles, service records, tickets and job cards.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#1e293b",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // The built files themselves: their .br and .gz twins are what the server sends for them.
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      // The staff app's chunks together pass Workbox's 2 MB per-file default only for the largest.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: "index.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/estimate\//, /^\/estimate-page\//],
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [],
    },
  });
}

/** What the customer's estimate page imports from outside its folder, and the staff app imports too. */
const ESTIMATE_PAGE_SHARES = /[\\/]src[\\/]shared[\\/](?:constants[\\/](?:app|estimates|statuses)|format[\\/]money|money[\\/]cents)\.ts$/;
/** Scripts of the staff app other than its entry; the estimate page keeps its own. */
function staffAppModule(id: string): boolean {
  return id.startsWith(projectRoot) && /\.[cm]?[jt]sx?$/.test(id) && !/[\\/]src[\\/]web[\\/](?:main\.tsx|estimate-page[\\/])/.test(id);
}
/** Modules of the named packages. */
function libraries(...names: string[]): (id: string) => boolean {
  return (id) => names.some((name) => id.replaceAll("\\", "/").includes(`/node_modules/${name}/`));
}
/** The list components that bring the virtualizer: with it, so a page that lists nothing loads neither. */
const LIST_COMPONENTS = /[\\/]src[\\/]web[\\/]components[\\/](?:virtual-rows|list-table|record-cards[\\/]list-cards)\.tsx$/;
/** The app's shared modules and the libraries. */
const PAGES_SHARE = /[\\/](?:src[\\/](?:shared|web[\\/](?:lib|components))|node_modules)[\\/]/;

export const alias = {
  "@/shared": fromRoot("./src/shared"),
  "@/server": fromRoot("./src/server"),
  "@/web": fromRoot("./src/web"),
};

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./public"),
  plugins: [react(), tailwindcss(), dropSonnerStyleInjection(), precompressAssets(), estimatePageInDevelopment(), installableApp()],
  resolve: { alias },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: the server reads it to name a page's files in the HTML it serves for it.
    manifest: true,
    // Two pages: the staff app, and the customer's estimate page, which loads none of its code.
    rollupOptions: {
      input: {
        index: fromRoot("./src/web/index.html"),
        estimate: fromRoot("./src/web/estimate-page/index.html"),
      },
      // A page waits on every file of its code, and a phone on a slow network pays a round trip
      // for each, six at a time over HTTP/1.1: left to itself the bundler made a file per set of
      // pages sharing a module, dozens of 1 KB files (an icon each). So shared code comes in three
      // files: what the customer's estimate page shares with the staff app, what the app needs to
      // start, and what its pages share besides. The form library, the list virtualizer and the
      // CSV parser have files of their own, so a page that shows a record waits for none of them
      // (forms arrive with their dialogs). A page's own code stays its own, so the login page does
      // not carry the whole app.
      output: {
        codeSplitting: {
          groups: [
            { name: "estimate-shared", test: ESTIMATE_PAGE_SHARES, priority: 30 },
            { name: "start", tags: ["$initial"], test: staffAppModule, priority: 20 },
            { name: "forms", test: libraries("react-hook-form", "@hookform/resolvers"), priority: 15 },
            { name: "lists", test: (id) => libraries("@tanstack/virtual-core", "@tanstack/react-virtual")(id) || LIST_COMPONENTS.test(id), priority: 15 },
            { name: "csv", test: libraries("papaparse"), priority: 15 },
            { name: "shared", test: (id) => staffAppModule(id) && PAGES_SHARE.test(id), minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    // The API lives on the Hono server; proxying keeps one origin, which better-auth's check needs.
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? "3000"}` },
  },
});
