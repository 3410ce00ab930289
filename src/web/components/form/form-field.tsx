import { useId, type ReactNode } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/web/components/ui/field";

/** The props FormField hands its control: its id and the links to its error and description. */
export interface FormControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FormFieldProps {
  label: string;
  error?: string;
  description?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  children: (control: FormControlProps) => ReactNode;
}

/** A label, a control, its description and its error, linked for screen readers. */
export function FormField({ label, error, description, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(" ");
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={errorId} message={error} />
    </Field>
  );
}
