import type { Appointment } from "@/shared/schemas/appointments";
import type { CalendarColumn, Grouping } from "../utils/calendar-columns";

/** What every view of the calendar (day, week, the phone's cards) draws from and offers. */
export interface CalendarViewProps {
  columns: readonly CalendarColumn[];
  appointments: readonly Appointment[];
  grouping: Grouping;
  timeZone: string;
  movable: boolean;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment) => void;
}
