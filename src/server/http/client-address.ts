import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address the request came from, as far as the server can vouch for it.
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For, so with
 * `trustedProxies` proxies in front of the server, the rightmost `trustedProxies` entries were
 * written by them and whatever stands further left was written by the client, who may write
 * anything. The client is the entry `trustedProxies` places from the right: the address the
 * outermost trusted proxy saw. With no trusted proxy the header is not read at all.
 *
 * A header with fewer entries than trusted proxies means the request skipped a proxy (or one is
 * set up wrong), and then any entry may be the client's own words: the socket's address, which
 * no client chooses, is used instead. Such requests share that address's limits rather than
 * escaping them.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const seenByProxy = entries[entries.length - trustedProxies];
    if (seenByProxy !== undefined) return seenByProxy;
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}
