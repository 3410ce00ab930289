import { useDroppable } from "@dnd-kit/core";
import { cn } from "@/web/lib/cn";
import { columnIdOf, laneLayout } from "../utils/calendar-columns";
import type { DropTarget } from "../utils/drop-target";
import type { Slot } from "../utils/shop-time";
import { AppointmentBlock } from "./appointment-block";
import type { CalendarViewProps } from "./calendar-view-props";

interface DayGridProps extends CalendarViewProps {
  label: string;
  slots: readonly Slot[];
  slotMinutes: number;
}

const ROW_REM = 3;

/** The day view: a column per bay or technician, a row per slot of the shop's hours. */
export function DayGrid({ label, slots, slotMinutes, columns, appointments, grouping, timeZone, movable, onOpen, onMove }: DayGridProps) {
  const slotMs = slotMinutes * 60_000;
  const dayStart = slots[0]?.start ?? 0;
  const dayEnd = (slots.at(-1)?.start ?? 0) + slotMs;
  const rowOf = (instant: number) => {
    const index = slots.findIndex((slot) => instant < slot.start + slotMs);
    return index === -1 ? slots.length - 1 : Math.max(0, index);
  };
  return (
    <section aria-label={label} className="overflow-x-auto rounded-md border">
      <div
        className="grid min-w-fit"
        style={{
          gridTemplateColumns: `4.5rem repeat(${columns.length}, minmax(10rem, 1fr))`,
          gridTemplateRows: `auto repeat(${slots.length}, ${ROW_REM}rem)`,
        }}
      >
        <div className="sticky left-0 z-10 border-b bg-background" style={{ gridRow: 1, gridColumn: 1 }} />
        {columns.map((column, index) => (
          <h3 key={column.id ?? "none"} className="truncate border-b border-l px-2 py-2 text-sm font-semibold" style={{ gridRow: 1, gridColumn: index + 2 }}>
            {column.name}
          </h3>
        ))}
        {slots.map((slot, row) => (
          <time
            key={slot.start}
            dateTime={new Date(slot.start).toISOString()}
            data-slot="calendar-row-label"
            className="sticky left-0 z-10 border-b bg-background px-2 pt-0.5 text-xs text-muted-foreground"
            style={{ gridRow: row + 2, gridColumn: 1 }}
          >
            {slot.label}
          </time>
        ))}
        {columns.flatMap((column, index) =>
          slots.map((slot, row) => (
            <SlotCell key={`${column.id ?? "none"}:${slot.start}`} target={{ kind: "slot", start: slot.start, columnId: column.id, columnName: column.name }} row={row + 2} column={index + 2} />
          )),
        )}
        {columns.map((column, index) => {
          const mine = appointments.filter((appointment) => columnIdOf(appointment, grouping) === column.id);
          const { lane, lanes } = laneLayout(mine);
          return mine.map((appointment) => {
            const start = Math.max(Date.parse(appointment.startsAt), dayStart);
            const end = Math.min(Date.parse(appointment.endsAt), dayEnd);
            const first = rowOf(start);
            const span = Math.max(1, rowOf(Math.max(start, end - 1)) - first + 1);
            const laneIndex = lane.get(appointment.id) ?? 0;
            return (
              <AppointmentBlock
                key={appointment.id}
                appointment={appointment}
                timeZone={timeZone}
                movable={movable}
                onOpen={onOpen}
                onMove={onMove}
                className="z-[5] m-0.5 self-stretch"
                style={{
                  gridRow: `${first + 2} / span ${span}`,
                  gridColumn: index + 2,
                  width: `calc(${100 / lanes}% - 0.25rem)`,
                  marginLeft: `calc(${(laneIndex * 100) / lanes}% + 0.125rem)`,
                }}
              />
            );
          });
        })}
      </div>
    </section>
  );
}

function SlotCell({ target, row, column }: { target: DropTarget; row: number; column: number }) {
  const id = target.kind === "slot" ? `slot:${target.columnId ?? ""}:${target.start}` : `day:${target.columnId ?? ""}:${target.dayKey}`;
  const { setNodeRef, isOver } = useDroppable({ id, data: { target } });
  return <div ref={setNodeRef} className={cn("border-b border-l", isOver && "bg-accent")} style={{ gridRow: row, gridColumn: column }} />;
}
