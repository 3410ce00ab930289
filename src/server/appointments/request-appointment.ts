import type { z } from "zod";
import { appointmentEnd } from "../../shared/calendar/booking-rules";
import { REQUESTED_APPOINTMENT_HOURS, type AppointmentRequestForm, type appointmentRequestSchema } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { FIRST_VERSION } from "../db/lists/row-version";
import { appointments } from "../db/schema";
import { readShopPricing } from "../estimates/shop-pricing";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";

/** What the public Request Appointment page shows: the shop's name, zone, hours and slot length. */
export async function appointmentRequestForm(db: Database): Promise<AppointmentRequestForm> {
  const [calendar, pricing] = await Promise.all([readShopCalendar(db), readShopPricing(db)]);
  return { shopName: pricing.shopName, timeZone: calendar.timeZone, openingHours: calendar.openingHours, slotMinutes: calendar.slotMinutes };
}

/**
 * Stores a customer's request as a Requested appointment at the preferred time, with no customer
 * record, bay or technician yet: staff set the customer and confirm it. Returns its id, or null
 * when the honeypot field was filled (a robot): nothing is stored and the robot is not told.
 */
export async function requestAppointment(db: Database, input: z.output<typeof appointmentRequestSchema>): Promise<string | null> {
  if (input.website.trim() !== "") return null;
  const startsAt = new Date(input.preferredAt);
  const [row] = await db
    .insert(appointments)
    .values({
      status: "Requested",
      source: "request",
      customerId: null,
      request: { name: input.name, phone: input.phone, email: input.email, vehicle: input.vehicle },
      requestedWork: input.requestedWork,
      expectedHours: REQUESTED_APPOINTMENT_HOURS,
      bayId: null,
      technicianId: null,
      startsAt,
      endsAt: appointmentEnd(startsAt, REQUESTED_APPOINTMENT_HOURS),
      updatedAt: FIRST_VERSION,
    })
    .returning({ id: appointments.id });
  return row!.id;
}
