import { useId, type ComponentProps, type ReactNode } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";

type TextFieldProps = ComponentProps<typeof Input> & {
  label: string;
  error?: string;
  description?: ReactNode;
};

/** A labelled input with its description and error linked for screen readers. */
export function TextField({ label, error, description, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(" ");
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...inputProps} />
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={errorId} message={error} />
    </Field>
  );
}
