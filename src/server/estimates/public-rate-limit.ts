import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/database";
import { hit, refuse, storedKey, type RateLimitSettings } from "../auth/rate-limit";
import { clientAddress } from "../http/client-address";

/** The per-address window of the estimate links: all their requests of a minute. */
const WINDOW_SECONDS = 60;

/**
 * The estimate links need no account, so each client address gets the same generous rate per
 * minute as the sign-in forms, counted apart from them: guessing a 256-bit token is hopeless
 * anyway, this keeps one client from flooding the database.
 */
export function estimateLinkRateLimit(db: Database, settings: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy">): MiddlewareHandler {
  return async (c, next) => {
    const perAddress = await hit(db, storedKey(`estimate-link:${clientAddress(c, settings.trustProxy)}`), WINDOW_SECONDS);
    if (perAddress.count > settings.requestsPerMinute) refuse(c, perAddress.retryAfterSeconds);
    await next();
  };
}
