import type { CSSProperties } from "react";
import { useDraggable } from "@dnd-kit/core";
import { GripVerticalIcon, MoveIcon } from "lucide-react";
import type { Appointment } from "@/shared/schemas/appointments";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { clockAt } from "../utils/shop-time";
import { AppointmentStatusBadge } from "./appointment-status-badge";
import { AppointmentWarnings } from "./appointment-warnings";

interface AppointmentBlockProps {
  appointment: Appointment;
  timeZone: string;
  /** Those who manage the calendar drag and move; a technician only reads. */
  movable: boolean;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment) => void;
  style?: CSSProperties;
  className?: string;
}

/**
 * One appointment on the calendar: customer, vehicle, requested work, status and warnings. The
 * grip drags it (pointer, or Space and the arrow keys); "Move" does the same through a dialog.
 */
export function AppointmentBlock({ appointment, timeZone, movable, onOpen, onMove, style, className }: AppointmentBlockProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: appointment.id,
    data: { appointment },
    disabled: !movable,
  });
  const dragStyle: CSSProperties = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 20 } : {};
  const time = `${clockAt(appointment.startsAt, timeZone)}–${clockAt(appointment.endsAt, timeZone)}`;
  return (
    <article
      ref={setNodeRef}
      aria-label={`${appointment.customerName}, ${time}`}
      data-appointment-id={appointment.id}
      style={{ ...style, ...dragStyle }}
      className={cn(
        "flex min-w-0 flex-col gap-1 overflow-hidden rounded-md border bg-card p-1.5 text-xs shadow-sm",
        appointment.warnings.length > 0 && "border-amber-500",
        isDragging && "opacity-80 ring-2 ring-ring",
        className,
      )}
    >
      <div className="flex items-start gap-1">
        {movable ? (
          <button
            type="button"
            className="-ml-0.5 cursor-grab rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Drag ${appointment.customerName}'s appointment`}
            {...attributes}
            {...listeners}
          >
            <GripVerticalIcon aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
        <button
          type="button"
          aria-label={`${appointment.customerName}, ${time}`}
          className="min-w-0 flex-1 text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" onClick={() => onOpen(appointment)}>
          <span className="block truncate font-medium">{appointment.customerName}</span>
          <span className="block truncate text-muted-foreground">{time}</span>
        </button>
        {movable ? (
          <Button type="button" size="icon" variant="ghost" className="size-6" aria-label={`Move ${appointment.customerName}'s appointment`} onClick={() => onMove(appointment)}>
            <MoveIcon aria-hidden="true" className="size-3.5" />
          </Button>
        ) : null}
      </div>
      <span className="truncate">{appointment.vehicleLabel}</span>
      {appointment.requestedWork ? <span className="line-clamp-2 text-muted-foreground">{appointment.requestedWork}</span> : null}
      <div className="flex flex-wrap items-center gap-1">
        <AppointmentStatusBadge status={appointment.status} />
        <AppointmentWarnings warnings={appointment.warnings} compact />
      </div>
    </article>
  );
}
