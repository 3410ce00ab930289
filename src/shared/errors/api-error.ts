import { z } from "zod";

/** The error codes the API answers with; each maps to one HTTP status. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The one error body of DESIGN.md 2. `details` carries failing fields for validation errors. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Field errors as the API reports them: a field path to its messages. */
export type FieldErrors = Record<string, string[]>;
