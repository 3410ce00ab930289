import type { Appointment } from "@/shared/schemas/appointments";
import type { Bay } from "@/shared/schemas/shop-calendar";
import type { Technician } from "@/shared/schemas/technician-responses";

export type Grouping = "bay" | "technician";

/** A column of the calendar: a bay or a technician; `id` null holds the appointments with none. */
export interface CalendarColumn {
  id: string | null;
  name: string;
}

/** Which column an appointment sits in under `grouping`. */
export function columnIdOf(appointment: Appointment, grouping: Grouping): string | null {
  return grouping === "bay" ? appointment.bayId : appointment.technicianId;
}

/**
 * The columns: the shop's bays or its technicians in their order, then any bay or technician an
 * appointment names that the lists lack (a bay since removed), then "Unassigned" when an
 * appointment has none.
 */
export function calendarColumns(
  grouping: Grouping,
  bays: readonly Bay[],
  technicians: readonly Technician[],
  appointments: readonly Appointment[],
): CalendarColumn[] {
  const columns: CalendarColumn[] =
    grouping === "bay"
      ? bays.map((bay) => ({ id: bay.id, name: bay.name }))
      : technicians.map((technician) => ({ id: technician.userId, name: technician.name || technician.email }));
  const known = new Set(columns.map((column) => column.id));
  let unassigned = false;
  for (const appointment of appointments) {
    const id = columnIdOf(appointment, grouping);
    if (id === null) unassigned = true;
    else if (!known.has(id)) {
      known.add(id);
      columns.push({ id, name: grouping === "bay" ? id : (appointment.technicianName ?? id) });
    }
  }
  if (unassigned) columns.push({ id: null, name: grouping === "bay" ? "No bay" : "Unassigned" });
  return columns;
}

/**
 * Side-by-side lanes for appointments of one column that overlap (a technician booked twice):
 * each gets the first lane free at its start; `lanes` is how many the column needs.
 */
export function laneLayout(appointments: readonly Appointment[]): { lane: Map<string, number>; lanes: number } {
  const sorted = [...appointments].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const laneEnds: number[] = [];
  const lane = new Map<string, number>();
  for (const appointment of sorted) {
    const start = Date.parse(appointment.startsAt);
    let index = laneEnds.findIndex((end) => end <= start);
    if (index === -1) index = laneEnds.push(0) - 1;
    laneEnds[index] = Date.parse(appointment.endsAt);
    lane.set(appointment.id, index);
  }
  return { lane, lanes: Math.max(1, laneEnds.length) };
}
