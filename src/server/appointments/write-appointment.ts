import { eq } from "drizzle-orm";
import type { z } from "zod";
import { appointmentEnd } from "../../shared/calendar/booking-rules";
import type { appointmentFormSchema, appointmentUpdateSchema } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { FIRST_VERSION, nextVersion } from "../db/lists/row-version";
import { appointments, type AppointmentRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { lockBookings } from "../shop-calendar/lock-bookings";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { lockAppointment } from "./appointment-version";
import { assertBayFree, assertBookableTechnician, assertShopBay } from "./booking-guards";
import { requireCustomer, resolveVehicle } from "./customer-records";

type FormValues = z.output<typeof appointmentFormSchema>;

/** The checks and columns a staff form writes, inside the booking lock. */
async function formColumns(tx: Database, id: string, status: AppointmentRow["status"], input: FormValues) {
  const calendar = await readShopCalendar(tx);
  assertShopBay(calendar, input.bayId);
  await assertBookableTechnician(tx, input.technicianId);
  await requireCustomer(tx, input.customerId);
  const vehicle = await resolveVehicle(tx, input.customerId, input.customerVehicleId, input.newVehicle);
  const startsAt = new Date(input.startsAt);
  const endsAt = appointmentEnd(startsAt, input.expectedHours!);
  await assertBayFree(tx, calendar, { id, status, startsAt, endsAt, bayId: input.bayId, technicianId: input.technicianId });
  return {
    customerId: input.customerId,
    customerVehicleId: vehicle.id,
    requestedWork: input.requestedWork,
    expectedHours: input.expectedHours!,
    bayId: input.bayId,
    technicianId: input.technicianId,
    startsAt,
    endsAt,
    dropOffAt: input.dropOffAt === null ? null : new Date(input.dropOffAt),
    promisedAt: input.promisedAt === null ? null : new Date(input.promisedAt),
    notes: input.notes,
  };
}

/** Books an appointment, Booked, adding a new vehicle to the customer in the same transaction. */
export async function createAppointment(db: Database, userId: string, input: FormValues): Promise<string> {
  return db.transaction(async (tx) => {
    await lockBookings(tx);
    const columns = await formColumns(tx, "", "Booked", input);
    const [row] = await tx
      .insert(appointments)
      .values({ ...columns, status: "Booked", source: "staff", createdBy: userId, updatedBy: userId, updatedAt: FIRST_VERSION })
      .returning({ id: appointments.id });
    return row!.id;
  });
}

export const CHECKED_IN_FROZEN = "This appointment is checked in; change its ticket or repair order instead.";

/** Saves the form over an appointment read at `updatedAt` (a request given its customer, too). */
export async function updateAppointment(db: Database, appointmentId: string, userId: string, input: z.output<typeof appointmentUpdateSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBookings(tx);
    const row = await lockAppointment(tx, appointmentId, input.updatedAt);
    if (row.status === "Checked In") throw new ApiError("conflict", CHECKED_IN_FROZEN);
    const columns = await formColumns(tx, row.id, row.status, input);
    await tx
      .update(appointments)
      .set({ ...columns, updatedBy: userId, updatedAt: nextVersion(appointments.updatedAt) })
      .where(eq(appointments.id, row.id));
  });
}
