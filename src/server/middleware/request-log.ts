import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { withoutLinkToken } from "../estimates/link-path";

/** One log line per request: method, path, status and milliseconds, tagged with the request id. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(logger, { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, started });
  };
}

/** The log line of one answered request; `started` is its performance.now() on arrival. */
export function logRequest(
  logger: Logger,
  request: { requestId: string; method: string; path: string; status: number; started: number },
): void {
  if (!logger.isLevelEnabled("info")) return;
  logger.info(
    {
      requestId: request.requestId,
      method: request.method,
      path: withoutLinkToken(request.path),
      status: request.status,
      ms: Math.round((performance.now() - request.started) * 10) / 10,
    },
    "request",
  );
}
