import type { MiddlewareHandler } from "hono";
import { hit } from "../auth/rate-limit";
import type { AppBindings } from "../http/app-bindings";
import { ApiError } from "../http/api-error";

/**
 * Pushes one person may send a minute, from all their devices together. A device catching up
 * pushes back to back, each push answering within its budget (about two seconds, 500 mutations
 * at most), so it sends some 30 a minute; edits push once per burst. Twice that for two devices
 * catching up at once still fits; a client sending pushes without end does not.
 */
export const PUSHES_PER_MINUTE = 120;
const WINDOW_SECONDS = 60;

export function pushLimitMessage(retryAfterSeconds: number): string {
  return `Too many changes sent from this account. The rest are sent in ${retryAfterSeconds} seconds.`;
}

/**
 * Counts a person's pushes in the database (every instance counts the same ones) and refuses one
 * over the limit with 429 and Retry-After, the whole seconds until the window ends. Runs after
 * the permission check, which sets the viewer.
 */
export function pushRateLimit(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const { db } = c.get("database");
    const { count, retryAfterSeconds } = await hit(db, `sync-push:${c.get("viewer").profile.userId}`, WINDOW_SECONDS);
    if (count > PUSHES_PER_MINUTE) {
      c.header("Retry-After", String(retryAfterSeconds));
      throw new ApiError("too_many_requests", pushLimitMessage(retryAfterSeconds));
    }
    await next();
  };
}
