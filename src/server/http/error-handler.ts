import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { errorBody, respondWithError, ApiError } from "./api-error";

/**
 * The app's onError: known errors keep their status and message; anything else is logged with
 * the request id and answered as a 500 without a stack trace or SQL text.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        status === 400 ? "bad_request" : status === 413 ? "payload_too_large" : `http_${status}`;
      const message = /malformed json/i.test(error.message)
        ? "The request body is not valid JSON."
        : error.message || "The request could not be handled.";
      return c.json(errorBody(code, message), status);
    }
    logger.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("internal", "Something went wrong on the server. Please try again."), 500);
  };
}
