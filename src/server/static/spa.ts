import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so browsers keep
 * them a year; everything else, index.html above all, is revalidated on each visit.
 */
export function staticFiles(webRoot: string): MiddlewareHandler {
  return serveStatic({
    root: path.relative(process.cwd(), webRoot) || ".",
    onFound: (filePath, c) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes("/assets/");
      c.header("Cache-Control", hashed ? IMMUTABLE : "no-cache");
    },
  });
}

/** Client routes (/vehicles/123, /anything) get index.html so the router can draw them. */
export function spaFallback(webRoot: string) {
  const indexPath = path.join(webRoot, "index.html");
  return (c: Context): Response => {
    let html: string;
    try {
      html = fs.readFileSync(indexPath, "utf8");
    } catch {
      return c.text("The web app is not built yet. Run `npm run build`, then reload.", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  };
}
