import type { Appointment } from "@/shared/schemas/appointments";
import { columnIdOf, type Grouping } from "./calendar-columns";
import { dayKeyAt, type DayKey } from "./shop-time";

/** The appointments of one column (bay or technician, null for none) on one day of the shop's clock. */
export type AppointmentsAt = (columnId: string | null, day: DayKey) => Appointment[];

/**
 * Sorts the appointments into the cells of a calendar laid out by column and day: each goes to its
 * bay or technician under `grouping`, on the day it starts in the shop's time zone, earliest first.
 * A cell no appointment falls in is an empty list.
 */
export function groupAppointments(appointments: readonly Appointment[], grouping: Grouping, timeZone: string): AppointmentsAt {
  const cells = new Map<string, Appointment[]>();
  const cellOf = (columnId: string | null, day: DayKey) => JSON.stringify([columnId, day]);
  for (const appointment of appointments) {
    const key = cellOf(columnIdOf(appointment, grouping), dayKeyAt(appointment.startsAt, timeZone));
    const cell = cells.get(key);
    if (cell) cell.push(appointment);
    else cells.set(key, [appointment]);
  }
  for (const cell of cells.values()) cell.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return (columnId, day) => cells.get(cellOf(columnId, day)) ?? [];
}
