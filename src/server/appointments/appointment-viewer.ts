import { can } from "../../shared/auth/permissions";
import type { Profile } from "../../shared/schemas/account-responses";
import { ApiError } from "../http/api-error";
import type { AppointmentAudience } from "./appointment-answer";
import type { StoredAppointment } from "./appointment-read";

/**
 * Who reads the calendar: those who book (calendar:manage) see every appointment with contact
 * details; anyone else with calendar:view (a technician) sees only their own, name and vehicle only.
 */
export interface CalendarViewer {
  userId: string;
  books: boolean;
}

export function calendarViewer(profile: Profile): CalendarViewer {
  return { userId: profile.userId, books: can(profile.role, "calendar:manage") };
}

export function audienceOf(viewer: CalendarViewer): AppointmentAudience {
  return { contactDetails: viewer.books };
}

export const NOT_YOUR_APPOINTMENT = "You can see only the appointments you are booked on.";

export function assertMayRead(viewer: CalendarViewer, stored: StoredAppointment): void {
  if (!viewer.books && stored.technicianId !== viewer.userId) throw new ApiError("forbidden", NOT_YOUR_APPOINTMENT);
}
