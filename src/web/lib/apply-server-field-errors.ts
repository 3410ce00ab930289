import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/web/lib/api-error";

/** Puts a 400's per-field messages under the form's own fields; the caller toasts the rest. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const field of fields) {
    const message = error.fields[field]?.[0];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
