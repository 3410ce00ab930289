import type { Technician } from "@/shared/schemas/technician-responses";
import { SelectField } from "@/web/components/form/select-field";

interface TechnicianFieldProps {
  label: string;
  /** The first option's text, standing for no technician ("Unassigned"). */
  noneLabel: string;
  technicians: readonly Technician[];
  /** A technician's user id, or "" for none. */
  value: string;
  error?: string;
  onChange: (technicianId: string) => void;
  /** The technician the appointment has now, offered too when the list lacks them, so keeping them is a choice. */
  current?: { id: string | null; name: string | null };
}

/** Choosing a technician for an appointment: the shop's technicians by name (their e-mail when unnamed). */
export function TechnicianField({ label, noneLabel, technicians, value, error, onChange, current }: TechnicianFieldProps) {
  const unlisted = current?.id && !technicians.some((technician) => technician.userId === current.id) ? current.id : null;
  return (
    <SelectField label={label} value={value} error={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">{noneLabel}</option>
      {unlisted ? <option value={unlisted}>{current?.name ?? unlisted}</option> : null}
      {technicians.map((technician) => (
        <option key={technician.userId} value={technician.userId}>
          {technician.name || technician.email}
        </option>
      ))}
    </SelectField>
  );
}
