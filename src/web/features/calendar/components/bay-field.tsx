import type { Bay } from "@/shared/schemas/shop-calendar";
import { SelectField } from "@/web/components/form/select-field";

interface BayFieldProps {
  bays: readonly Bay[];
  /** A bay's id, or "" for none. */
  value: string;
  error?: string;
  onChange: (bayId: string) => void;
}

/** The appointment's bay: one of the shop's bays, or "No bay". */
export function BayField({ bays, value, error, onChange }: BayFieldProps) {
  return (
    <SelectField label="Bay" value={value} error={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">No bay</option>
      {bays.map((bay) => (
        <option key={bay.id} value={bay.id}>
          {bay.name}
        </option>
      ))}
    </SelectField>
  );
}
