import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env, so configuration has one home. Every variable the README lists
 * is parsed here once; a bad value stops the start with one line naming it.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

function urlWithProtocols(protocols: readonly string[], example: string) {
  return optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );
}

function positiveInteger(fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^[1-9]\d{0,6}$/.test(value), { message: "must be a whole number from 1 to 9999999" })
    .transform(Number);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z
    .string()
    .trim()
    .default("3000")
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 0 && Number(value) <= 65535, {
      message: "must be a whole number from 0 to 65535",
    })
    .transform(Number),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // A client gets this long to send its request's headers, and then the whole request; a slow
  // one (or one that trickles on purpose to hold a connection) is answered 408 and cut off.
  HTTP_HEADERS_TIMEOUT_SECONDS: positiveInteger("10"),
  HTTP_REQUEST_TIMEOUT_SECONDS: positiveInteger("30"),
  // Longer than the 60 s idle timeout usual at load balancers, so the balancer closes an idle
  // connection first and never sends a request down one the server is just closing.
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: positiveInteger("65"),
  DATA_DIR: z.string().trim().min(1, { message: "must not be empty" }).default("./data"),
  // Unset: DATA_DIR/backups (see the transform below), whichever database the server uses.
  BACKUP_DIR: optionalText,
  // 0 turns the schedule off. At most 48: Admins are warned when no backup succeeded in two days.
  BACKUP_INTERVAL_HOURS: z
    .string()
    .trim()
    .default("24")
    .refine((value) => /^\d{1,2}$/.test(value) && Number(value) <= 48, {
      message: "must be a whole number of hours from 1 to 48, or 0 for no scheduled backups",
    })
    .transform(Number),
  // Rotation keeps the newest backup of each of so many days, then of so many ISO weeks before them.
  BACKUP_KEEP: z
    .string()
    .trim()
    .default("7 daily, 4 weekly")
    .refine((value) => /^\d{1,3}\s+daily\s*,\s*\d{1,3}\s+weekly$/i.test(value), {
      message: 'must be like "7 daily, 4 weekly": how many days and ISO weeks of backups to keep (whole numbers, 0 to 999)',
    })
    .transform((value) => {
      const [daily, weekly] = value.match(/\d+/g)!.map(Number) as [number, number];
      return { daily, weekly };
    }),
  DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "postgres://user:pass@host:5432/db"),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: optionalText.refine(
    (value) => value === undefined || /^(.+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value),
    { message: 'must be an e-mail address, optionally as "Name <address>"' },
  ),
  APP_URL: urlWithProtocols(["http:", "https:"], "https://shop.example.com"),
  AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters long",
  }),
  // The number of reverse proxies in front of the server, whose X-Forwarded-For entries are believed.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine((value) => /^(true|false|\d{0,2})$/.test(value), {
      message: 'must be "false" (no proxy), "true" (one proxy) or the number of trusted proxies, such as 2',
    })
    .transform((value) => (value === "true" ? 1 : value === "false" || value === "" ? 0 : Number(value))),
  AUTH_MAX_FAILED_SIGNINS: positiveInteger("10"),
  AUTH_FAILED_SIGNIN_WINDOW_MINUTES: positiveInteger("15"),
  AUTH_REQUESTS_PER_MINUTE: positiveInteger("300"),
  // Unset: derived from the open-file limit (src/server/events/stream-limits.ts).
  EVENTS_MAX_STREAMS: optionalText
    .refine((value) => value === undefined || /^[1-9]\d{0,6}$/.test(value), { message: "must be a whole number from 1 to 9999999" })
    .transform((value) => (value === undefined ? undefined : Number(value))),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
}).transform((env) => ({ ...env, BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups") }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws EnvError whose message is the one line to print. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    // The request timeout includes the time to send the headers (Node refuses a longer one).
    const { HTTP_HEADERS_TIMEOUT_SECONDS: headers, HTTP_REQUEST_TIMEOUT_SECONDS: request } = result.data;
    if (headers > request) {
      throw new EnvError(
        `Invalid environment variable HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (${request}) (got "${headers}")`,
      );
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "environment");
  const shown = source[name];
  const value = shown === undefined || name === "AUTH_SECRET" ? "" : ` (got "${redact(name, shown)}")`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"}${value}`);
}

/** Never echo a password found in a connection URL. */
function redact(name: string, value: string): string {
  if (!name.endsWith("_URL")) return value;
  return value.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
