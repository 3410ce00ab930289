/** The error codes the API answers with; each maps to one HTTP status. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A device's pushed change skips ahead of the last one the server has from it. */
  mutation_gap: 409,
  /** Push and pull while the shop does not share its records. */
  shop_records_off: 409,
  /** An estimate link that is unknown or expired. */
  estimate_link_invalid: 404,
  /** An estimate link whose version a newer one has replaced. */
  estimate_replaced: 410,
  /** An edit, delete or payment refused because of the invoice's state (finalized, void or still a draft). */
  invoice_frozen: 409,
  /** A finalize refused: the invoice's total is above what the customer authorised. */
  invoice_above_authorised: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/**
 * The one error body every failing API answer carries. `details` carries failing fields for
 * validation errors and the current record for a stale edit.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/**
 * The details of a 409 answering an edit of a version someone else has since replaced: the
 * record as the server holds it now, so the client shows it without asking again.
 */
export interface StaleEditDetails<T> {
  current: T;
}

/** Field errors as the API reports them: a field path to its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Whether a response body has the error shape. A plain check rather than a zod schema: the API
 * client runs on every page, the login page included, and must not pull zod into it.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown } | undefined;
  return typeof error === "object" && error !== null && typeof error.code === "string" && typeof error.message === "string";
}
