import type { ComponentProps } from "react";
import { Input } from "@/web/components/ui/input";
import { FormField, type FormFieldProps } from "./form-field";

type TextFieldProps = ComponentProps<typeof Input> & Omit<FormFieldProps, "children">;

/** A labelled input with its description and error linked for screen readers. */
export function TextField({ label, error, description, id, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} description={description} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}
