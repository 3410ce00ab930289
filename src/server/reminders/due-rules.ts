/**
 * What is due and when its reminder goes: the reminder rules in one pure module (no database, no
 * clock). Dates are the shop's calendar days, "YYYY-MM-DD", in its time zone.
 */

/** Without a next-service date in the shop's records, the next service is due this long after the last repair order. */
export const SERVICE_INTERVAL_MONTHS = 6;
/** The next service is due this far past the last recorded mileage. */
export const SERVICE_INTERVAL_MILEAGE = 5000;
/** Declined work is brought up again this many days after the customer declined it. */
export const DECLINED_WORK_FOLLOW_UP_DAYS = 30;
/**
 * A due date further in the past than this gets no reminder: records from long ago (before the
 * shop used reminders) would otherwise all be mailed on the first run.
 */
export const OVERDUE_CUTOFF_DAYS = 60;
/** An appointment's reminder goes this many days before its day. */
export const APPOINTMENT_DAYS_AHEAD = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day an instant falls on in the time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A "YYYY-MM-DD" that names a real day, or null (the shop's records hold free text). */
export function parseDay(value: string | null | undefined): string | null {
  const match = ISO_DAY.exec((value ?? "").trim().slice(0, 10));
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date.toISOString().slice(0, 10) : null;
}

function utcOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later; the month's last day when it is shorter (31 Aug + 6 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = new Date(utcOf(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

export interface MileageReading {
  day: string;
  mileage: number;
}

/**
 * Miles (or kilometres) a day, from the earliest to the latest reading on different days; null
 * with fewer than two days of readings, or when the odometer did not go up.
 */
export function averageDailyMileage(readings: readonly MileageReading[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.day.localeCompare(b.day) || a.mileage - b.mileage);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const days = daysBetween(first.day, last.day);
  if (days <= 0 || last.mileage <= first.mileage) return null;
  return (last.mileage - first.mileage) / days;
}

/** What the shop knows of one vehicle (by VIN) for its next service. */
export interface ServiceFacts {
  /** The next-service date the shop's shared records hold for the VIN, as typed; null when none or not shared. */
  recordsNextServiceDue: string | null;
  /** The day of the vehicle's latest repair order; null when none. */
  lastRepairOrderDay: string | null;
  /** Mileages recorded on its repair orders. */
  readings: readonly MileageReading[];
}

export interface ServiceDue {
  day: string;
  /** Why: the records' date, the interval after the last repair order, or the mileage interval. */
  by: "records" | "interval" | "mileage";
  /** For `mileage`: the odometer reading the service is due at. */
  atMileage: number | null;
}

/**
 * The vehicle's next service: by date (the records' next-service date when there is one, else the
 * interval after the last repair order) or by mileage (the latest reading plus the interval, at
 * its average daily mileage), whichever comes first; null when neither can be worked out.
 */
export function nextServiceDue(facts: ServiceFacts): ServiceDue | null {
  const recordsDay = parseDay(facts.recordsNextServiceDue);
  const byDate: ServiceDue | null = recordsDay
    ? { day: recordsDay, by: "records", atMileage: null }
    : facts.lastRepairOrderDay
      ? { day: addMonths(facts.lastRepairOrderDay, SERVICE_INTERVAL_MONTHS), by: "interval", atMileage: null }
      : null;
  const perDay = averageDailyMileage(facts.readings);
  let byMileage: ServiceDue | null = null;
  if (perDay !== null) {
    const latest = [...facts.readings].sort((a, b) => b.day.localeCompare(a.day) || b.mileage - a.mileage)[0]!;
    byMileage = {
      day: addDays(latest.day, Math.ceil(SERVICE_INTERVAL_MILEAGE / perDay)),
      by: "mileage",
      atMileage: latest.mileage + SERVICE_INTERVAL_MILEAGE,
    };
  }
  if (byDate && byMileage) return byMileage.day < byDate.day ? byMileage : byDate;
  return byDate ?? byMileage;
}

/** The day declined work is due again. */
export function declinedWorkDue(declinedDay: string): string {
  return addDays(declinedDay, DECLINED_WORK_FOLLOW_UP_DAYS);
}

/** The day a reminder for something due on `dueDay` goes. */
export function sendDay(dueDay: string, daysAhead: number): string {
  return addDays(dueDay, -daysAhead);
}

/**
 * Whether a reminder goes on `today`: its day has come, and what it is about is not long past
 * (an appointment's reminder only before its day).
 */
export function goesToday(today: string, dueDay: string, daysAhead: number, kind: "service-due" | "declined-work" | "appointment"): boolean {
  if (sendDay(dueDay, daysAhead) > today) return false;
  if (kind === "appointment") return dueDay > today;
  return daysBetween(dueDay, today) <= OVERDUE_CUTOFF_DAYS;
}
