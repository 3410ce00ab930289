import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";

/**
 * The customer's estimate page at /estimate/<token>: the HTML of its own small entry (built to
 * dist/web/estimate-page/index.html), never the staff app. Anyone with the link may open it, so
 * no session is asked for; the page reads the estimate from the public API with the token. The
 * HTML holds no estimate data, so it is revalidated like the staff app's, and search engines are
 * asked not to list a private link.
 */
export function estimatePage(webRoot: string) {
  const htmlPath = path.join(webRoot, "estimate-page", "index.html");
  return (c: Context): Response => {
    let html: string;
    try {
      html = fs.readFileSync(htmlPath, "utf8");
    } catch {
      return c.text("The web app is not built yet. Run `npm run build`, then reload.", 503);
    }
    c.header("Cache-Control", "no-cache");
    c.header("X-Robots-Tag", "noindex");
    return c.html(html);
  };
}
