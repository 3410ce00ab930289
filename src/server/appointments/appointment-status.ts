import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { appointmentStatusSchema } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { nextVersion } from "../db/lists/row-version";
import { appointments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { lockBookings } from "../shop-calendar/lock-bookings";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { lockAppointment } from "./appointment-version";
import { assertBayFree } from "./booking-guards";

export const NEEDS_CUSTOMER_TO_CONFIRM = "Set the customer on this request before confirming it.";

/**
 * Confirm, Cancel or mark No-show. A checked-in appointment keeps its status: its work lives on as
 * a ticket or repair order. Confirming a request needs its customer; confirming a cancelled or
 * no-show appointment takes its bay again, so the bay must still be free.
 */
export async function setAppointmentStatus(db: Database, appointmentId: string, userId: string, input: z.output<typeof appointmentStatusSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBookings(tx);
    const row = await lockAppointment(tx, appointmentId, input.updatedAt);
    if (row.status === "Checked In") {
      throw new ApiError("conflict", `This appointment is checked in; it cannot be set ${input.status}.`);
    }
    if (input.status === "Confirmed") {
      if (row.customerId === null) throw new ApiError("conflict", NEEDS_CUSTOMER_TO_CONFIRM);
      const calendar = await readShopCalendar(tx);
      await assertBayFree(tx, calendar, { ...row, status: "Confirmed" });
    }
    await tx
      .update(appointments)
      .set({ status: input.status, updatedBy: userId, updatedAt: nextVersion(appointments.updatedAt) })
      .where(eq(appointments.id, row.id));
  });
}
