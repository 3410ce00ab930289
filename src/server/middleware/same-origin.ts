import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers name
 * the page's origin on every such request; it must be the app's own address or APP_URL.
 * Requests without an Origin come from non-browser clients and carry no ambient cookie risk.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler {
  const configured = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const ownOrigin = new URL(c.req.url).origin;
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((origin && origin !== ownOrigin && origin !== configured) || crossSite) {
        throw new ApiError("forbidden", "Requests from another site are not allowed.");
      }
    }
    await next();
  };
}
