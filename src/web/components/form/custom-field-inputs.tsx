import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { TextField } from "./text-field";
import { AlertMessage } from "@/web/components/ui/alert-message";

export type CustomFieldValues = Record<string, string | number | null>;

interface CustomFieldInputsProps {
  fields: readonly CustomFieldDefinition[];
  values: CustomFieldValues;
  /** Gets the whole map back, so values of fields not shown (removed ones) are kept. */
  onChange: (next: CustomFieldValues) => void;
  /**
   * The form's errors of the values: one per field id, shown under its input, and a message of
   * the map's own (too many values), shown after them.
   */
  errors?: { [id: string]: unknown } | undefined;
}

function messageOf(error: unknown): string | undefined {
  return error && typeof error === "object" && "message" in error && typeof error.message === "string" ? error.message : undefined;
}

function toInputValue(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/** One input per custom field, following its type (text, number or date); never required. */
export function CustomFieldInputs({ fields, values, onChange, errors }: CustomFieldInputsProps) {
  if (fields.length === 0) return null;
  const error = messageOf(errors);
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.id}
          label={field.label}
          type={field.type}
          step={field.type === "number" ? "any" : undefined}
          value={toInputValue(values[field.id])}
          error={messageOf(errors?.[field.id])}
          onChange={(event) => {
            const raw = event.target.value;
            const next =
              field.type === "number" ? (raw.trim() === "" || !Number.isFinite(Number(raw)) ? null : Number(raw)) : raw;
            onChange({ ...values, [field.id]: next });
          }}
        />
      ))}
      <AlertMessage>{error}</AlertMessage>
    </>
  );
}
