import type { MiddlewareHandler } from "hono";

/**
 * API answers carry people's names, e-mail addresses, customers' vehicles and session cookies: no
 * browser or proxy cache may keep them, so a shared counter computer or a proxy never serves one
 * user's answer to the next. Set on every /api answer, refusals and event streams included, but
 * for a success its route marked `private`: a stored image, which never changes under its address
 * and which only the signed-in user's own browser may keep.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && c.res.headers.get("Cache-Control")?.startsWith("private,")) return;
    c.res.headers.set("Cache-Control", "no-store");
  };
}
