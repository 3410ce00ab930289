import type { MiddlewareHandler } from "hono";
import { hit, refuse, storedKey, type RateLimitSettings } from "../auth/rate-limit";
import type { Database } from "../db/database";
import { clientAddress } from "../http/client-address";

const WINDOW_SECONDS = 60;

/**
 * The stop link needs no account, so each client address gets the sign-in forms' rate per minute,
 * counted apart: guessing a 256-bit token is hopeless anyway, this keeps one client from flooding
 * the database.
 */
export function reminderStopRateLimit(db: Database, settings: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy">): MiddlewareHandler {
  return async (c, next) => {
    const perAddress = await hit(db, storedKey(`reminder-stop:${clientAddress(c, settings.trustProxy)}`), WINDOW_SECONDS);
    if (perAddress.count > settings.requestsPerMinute) refuse(c, perAddress.retryAfterSeconds);
    await next();
  };
}
