import { eq } from "drizzle-orm";
import type { z } from "zod";
import { appointmentEnd, isActiveSlot } from "../../shared/calendar/booking-rules";
import type { appointmentMoveSchema } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { nextVersion } from "../db/lists/row-version";
import { appointments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { lockBookings } from "../shop-calendar/lock-bookings";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { lockAppointment } from "./appointment-version";
import { assertBayFree, assertBookableTechnician, assertShopBay } from "./booking-guards";

/** Drag and drop (or the keyboard): a new start, bay and technician; the length stays. */
export async function moveAppointment(db: Database, appointmentId: string, userId: string, input: z.output<typeof appointmentMoveSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBookings(tx);
    const row = await lockAppointment(tx, appointmentId, input.updatedAt);
    if (!isActiveSlot(row)) {
      throw new ApiError("conflict", `Only a requested, booked or confirmed appointment can be moved; this one is ${row.status}.`);
    }
    const calendar = await readShopCalendar(tx);
    assertShopBay(calendar, input.bayId);
    await assertBookableTechnician(tx, input.technicianId);
    const startsAt = new Date(input.startsAt);
    const endsAt = appointmentEnd(startsAt, row.expectedHours);
    await assertBayFree(tx, calendar, { id: row.id, status: row.status, startsAt, endsAt, bayId: input.bayId, technicianId: input.technicianId });
    await tx
      .update(appointments)
      .set({ startsAt, endsAt, bayId: input.bayId, technicianId: input.technicianId, updatedBy: userId, updatedAt: nextVersion(appointments.updatedAt) })
      .where(eq(appointments.id, row.id));
  });
}
