import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from "../constants/customers";
import type { BookingWarning } from "../schemas/appointments";
import type { OpeningHoursDay } from "../schemas/shop-calendar";
import { clockTimeOf, hoursText, instantMs, shopDayOf, type Instant, type OpeningWindow, type ShopDay } from "./shop-day";
import { shopDays, type ShopDays } from "./shop-days";

/**
 * The booking rules, used by the server to refuse and to answer `warnings`, and by the calendar
 * to warn while an appointment is dragged:
 * - two active appointments in one bay at overlapping times: refused (bayConflict);
 * - a technician on two active appointments at overlapping times: a warning;
 * - a bay's or a technician's booked time on a day beyond that day's opening hours: a warning;
 * - an appointment starting or ending outside the day's opening hours, or on a closed day: a warning.
 * Days and hours are the shop's, in its time zone.
 */

/** What the rules read of an appointment. An end is the start plus the expected hours. */
export interface BookedSlot {
  id: string;
  status: AppointmentStatus;
  startsAt: Instant;
  endsAt: Instant;
  bayId: string | null;
  technicianId: string | null;
}

/** What the rules need of the shop's settings. */
export interface BookingCalendar {
  timeZone: string;
  openingHours: readonly OpeningHoursDay[];
}

/** How messages name a bay and a technician. */
export interface BookingNames {
  bay: (bayId: string) => string;
  technician: (technicianId: string) => string;
}

export function isActiveSlot(slot: Pick<BookedSlot, "status">): boolean {
  return (ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(slot.status);
}

function overlapMs(aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  return Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
}

function overlaps(a: BookedSlot, b: BookedSlot): boolean {
  return overlapMs(instantMs(a.startsAt), instantMs(a.endsAt), instantMs(b.startsAt), instantMs(b.endsAt)) > 0;
}

/** Other active appointments, not the candidate itself. */
function activeOthers(candidate: BookedSlot, others: readonly BookedSlot[]): BookedSlot[] {
  return others.filter((other) => other.id !== candidate.id && isActiveSlot(other));
}

/** The active appointment that already holds the candidate's bay at an overlapping time, or null. */
export function bayConflict(candidate: BookedSlot, others: readonly BookedSlot[]): BookedSlot | null {
  if (candidate.bayId === null || !isActiveSlot(candidate)) return null;
  return activeOthers(candidate, others).find((other) => other.bayId === candidate.bayId && overlaps(candidate, other)) ?? null;
}

/** The message of a refused same-bay booking, naming the bay and the appointment that holds it. */
export function bayConflictMessage(holder: BookedSlot, names: BookingNames, calendar: BookingCalendar, holderLabel: string): string {
  const bay = names.bay(holder.bayId ?? "");
  const day = shopDayOf(holder.startsAt, calendar.timeZone).label;
  const span = `${clockTimeOf(holder.startsAt, calendar.timeZone)}–${clockTimeOf(holder.endsAt, calendar.timeZone)}`;
  return `${bay} is already booked ${span} on ${day} (${holderLabel}). Choose another bay or time.`;
}

/** An active appointment with its times in milliseconds. */
interface TimedSlot {
  slot: BookedSlot;
  start: number;
  end: number;
}

function timed(slot: BookedSlot): TimedSlot {
  return { slot, start: instantMs(slot.startsAt), end: instantMs(slot.endsAt) };
}

type Resource = "bay" | "technician";

function bookedKey(resource: Resource, id: string, day: ShopDay): string {
  return `${resource} ${id} ${day.start}`;
}

function holds(slot: BookedSlot, resource: Resource, id: string): boolean {
  return (resource === "bay" ? slot.bayId : slot.technicianId) === id;
}

/**
 * The active appointments the rules weigh candidates against, indexed once: by technician, and
 * each bay's and technician's booked time per shop day. A calendar page builds one for all its
 * appointments, so each appointment's warnings cost its own days and its technician's bookings
 * rather than a pass over every other appointment.
 */
export interface BookingBook {
  calendar: BookingCalendar;
  days: ShopDays;
  active: ReadonlyMap<string, TimedSlot>;
  byTechnician: ReadonlyMap<string, TimedSlot[]>;
  /** Booked milliseconds per bay or technician and shop day (bookedKey). */
  booked: ReadonlyMap<string, number>;
}

export function bookingBook(slots: readonly BookedSlot[], calendar: BookingCalendar): BookingBook {
  const days = shopDays(calendar.timeZone, calendar.openingHours);
  const active = new Map<string, TimedSlot>();
  const byTechnician = new Map<string, TimedSlot[]>();
  const booked = new Map<string, number>();
  const add = (key: string, ms: number) => booked.set(key, (booked.get(key) ?? 0) + ms);
  for (const slot of slots) {
    if (!isActiveSlot(slot) || active.has(slot.id)) continue;
    const one = timed(slot);
    active.set(slot.id, one);
    if (slot.technicianId !== null) {
      const theirs = byTechnician.get(slot.technicianId);
      if (theirs) theirs.push(one);
      else byTechnician.set(slot.technicianId, [one]);
    }
    for (const day of days.daysOf(one.start, one.end)) {
      const ms = overlapMs(one.start, one.end, day.start, day.end);
      if (slot.bayId !== null) add(bookedKey("bay", slot.bayId, day), ms);
      if (slot.technicianId !== null) add(bookedKey("technician", slot.technicianId, day), ms);
    }
  }
  return { calendar, days, active, byTechnician, booked };
}

function span(book: BookingBook, slot: TimedSlot): string {
  return `${book.days.clock(slot.start)}–${book.days.clock(slot.end)}`;
}

function windowText(book: BookingBook, window: OpeningWindow): string {
  return `${book.days.clock(window.opens)}–${book.days.clock(window.closes)}`;
}

function outsideHours(book: BookingBook, candidate: TimedSlot, days: readonly ShopDay[]): BookingWarning | null {
  for (const day of days) {
    const window = book.days.windowOf(day);
    const busyStart = Math.max(candidate.start, day.start);
    const busyEnd = Math.min(candidate.end, day.end);
    if (busyEnd <= busyStart) continue;
    if (!window) {
      return { kind: "outside-hours", message: `The shop is closed on ${day.label}; this appointment is booked ${span(book, candidate)}.` };
    }
    if (busyStart < window.opens || busyEnd > window.closes) {
      return {
        kind: "outside-hours",
        message: `Booked ${span(book, candidate)}, outside opening hours on ${day.label} (${windowText(book, window)}).`,
      };
    }
  }
  return null;
}

/** The candidate's day beyond opening hours for one bay or technician: the book's time with the candidate in place of its stored self. */
function dayOverbooked(
  book: BookingBook,
  candidate: TimedSlot,
  days: readonly ShopDay[],
  resource: Resource,
  id: string,
  who: string,
): BookingWarning | null {
  const stored = book.active.get(candidate.slot.id);
  for (const day of days) {
    const window = book.days.windowOf(day);
    // A closed day is the outside-hours warning's to name.
    if (!window) continue;
    const storedMs = stored && holds(stored.slot, resource, id) ? overlapMs(stored.start, stored.end, day.start, day.end) : 0;
    const booked = (book.booked.get(bookedKey(resource, id, day)) ?? 0) - storedMs + overlapMs(candidate.start, candidate.end, day.start, day.end);
    const open = window.closes - window.opens;
    if (booked > open) {
      return {
        kind: resource === "bay" ? "bay-overbooked" : "technician-overbooked",
        message: `${who} is booked ${hoursText(booked)} h on ${day.label}, beyond the ${hoursText(open)} h the shop is open (${windowText(book, window)}).`,
      };
    }
  }
  return null;
}

/** One warning for all of a technician's other bookings that overlap the candidate, naming the earliest. */
function technicianOverlap(book: BookingBook, candidate: TimedSlot, technicianId: string, technician: string): BookingWarning | null {
  const overlapping = (book.byTechnician.get(technicianId) ?? [])
    .filter((other) => other.slot.id !== candidate.slot.id && overlapMs(candidate.start, candidate.end, other.start, other.end) > 0)
    .sort((a, b) => a.start - b.start);
  const first = overlapping[0];
  if (!first) return null;
  const more = overlapping.length - 1;
  const also = more === 0 ? "" : ` and ${more} more ${more === 1 ? "time" : "times"}`;
  return {
    kind: "technician-overbooked",
    message: `${technician} is also booked ${span(book, first)} on ${book.days.dayOf(first.start).label}${also}, overlapping this appointment (${span(book, candidate)}).`,
  };
}

/**
 * The warnings of one appointment against a book of the active appointments of its days (its own
 * stored self in the book is replaced by it). An appointment that no longer holds its time
 * (cancelled, no-show, checked in) has none.
 */
export function warningsInBook(book: BookingBook, candidateSlot: BookedSlot, names: BookingNames): BookingWarning[] {
  if (!isActiveSlot(candidateSlot)) return [];
  const candidate = timed(candidateSlot);
  const days = book.days.daysOf(candidate.start, candidate.end);
  const warnings: (BookingWarning | null)[] = [];
  if (candidateSlot.technicianId !== null) {
    const technician = names.technician(candidateSlot.technicianId);
    warnings.push(technicianOverlap(book, candidate, candidateSlot.technicianId, technician));
    warnings.push(dayOverbooked(book, candidate, days, "technician", candidateSlot.technicianId, technician));
  }
  if (candidateSlot.bayId !== null) warnings.push(dayOverbooked(book, candidate, days, "bay", candidateSlot.bayId, names.bay(candidateSlot.bayId)));
  warnings.push(outsideHours(book, candidate, days));
  return warnings.filter((warning) => warning !== null);
}

/** The warnings of one appointment among the others (those of its days are enough). */
export function bookingWarnings(
  candidate: BookedSlot,
  others: readonly BookedSlot[],
  calendar: BookingCalendar,
  names: BookingNames,
): BookingWarning[] {
  return warningsInBook(bookingBook(others, calendar), candidate, names);
}

/** An appointment's end: its start plus the expected hours. */
export function appointmentEnd(startsAt: Instant, expectedHours: number): Date {
  return new Date(instantMs(startsAt) + Math.round(expectedHours * 3_600_000));
}
