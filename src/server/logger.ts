import pino, { type DestinationStream, type Logger } from "pino";
import { errorLogFields } from "./error-log-fields";
import type { Env } from "./env";

/**
 * One JSON line per event on stdout (or `destination`); secrets and cookies never reach the log,
 * nor the values a failed statement was sent with (error-log-fields.ts).
 */
export function createLogger(level: Env["LOG_LEVEL"], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
      serializers: { err: errorLogFields },
    },
    destination,
  );
}
