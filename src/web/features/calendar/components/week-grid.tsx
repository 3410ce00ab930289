import type { ReactNode } from "react";
import { useDroppable } from "@dnd-kit/core";
import { cn } from "@/web/lib/cn";
import type { CalendarColumn } from "../utils/calendar-columns";
import type { DropTarget } from "../utils/drop-target";
import { groupAppointments } from "../utils/group-appointments";
import { shortDayTitle, type DayKey } from "../utils/shop-time";
import { AppointmentBlock } from "./appointment-block";
import type { CalendarViewProps } from "./calendar-view-props";

interface WeekGridProps extends CalendarViewProps {
  label: string;
  days: readonly DayKey[];
}

/**
 * The week view: a row per bay or technician, a column per day. Dropping on another day keeps the
 * appointment's time of day.
 */
export function WeekGrid({ label, days, columns, appointments, grouping, timeZone, movable, onOpen, onMove }: WeekGridProps) {
  const appointmentsAt = groupAppointments(appointments, grouping, timeZone);
  return (
    <section aria-label={label} className="overflow-x-auto rounded-md border">
      <div className="grid min-w-fit" style={{ gridTemplateColumns: `8rem repeat(${days.length}, minmax(9rem, 1fr))` }}>
        <div className="border-b" />
        {days.map((day) => (
          <h3 key={day} className="border-b border-l px-2 py-2 text-sm font-semibold">
            {shortDayTitle(day)}
          </h3>
        ))}
        {columns.map((column) => (
          <WeekRow key={column.id ?? "none"} column={column} days={days}>
            {(day) =>
              appointmentsAt(column.id, day).map((appointment) => (
                <AppointmentBlock key={appointment.id} appointment={appointment} timeZone={timeZone} movable={movable} onOpen={onOpen} onMove={onMove} />
              ))
            }
          </WeekRow>
        ))}
      </div>
    </section>
  );
}

function WeekRow({ column, days, children }: { column: CalendarColumn; days: readonly DayKey[]; children: (day: DayKey) => ReactNode }) {
  return (
    <>
      <h3 className="truncate border-b px-2 py-2 text-sm font-semibold">{column.name}</h3>
      {days.map((day) => (
        <DayCell key={day} target={{ kind: "day", dayKey: day, columnId: column.id, columnName: column.name }}>
          {children(day)}
        </DayCell>
      ))}
    </>
  );
}

function DayCell({ target, children }: { target: DropTarget & { kind: "day" }; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${target.columnId ?? ""}:${target.dayKey}`, data: { target } });
  return (
    <div ref={setNodeRef} className={cn("flex min-h-16 flex-col gap-1 border-b border-l p-1", isOver && "bg-accent")}>
      {children}
    </div>
  );
}
