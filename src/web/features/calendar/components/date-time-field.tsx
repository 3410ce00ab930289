import { TextField } from "@/web/components/form/text-field";

interface DateTimeFieldProps {
  label: string;
  /** "2026-03-09T08:00" on the shop's clock, or "" when not set. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A date and time of an appointment, typed or picked on the shop's clock. */
export function DateTimeField({ label, value, error, onChange }: DateTimeFieldProps) {
  return <TextField label={label} type="datetime-local" value={value} error={error} onChange={(event) => onChange(event.target.value)} />;
}
