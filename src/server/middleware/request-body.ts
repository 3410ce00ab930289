import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/*
 * Under load, @hono/node-server's Web Request cost the server a noticeable share of its time: the
 * adapter builds one only when something asks for the request's body stream or a clone. So the
 * body is checked from the headers where they say enough, and read through Hono's cached text,
 * which the route's validator then reuses.
 */

/** GET and HEAD carry no body (the adapter gives them none). */
function carriesNoBody(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/**
 * Refuses a body over `maxBytes` through `onTooLarge`. A declared Content-Length is judged from
 * the header alone; a chunked body is counted by Hono's bodyLimit as it arrives.
 */
export function bodySizeLimit(maxBytes: number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counting = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    if (carriesNoBody(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxBytes ? onTooLarge(c) : next();
    }
    return counting(c, next);
  };
}

/**
 * The body as text, for a middleware to inspect, leaving it for the handler. better-auth's routes
 * hand the raw request on and read it themselves, so theirs is read from a clone; every other
 * route reads it through Hono's cache, as its validator will.
 */
export async function bodyText(c: Context): Promise<string> {
  if (carriesNoBody(c.req.method)) return "";
  if (c.req.path.startsWith("/api/auth/")) return c.req.raw.body ? c.req.raw.clone().text() : "";
  return c.req.text();
}
