import type { FieldPath, FieldValues, UseFormReturn, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/web/lib/api-error";

type FormWithErrors<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/**
 * Puts a 400's per-field messages under the form's own fields, focusing the first; the caller
 * toasts the rest. The field names come from the error, and only the ones the form holds get a
 * message (a nested name such as "parts.0.name" by its first part).
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, form: FormWithErrors<T>): void;
/** The older call, naming the form's fields by hand: kept while the settings forms still make it. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly FieldPath<T>[],
): void;
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  formOrSetError: FormWithErrors<T> | UseFormSetError<T>,
  givenFields?: readonly FieldPath<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  const setError = typeof formOrSetError === "function" ? formOrSetError : formOrSetError.setError;
  const formFields: readonly string[] =
    typeof formOrSetError === "function" ? (givenFields ?? []) : Object.keys(formOrSetError.getValues());
  let first = true;
  for (const [field, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (!message || !formFields.includes(field.split(".")[0]!)) continue;
    // The form holds this field (checked above), so the name is one of its paths.
    setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
