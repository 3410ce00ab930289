import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/web/lib/api-error";

type FormWithErrors<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/**
 * Puts a 400's per-field messages under the form's own fields, focusing the first; the caller
 * toasts the rest. The field names come from the error, and only the ones the form holds get a
 * message (a nested name such as "parts.0.name" by its first part).
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, form: FormWithErrors<T>): void {
  if (!(error instanceof ApiError)) return;
  const formFields = Object.keys(form.getValues());
  let first = true;
  for (const [field, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (!message || !formFields.includes(field.split(".")[0]!)) continue;
    // The form holds this field (checked above), so the name is one of its paths.
    form.setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
