import type { MiddlewareHandler } from "hono";
import { hit, refuse, storedKey, type RateLimitSettings } from "../auth/rate-limit";
import type { Database } from "../db/database";
import { clientAddress } from "../http/client-address";

const WINDOW_SECONDS = 60;

/**
 * The Request Appointment page needs no account, so each client address gets the same rate per
 * minute as the estimate links, counted apart from them: it keeps one client from filling the
 * calendar or the staff's mailboxes.
 */
export function appointmentRequestRateLimit(db: Database, settings: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy">): MiddlewareHandler {
  return async (c, next) => {
    const perAddress = await hit(db, storedKey(`appointment-request:${clientAddress(c, settings.trustProxy)}`), WINDOW_SECONDS);
    if (perAddress.count > settings.requestsPerMinute) refuse(c, perAddress.retryAfterSeconds);
    await next();
  };
}
