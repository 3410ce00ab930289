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

/** How messages name the shop's bays and the appointments' technicians. */
export function bookingNames(calendar: ShopCalendar, technicians: ReadonlyMap<string, string>): BookingNames {
  return {
    bay: (bayId) => calendar.bays.find((bay) => bay.id === bayId)?.name ?? `Bay ${bayId}`,
    technician: (technicianId) => technicians.get(technicianId) || "The technician",
  };
}

/** The active appointments overlapping a time span, as the rules read them. */
async function activeSlotsOverlapping(db: Database, from: number, to: number): Promise<BookedSlot[]> {
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
        overlappingWhere(new Date(from), new Date(to)),
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
  // The rules weigh an appointment against those of the shop days it touches: read those days whole.
  const from = shopDayOf(Math.min(...stored.map((one) => one.startsAt.getTime())), calendar.timeZone).start;
  const to = shopDayOf(Math.max(...stored.map((one) => one.endsAt.getTime())), calendar.timeZone).end;
  const book = bookingBook(await activeSlotsOverlapping(db, from, to), calendar);
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
