import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { withoutLinkToken } from "../estimates/link-path";

/** One log line per request: method, path, status and milliseconds, tagged with the request id. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: withoutLinkToken(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
