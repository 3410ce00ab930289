import { and, inArray } from "drizzle-orm";
import { bookingBook, warningsInBook, type BookedSlot, type BookingNames } from "../../shared/calendar/booking-rules";
import { promiseAtRisk } from "../../shared/calendar/promise-at-risk";
import { shopDayOf } from "../../shared/calendar/shop-day";
import { ACTIVE_APPOINTMENT_STATUSES } from "../../shared/constants/customers";
import type { BookingWarning } from "../../shared/schemas/appointments";
import type { ShopCalendar } from "../../shared/schemas/shop-calendar";
import type { Database } from "../db/database";
import { appointments } from "../db/schema";
import type { StoredAppointment } from "./appointment-read";
import { overlappingWhere } from "./appointment-read";
import { technicianOverruns } from "./technician-overruns";

/** Two days each side covers every shop day an appointment touches, however long its days are. */
const MARGIN_MS = 2 * 24 * 3_600_000;

/** How messages name the shop's bays and the appointments' technicians. */
export function bookingNames(calendar: ShopCalendar, technicians: ReadonlyMap<string, string>): BookingNames {
  return {
    bay: (bayId) => calendar.bays.find((bay) => bay.id === bayId)?.name ?? `Bay ${bayId}`,
    technician: (technicianId) => technicians.get(technicianId) || "The technician",
  };
}

/** The active appointments around a time span, as the rules read them. */
export async function activeSlotsAround(db: Database, from: Date, to: Date): Promise<BookedSlot[]> {
  return db
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bayId: appointments.bayId,
      technicianId: appointments.technicianId,
    })
    .from(appointments)
    .where(
      and(
        overlappingWhere(new Date(from.getTime() - MARGIN_MS), new Date(to.getTime() + MARGIN_MS)),
        inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
      ),
    );
}

/**
 * Each appointment's warnings, by id: the booking rules against the active appointments of its
 * days, and a promised time of today the technician's overrunning jobs put at risk.
 */
export async function warningsFor(
  db: Database,
  calendar: ShopCalendar,
  stored: readonly StoredAppointment[],
  now: Date = new Date(),
): Promise<Map<string, BookingWarning[]>> {
  const result = new Map<string, BookingWarning[]>();
  if (stored.length === 0) return result;
  const from = new Date(Math.min(...stored.map((one) => one.startsAt.getTime())));
  const to = new Date(Math.max(...stored.map((one) => one.endsAt.getTime())));
  const book = bookingBook(await activeSlotsAround(db, from, to), calendar);
  const technicians = new Map(stored.filter((one) => one.technicianId).map((one) => [one.technicianId!, one.technicianName ?? ""]));
  const names = bookingNames(calendar, technicians);

  // Overruns matter only to today's promises: read them only when one is on the list.
  const today = shopDayOf(now, calendar.timeZone);
  const promisedToday = stored.filter(
    (one) => one.technicianId && one.promisedAt && one.startsAt.getTime() < today.end && one.endsAt.getTime() > now.getTime(),
  );
  const overruns = await technicianOverruns(db, [...new Set(promisedToday.map((one) => one.technicianId!))], now);

  for (const one of stored) {
    const warnings = warningsInBook(book, one, names);
    const risk = promiseAtRisk(one, overruns, now, calendar.timeZone, names.technician);
    result.set(one.id, risk ? [...warnings, risk] : warnings);
  }
  return result;
}
