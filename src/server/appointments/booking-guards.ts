import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import { bayConflict, bayConflictMessage, type BookedSlot } from "../../shared/calendar/booking-rules";
import { ACTIVE_APPOINTMENT_STATUSES } from "../../shared/constants/customers";
import type { ShopCalendar } from "../../shared/schemas/shop-calendar";
import type { Database } from "../db/database";
import { appointments, serviceTechnicians } from "../db/schema";
import { ApiError } from "../http/api-error";
import { overlappingWhere, selectAppointments } from "./appointment-read";
import { bookingNames } from "./appointment-warnings";

function fieldError(field: string, message: string): ApiError {
  return new ApiError("validation_failed", `Please correct: ${field}.`, { fields: { [field]: [message] } });
}

/** A bay must be one of the shop's (Settings, Shop). */
export function assertShopBay(calendar: ShopCalendar, bayId: string | null): void {
  if (bayId !== null && !calendar.bays.some((bay) => bay.id === bayId)) {
    throw fieldError("bayId", "Choose one of the shop's bays.");
  }
}

/** An appointment's technician must be an active Service Technician. */
export async function assertBookableTechnician(db: Database, technicianId: string | null): Promise<void> {
  if (technicianId === null) return;
  const [technician] = await db
    .select({ userId: serviceTechnicians.userId })
    .from(serviceTechnicians)
    .where(eq(serviceTechnicians.userId, technicianId));
  if (!technician) throw fieldError("technicianId", "Choose an active service technician.");
}

/**
 * Two active appointments never share a bay at overlapping times: a 409 naming the bay, the time
 * and the appointment that holds it. Run under lockBookings, so the bay cannot be taken meanwhile.
 */
export async function assertBayFree(db: Database, calendar: ShopCalendar, candidate: BookedSlot): Promise<void> {
  if (candidate.bayId === null) return;
  const conditions: SQL[] = [
    eq(appointments.bayId, candidate.bayId),
    inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
    overlappingWhere(new Date(candidate.startsAt), new Date(candidate.endsAt)),
  ];
  if (candidate.id !== "") conditions.push(ne(appointments.id, candidate.id));
  const others = await selectAppointments(db, and(...conditions));
  const holder = bayConflict(candidate, others);
  if (!holder) return;
  const stored = others.find((other) => other.id === holder.id)!;
  const label = `${stored.customerName ?? stored.request?.name ?? "another customer"}: ${stored.requestedWork.slice(0, 60)}`;
  throw new ApiError("conflict", bayConflictMessage(holder, bookingNames(calendar, new Map()), calendar, label), {
    appointmentId: holder.id,
  });
}
