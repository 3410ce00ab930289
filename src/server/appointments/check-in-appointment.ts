import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppointmentCheckInResult, appointmentCheckInSchema } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { FIRST_VERSION, nextVersion } from "../db/lists/row-version";
import { appointments, customerVehicles, jobCards, serviceTickets } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findJobCard } from "../job-cards/job-card-query";
import { assertActiveTechnician } from "../technicians/assert-active-technician";
import { findTicket } from "../tickets/find-ticket";
import type { CalendarViewer } from "./appointment-viewer";
import { lockAppointment } from "./appointment-version";
import { customerContact, latestMileage, requireCustomer } from "./customer-records";
import { readAppointment } from "./read-appointments";

export const ALREADY_CHECKED_IN = "This appointment is already checked in.";
export const NEEDS_CUSTOMER_TO_CHECK_IN = "Set the customer on this request before checking it in.";

/**
 * Check In: one transaction makes a ticket, or a repair order assigned to a technician, carrying
 * the customer (record, name and contact), the VIN and the requested work; a repair order also the
 * expected hours, the promised time and the vehicle's latest recorded mileage. The appointment
 * becomes Checked In and points at it. The row is locked first, so a second check-in is a 409.
 */
export async function checkInAppointment(
  db: Database,
  viewer: CalendarViewer,
  appointmentId: string,
  input: z.output<typeof appointmentCheckInSchema>,
): Promise<AppointmentCheckInResult> {
  const made = await db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId, input.updatedAt);
    if (row.status === "Checked In") throw new ApiError("conflict", ALREADY_CHECKED_IN, { ticketId: row.ticketId, jobCardId: row.jobCardId });
    if (row.status !== "Requested" && row.status !== "Booked" && row.status !== "Confirmed") {
      throw new ApiError("conflict", `A ${row.status} appointment cannot be checked in.`);
    }
    if (row.customerId === null) throw new ApiError("conflict", NEEDS_CUSTOMER_TO_CHECK_IN);
    const customer = await requireCustomer(tx, row.customerId);
    const [vehicle] = row.customerVehicleId
      ? await tx.select().from(customerVehicles).where(eq(customerVehicles.id, row.customerVehicleId))
      : [];
    const vin = vehicle?.vin.trim() ?? "";
    const carried = { customerId: customer.id, customerName: customer.name, customerContact: customerContact(customer), vin };
    let ticketId: string | null = null;
    let jobCardId: string | null = null;
    if (input.into === "ticket") {
      const [ticket] = await tx
        .insert(serviceTickets)
        .values({ ...carried, issueDescription: row.requestedWork, status: "Open", createdBy: viewer.userId, updatedBy: viewer.userId, updatedAt: FIRST_VERSION })
        .returning({ id: serviceTickets.id });
      ticketId = ticket!.id;
    } else {
      await assertActiveTechnician(tx, input.assignedTechnicianId);
      const [card] = await tx
        .insert(jobCards)
        .values({
          ...carried,
          vin: vin === "" ? null : vin,
          serviceDescription: row.requestedWork,
          assignedTechnicianId: input.assignedTechnicianId,
          status: "Pending",
          estimatedHours: row.expectedHours,
          promisedAt: row.promisedAt,
          mileage: await latestMileage(tx, vin),
          notes: row.notes === "" ? null : row.notes,
          createdBy: viewer.userId,
          updatedBy: viewer.userId,
          updatedAt: FIRST_VERSION,
        })
        .returning({ id: jobCards.id });
      jobCardId = card!.id;
    }
    await tx
      .update(appointments)
      .set({ status: "Checked In", ticketId, jobCardId, updatedBy: viewer.userId, updatedAt: nextVersion(appointments.updatedAt) })
      .where(eq(appointments.id, row.id));
    return { ticketId, jobCardId };
  });
  return {
    appointment: await readAppointment(db, viewer, appointmentId),
    ...(made.ticketId ? { ticket: await findTicket(db, made.ticketId) } : {}),
    ...(made.jobCardId ? { jobCard: await findJobCard(db, made.jobCardId) } : {}),
  };
}
