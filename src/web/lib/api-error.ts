import type { FieldErrors } from "@/shared/errors/api-error";

/** An error answer from the API, carrying the server's message for the toast description. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** The error body's details as sent (field errors, the current record of a stale edit...). */
    readonly details: unknown = undefined,
    /** A 429's Retry-After: whole seconds to wait before asking again; null when not said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The message to show for a failed request: the server's (or the thrown error's) own words. */
export function errorMessage(error: unknown, fallback = "Something went wrong."): string {
  return error instanceof Error ? error.message : fallback;
}
