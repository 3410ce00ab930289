import { and, eq } from "drizzle-orm";
import type { Appointment, appointmentRangeQuerySchema } from "../../shared/schemas/appointments";
import type { z } from "zod";
import type { Database } from "../db/database";
import { appointments } from "../db/schema";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { appointmentAnswer } from "./appointment-answer";
import { overlappingWhere, requireAppointment, selectAppointments, type StoredAppointment } from "./appointment-read";
import { audienceOf, assertMayRead, type CalendarViewer } from "./appointment-viewer";
import { warningsFor } from "./appointment-warnings";

/** Stored appointments as the viewer may read them, each with its warnings. */
export async function answersFor(db: Database, stored: readonly StoredAppointment[], viewer: CalendarViewer): Promise<Appointment[]> {
  const calendar = await readShopCalendar(db);
  const warnings = await warningsFor(db, calendar, stored);
  return stored.map((one) => appointmentAnswer(one, warnings.get(one.id) ?? [], audienceOf(viewer)));
}

/**
 * The appointments overlapping [from, to), earliest first; of one technician when asked. A
 * technician gets only their own, whatever they ask for.
 */
export async function listAppointments(
  db: Database,
  viewer: CalendarViewer,
  query: z.output<typeof appointmentRangeQuerySchema>,
): Promise<Appointment[]> {
  const technicianId = viewer.books ? (query.technicianId ?? null) : viewer.userId;
  const range = overlappingWhere(new Date(query.from), new Date(query.to));
  const stored = await selectAppointments(db, technicianId === null ? range : and(range, eq(appointments.technicianId, technicianId)));
  return answersFor(db, stored, viewer);
}

/** One appointment (404 when gone; 403 to a technician not booked on it). */
export async function readAppointment(db: Database, viewer: CalendarViewer, appointmentId: string): Promise<Appointment> {
  const stored = await requireAppointment(db, appointmentId);
  assertMayRead(viewer, stored);
  const [answer] = await answersFor(db, [stored], viewer);
  return answer!;
}
