import { Button } from "@/web/components/ui/button";
import { groupAppointments } from "../utils/group-appointments";
import { clockAt, shortDayTitle, type DayKey } from "../utils/shop-time";
import { AppointmentStatusBadge } from "./appointment-status-badge";
import { AppointmentWarnings } from "./appointment-warnings";
import type { CalendarViewProps } from "./calendar-view-props";

interface AppointmentCardListProps extends CalendarViewProps {
  days: readonly DayKey[];
}

/** On a phone: a list of cards per bay or technician (per day in the week view), nothing to scroll sideways. */
export function AppointmentCardList({ days, columns, appointments, grouping, timeZone, movable, onOpen, onMove }: AppointmentCardListProps) {
  const appointmentsAt = groupAppointments(appointments, grouping, timeZone);
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <div key={day} className="space-y-4">
          {days.length > 1 ? <h2 className="text-base font-semibold">{shortDayTitle(day)}</h2> : null}
          {columns.map((column) => {
            const mine = appointmentsAt(column.id, day);
            return (
              <section key={column.id ?? "none"} aria-label={days.length > 1 ? `${column.name}, ${shortDayTitle(day)}` : column.name} className="space-y-2">
                <h3 className="text-sm font-semibold">{column.name}</h3>
                {mine.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No appointments.</p>
                ) : (
                  <ul className="space-y-2">
                    {mine.map((appointment) => (
                      <li key={appointment.id} className="space-y-1 rounded-md border p-3 text-sm break-words">
                        <div className="flex items-start justify-between gap-2">
                          <button type="button" className="min-w-0 text-left font-medium hover:underline" onClick={() => onOpen(appointment)}>
                            {clockAt(appointment.startsAt, timeZone)}–{clockAt(appointment.endsAt, timeZone)} {appointment.customerName}
                          </button>
                          <AppointmentStatusBadge status={appointment.status} />
                        </div>
                        <p>{appointment.vehicleLabel}</p>
                        {appointment.requestedWork ? <p className="text-muted-foreground">{appointment.requestedWork}</p> : null}
                        <AppointmentWarnings warnings={appointment.warnings} compact />
                        {movable ? (
                          <Button type="button" size="sm" variant="outline" aria-label={`Move ${appointment.customerName}'s appointment`} onClick={() => onMove(appointment)}>
                            Move
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}
