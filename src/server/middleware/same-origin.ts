import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a browser names for the page that sent a request: Origin, else the Referer's. */
function senderOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin) return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers name
 * the page's origin on every such request (Origin; a Referer where a proxy or an old browser
 * dropped it); it must be the app's own address or APP_URL. Requests naming no page at all come
 * from non-browser clients and carry no ambient cookie risk.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler {
  const configured = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const sender = senderOrigin(c.req.header("origin"), c.req.header("referer"));
      const ownOrigin = new URL(c.req.url).origin;
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((sender !== null && sender !== ownOrigin && sender !== configured) || crossSite) {
        throw new ApiError("forbidden", "Requests from another site are not allowed.");
      }
    }
    await next();
  };
}
