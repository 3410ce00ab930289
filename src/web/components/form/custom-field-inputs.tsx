import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { TextField } from "./text-field";

export type CustomFieldValues = Record<string, string | number | null>;

interface CustomFieldInputsProps {
  fields: readonly CustomFieldDefinition[];
  values: CustomFieldValues;
  /** Gets the whole map back, so values of fields not shown (removed ones) are kept. */
  onChange: (next: CustomFieldValues) => void;
}

function toInputValue(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/** One input per custom field, following its type (text, number or date); never required. */
export function CustomFieldInputs({ fields, values, onChange }: CustomFieldInputsProps) {
  if (fields.length === 0) return null;
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.id}
          label={field.label}
          type={field.type}
          step={field.type === "number" ? "any" : undefined}
          value={toInputValue(values[field.id])}
          onChange={(event) => {
            const raw = event.target.value;
            const next =
              field.type === "number" ? (raw.trim() === "" || !Number.isFinite(Number(raw)) ? null : Number(raw)) : raw;
            onChange({ ...values, [field.id]: next });
          }}
        />
      ))}
    </>
  );
}
