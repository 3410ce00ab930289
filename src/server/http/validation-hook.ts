import type { Context } from "hono";
import type { ZodError } from "zod";
import type { FieldErrors } from "../../shared/errors/api-error";
import { ApiError } from "./api-error";

/** Groups zod issues by field path, the shape the web app maps back onto form fields. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The default hook of every OpenAPI route: a failed validation is a 400 naming the fields. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError },
  _c: Context,
): void {
  if (result.success) return;
  const fields = fieldErrors(result.error);
  const names = Object.keys(fields).filter((key) => key !== "_");
  const message =
    names.length > 0 ? `Please correct: ${names.join(", ")}.` : "The request is not valid.";
  throw new ApiError("validation_failed", message, { fields });
}
