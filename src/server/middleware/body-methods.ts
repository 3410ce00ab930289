import type { MiddlewareHandler } from "hono";

/**
 * GET and HEAD carry no body (@hono/node-server gives them none). Merely asking for a request's
 * body makes the adapter build a whole Web Request, which under load cost reads several percent
 * of the server's time, so body checks are skipped for these methods.
 */
export function carriesNoBody(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** `middleware` for requests that may carry a body; others pass straight on. */
export function forRequestsWithBody(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (carriesNoBody(c.req.method) ? next() : middleware(c, next));
}
