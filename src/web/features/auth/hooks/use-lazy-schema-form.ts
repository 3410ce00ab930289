import { useCallback, useState, type FormEvent } from "react";
import type { ZodType } from "zod";

export type FieldMessages = Partial<Record<string, string>>;

/**
 * A form validated by a shared zod schema that is loaded on first use (the form's first focus,
 * at the latest its submit). The login screens use this so neither zod nor a form library is
 * part of the first page a visitor loads; the rule is still the one schema the server applies.
 */
export function useLazySchemaForm<T>(loadSchema: () => Promise<ZodType<T>>) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [submitting, setSubmitting] = useState(false);

  const prefetch = useCallback(() => {
    void loadSchema();
  }, [loadSchema]);

  const handleSubmit = useCallback(
    (onValid: (values: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = (await loadSchema()).safeParse(Object.fromEntries(new FormData(form)));
      if (!result.success) {
        const messages: FieldMessages = {};
        for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
        setErrors(messages);
        const first = Object.keys(messages)[0];
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    [loadSchema],
  );

  return { errors, submitting, handleSubmit, prefetch };
}
