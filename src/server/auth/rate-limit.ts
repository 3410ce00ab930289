import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/database";
import { rateLimits } from "../db/schema";
import { ApiError } from "../http/api-error";
import { clientAddress } from "../http/client-address";
import { tooManyAttemptsMessage } from "./messages";
import { RESET_MAIL_KEY_PREFIX, RESET_MAIL_WINDOW_SECONDS } from "./reset-mail-window";

export interface RateLimitSettings {
  maxFailedSignIns: number;
  failedSignInWindowMinutes: number;
  requestsPerMinute: number;
  /** How many reverse proxies stand in front of the server; 0 ignores X-Forwarded-For (see clientAddress). */
  trustProxy: number;
}

const SIGN_IN_PATH = "/api/auth/sign-in/email";

/**
 * The web app's session check: every open tab sends it, signed in or not, so counting it would
 * let one busy (or hostile) client at an address lock everyone there out of signing in. It
 * guesses nothing and costs what any signed-in GET costs. better-auth's get-session is not served
 * (a 404 like any unknown path), so it counts like one.
 */
const SESSION_CHECK_PATH = "/api/auth/me";

/** The shortest time between two prunings of ended windows by one instance. */
const PRUNE_INTERVAL_MS = 60_000;

/** The per-address window: all auth requests of a minute. */
const ADDRESS_WINDOW_SECONDS = 60;

/**
 * Stops password guessing without locking out a busy front desk that shares one public IP:
 * failed sign-ins are counted per e-mail, and all auth requests per IP at a generous rate.
 */
export function authRateLimit(db: Database, settings: RateLimitSettings): MiddlewareHandler {
  const failureWindow = settings.failedSignInWindowMinutes * 60;
  const longestWindow = Math.max(failureWindow, ADDRESS_WINDOW_SECONDS);
  // Every e-mail ever tried and every address seen leaves a row; without pruning they pile up.
  // The first counted request of an instance prunes, then at most one a minute.
  let lastPruneAt = -Infinity;
  return async (c, next) => {
    if (c.req.method === "GET" && c.req.path === SESSION_CHECK_PATH) return next();
    if (Date.now() - lastPruneAt >= PRUNE_INTERVAL_MS) {
      lastPruneAt = Date.now();
      await pruneEnded(db, longestWindow);
    }
    const perAddress = await hit(db, storedKey(`ip:${clientAddress(c, settings.trustProxy)}`), ADDRESS_WINDOW_SECONDS);
    if (perAddress.count > settings.requestsPerMinute) refuse(c, perAddress.retryAfterSeconds);

    const signIn = c.req.method === "POST" && c.req.path === SIGN_IN_PATH;
    const email = signIn ? await emailOf(c) : null;
    if (!email) return next();

    // The attempt is counted before it runs, so guesses sent all at once cannot all slip past the
    // check; an attempt that turns out not to be a wrong password gives its place back.
    const failureKey = storedKey(`sign-in-failures:${email}`);
    const failures = await hit(db, failureKey, failureWindow);
    if (failures.count > settings.maxFailedSignIns) refuse(c, failures.retryAfterSeconds);
    await next();
    if (c.res.ok) await db.delete(rateLimits).where(eq(rateLimits.key, failureKey));
    else if (c.res.status !== 401) await giveBack(db, failureKey);
  };
}

export function refuse(c: Context, retryAfterSeconds: number): never {
  c.header("Retry-After", String(retryAfterSeconds));
  throw new ApiError("too_many_requests", tooManyAttemptsMessage(retryAfterSeconds));
}

const MAX_KEY_LENGTH = 200;

/**
 * The key as stored: a long one (a made-up e-mail of ten thousand characters) is replaced by
 * its digest, since PostgreSQL cannot index a value that large and the insert would fail.
 */
export function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Counts one more event in the key's fixed window; returns the count so far and the whole
 * seconds until the window ends (at least 1), which is how long a refused client must wait.
 */
export async function hit(db: Database, key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  return { count: row?.count ?? 1, retryAfterSeconds: row?.retryAfterSeconds ?? windowSeconds };
}

/**
 * Deletes the rows whose window began more than the longest window ago: whatever their kind, that
 * window has ended, and a later hit on the key would start a new one anyway, so nothing a client
 * observes changes. A failed prune (two instances deleting the same rows in another order can
 * deadlock) only leaves the rows to the next one, so the request goes on.
 */
async function pruneEnded(db: Database, longestWindowSeconds: number): Promise<void> {
  try {
    // Reset-mail rows keep their own, longer window (reset-mail-window.ts).
    const windowSeconds = sql`case when starts_with(${rateLimits.key}, ${RESET_MAIL_KEY_PREFIX}) then ${RESET_MAIL_WINDOW_SECONDS}::int else ${longestWindowSeconds}::int end`;
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`);
  } catch {
    // Left for the next prune, a minute on.
  }
}

async function giveBack(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** The e-mail of a sign-in, read as better-auth reads the body: JSON, or a posted form. */
async function emailOf(c: Context): Promise<string | null> {
  const type = c.req.header("content-type")?.toLowerCase() ?? "";
  try {
    const request = c.req.raw.clone();
    const email = /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)
      ? (await request.formData()).get("email")
      : ((await request.json()) as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
