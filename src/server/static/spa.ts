import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { pagePreloads } from "./page-preloads";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so browsers keep
 * them a year; everything else, index.html above all, is revalidated on each visit. The build
 * writes a brotli and a gzip copy of each text file (vite.config.ts); a browser that accepts one
 * gets it, so nothing is compressed per request.
 */
export function staticFiles(webRoot: string): MiddlewareHandler {
  const serve = serveStatic({ root: path.relative(process.cwd(), webRoot) || ".", precompressed: true });
  return async (c, next) => {
    // "/" is the dashboard, a client route: its HTML names the page's code (spaFallback).
    if (c.req.path === "/") return next();
    const response = await serve(c, next);
    // serveStatic's onFound runs after the response is built, so the header is set here.
    if (response instanceof Response) {
      response.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    }
    return response;
  };
}

/**
 * Client routes (/vehicles/123, /anything) get index.html so the router can draw them, naming
 * the code of the page the path opens for the browser to fetch at once.
 */
export function spaFallback(webRoot: string) {
  const indexPath = path.join(webRoot, "index.html");
  const preloadsFor = pagePreloads(webRoot);
  return (c: Context): Response => {
    let html: string;
    try {
      html = fs.readFileSync(indexPath, "utf8");
    } catch {
      return c.text("The web app is not built yet. Run `npm run build`, then reload.", 503);
    }
    c.header("Cache-Control", "no-cache");
    const preloads = preloadsFor(c.req.path);
    return c.html(html.replace("</head>", () => `${preloads}</head>`));
  };
}
