import { NativeSelect, type NativeSelectProps } from "@/web/components/ui/native-select";
import { FormField, type FormFieldProps } from "./form-field";

type SelectFieldProps = NativeSelectProps & Omit<FormFieldProps, "children">;

/** A labelled native select (options as children) with its description and error linked. */
export function SelectField({ label, error, description, id, ...selectProps }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} description={description} id={id}>
      {(control) => <NativeSelect {...control} {...selectProps} />}
    </FormField>
  );
}
