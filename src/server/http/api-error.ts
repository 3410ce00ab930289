import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode, type StaleEditDetails } from "../../shared/errors/api-error";

/** Thrown anywhere in a handler; onError turns it into the one error body. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return API_ERROR_STATUS[this.code];
  }
}

/** The 409 for an edit of a version someone else has since replaced, carrying the record as stored now. */
export function staleEditError<T>(message: string, current: T): ApiError {
  const details: StaleEditDetails<T> = { current };
  return new ApiError("conflict", message, details);
}

export function errorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function respondWithError(c: Context, error: ApiError): Response {
  return c.json(errorBody(error.code, error.message, error.details), error.status);
}
