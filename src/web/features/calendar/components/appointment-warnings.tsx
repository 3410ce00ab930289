import { TriangleAlertIcon } from "lucide-react";
import type { BookingWarning } from "@/shared/schemas/appointments";

/** The server's booking warnings on an appointment, as a marked list; nothing when there are none. */
export function AppointmentWarnings({ warnings, compact = false }: { warnings: readonly BookingWarning[]; compact?: boolean }) {
  if (warnings.length === 0) return null;
  if (compact) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-200" title={warnings.map((warning) => warning.message).join(" ")}>
        <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">Warnings: </span>
        <span className="sr-only">{warnings.map((warning) => warning.message).join(" ")}</span>
        <span aria-hidden="true">{warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`}</span>
      </span>
    );
  }
  return (
    <ul aria-label="Warnings" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      {warnings.map((warning) => (
        <li key={`${warning.kind}:${warning.message}`} className="flex items-start gap-2">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning.message}
        </li>
      ))}
    </ul>
  );
}
