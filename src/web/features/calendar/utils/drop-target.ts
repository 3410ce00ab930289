import type { Appointment } from "@/shared/schemas/appointments";
import type { MoveTarget } from "../hooks/use-move-with-feedback";
import type { Grouping } from "./calendar-columns";
import { clockAt, instantAt, type DayKey } from "./shop-time";

/** Where a dragged appointment may land: a slot of the day view, or a day of the week view (keeping its time). */
export type DropTarget =
  | { kind: "slot"; start: number; columnId: string | null; columnName: string }
  | { kind: "day"; dayKey: DayKey; columnId: string | null; columnName: string };

/** The move a drop asks for: the grouping's column changes, the other assignment stays. */
export function moveFor(appointment: Appointment, target: DropTarget, grouping: Grouping, timeZone: string): MoveTarget {
  const startsAt =
    target.kind === "slot"
      ? new Date(target.start).toISOString()
      : new Date(instantAt(target.dayKey, clockAt(appointment.startsAt, timeZone), timeZone)).toISOString();
  return {
    startsAt,
    bayId: grouping === "bay" ? target.columnId : appointment.bayId,
    technicianId: grouping === "technician" ? target.columnId : appointment.technicianId,
  };
}

/** What the drop would do, in words, shown while hovering. */
export function describeTarget(target: DropTarget, timeZone: string): string {
  return target.kind === "slot" ? `${target.columnName} at ${clockAt(target.start, timeZone)}` : `${target.columnName} on ${target.dayKey}`;
}
