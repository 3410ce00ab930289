import pino, { type Logger } from "pino";
import type { Env } from "./env";

/** One JSON line per event on stdout; secrets and cookies never reach the log. */
export function createLogger(level: Env["LOG_LEVEL"]): Logger {
  return pino({
    level,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  });
}
