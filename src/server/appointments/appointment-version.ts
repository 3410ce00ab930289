import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { parseVersion } from "../db/lists/row-version";
import { appointments, type AppointmentRow } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { APPOINTMENT_NOT_FOUND } from "./appointment-read";
import type { CalendarViewer } from "./appointment-viewer";
import { readAppointment } from "./read-appointments";

export const STALE_APPOINTMENT = "Someone else changed this appointment. It has been reloaded; make your change again.";

/** Thrown inside a write's transaction when the client's updatedAt is not the stored one. */
export class StaleAppointment extends Error {
  override name = "StaleAppointment";
}

/**
 * The appointment row locked for a write, after checking the version the client read: 404 when
 * gone, StaleAppointment when someone else saved since.
 */
export async function lockAppointment(tx: Database, appointmentId: string, updatedAt: string): Promise<AppointmentRow> {
  const seen = parseVersion(updatedAt);
  const [row] = isUuid(appointmentId) ? await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update") : [];
  if (!row) throw new ApiError("not_found", APPOINTMENT_NOT_FOUND);
  if (row.updatedAt.getTime() !== seen.getTime()) throw new StaleAppointment();
  return row;
}

/** Runs a versioned write; a stale one becomes the 409 carrying the appointment as stored now. */
export async function withVersionCheck<T>(db: Database, viewer: CalendarViewer, appointmentId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StaleAppointment) throw staleEditError(STALE_APPOINTMENT, await readAppointment(db, viewer, appointmentId));
    throw error;
  }
}
