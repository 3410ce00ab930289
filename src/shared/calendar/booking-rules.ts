import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from "../constants/customers";
import type { BookingWarning } from "../schemas/appointments";
import type { OpeningHoursDay } from "../schemas/shop-calendar";
import { clockTimeOf, hoursText, instantMs, openingWindow, shopDayOf, type Instant, type ShopDay } from "./shop-day";

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

function span(slot: BookedSlot, timeZone: string): string {
  return `${clockTimeOf(slot.startsAt, timeZone)}–${clockTimeOf(slot.endsAt, timeZone)}`;
}

function windowText(opens: number, closes: number, timeZone: string): string {
  return `${clockTimeOf(opens, timeZone)}–${clockTimeOf(closes, timeZone)}`;
}

/** The shop days an appointment touches, first to last. */
function daysOf(slot: BookedSlot, timeZone: string): ShopDay[] {
  const days: ShopDay[] = [];
  const end = instantMs(slot.endsAt);
  let day = shopDayOf(slot.startsAt, timeZone);
  days.push(day);
  while (day.end < end && days.length < 14) {
    day = shopDayOf(day.end, timeZone);
    days.push(day);
  }
  return days;
}

function outsideHours(candidate: BookedSlot, calendar: BookingCalendar): BookingWarning | null {
  const start = instantMs(candidate.startsAt);
  const end = instantMs(candidate.endsAt);
  for (const day of daysOf(candidate, calendar.timeZone)) {
    const window = openingWindow(day, calendar.openingHours, calendar.timeZone);
    const busyStart = Math.max(start, day.start);
    const busyEnd = Math.min(end, day.end);
    if (busyEnd <= busyStart) continue;
    if (!window) {
      return { kind: "outside-hours", message: `The shop is closed on ${day.label}; this appointment is booked ${span(candidate, calendar.timeZone)}.` };
    }
    if (busyStart < window.opens || busyEnd > window.closes) {
      return {
        kind: "outside-hours",
        message: `Booked ${span(candidate, calendar.timeZone)}, outside opening hours on ${day.label} (${windowText(window.opens, window.closes, calendar.timeZone)}).`,
      };
    }
  }
  return null;
}

/** Booked time of `slots` on `day`, in milliseconds. */
function bookedOn(day: ShopDay, slots: readonly BookedSlot[]): number {
  return slots.reduce((sum, slot) => sum + overlapMs(instantMs(slot.startsAt), instantMs(slot.endsAt), day.start, day.end), 0);
}

function dayOverbooked(
  candidate: BookedSlot,
  sameResource: readonly BookedSlot[],
  calendar: BookingCalendar,
  who: string,
  kind: "bay-overbooked" | "technician-overbooked",
): BookingWarning | null {
  for (const day of daysOf(candidate, calendar.timeZone)) {
    const window = openingWindow(day, calendar.openingHours, calendar.timeZone);
    // A closed day is the outside-hours warning's to name.
    if (!window) continue;
    const booked = bookedOn(day, [candidate, ...sameResource]);
    const open = window.closes - window.opens;
    if (booked > open) {
      return {
        kind,
        message: `${who} is booked ${hoursText(booked)} h on ${day.label}, beyond the ${hoursText(open)} h the shop is open (${windowText(window.opens, window.closes, calendar.timeZone)}).`,
      };
    }
  }
  return null;
}

/**
 * The warnings of one appointment among the others (those of its days are enough). An appointment
 * that no longer holds its time (cancelled, no-show, checked in) has none.
 */
export function bookingWarnings(
  candidate: BookedSlot,
  others: readonly BookedSlot[],
  calendar: BookingCalendar,
  names: BookingNames,
): BookingWarning[] {
  if (!isActiveSlot(candidate)) return [];
  const warnings: BookingWarning[] = [];
  const active = activeOthers(candidate, others);
  const { timeZone } = calendar;

  if (candidate.technicianId !== null) {
    const technician = names.technician(candidate.technicianId);
    const sameTechnician = active.filter((other) => other.technicianId === candidate.technicianId);
    for (const other of sameTechnician.filter((slot) => overlaps(candidate, slot))) {
      warnings.push({
        kind: "technician-overbooked",
        message: `${technician} is also booked ${span(other, timeZone)} on ${shopDayOf(other.startsAt, timeZone).label}, overlapping this appointment (${span(candidate, timeZone)}).`,
      });
    }
    const technicianDay = dayOverbooked(candidate, sameTechnician, calendar, technician, "technician-overbooked");
    if (technicianDay) warnings.push(technicianDay);
  }

  if (candidate.bayId !== null) {
    const sameBay = active.filter((other) => other.bayId === candidate.bayId);
    const bayDay = dayOverbooked(candidate, sameBay, calendar, names.bay(candidate.bayId), "bay-overbooked");
    if (bayDay) warnings.push(bayDay);
  }

  const hours = outsideHours(candidate, calendar);
  if (hours) warnings.push(hours);
  return warnings;
}

/** An appointment's end: its start plus the expected hours. */
export function appointmentEnd(startsAt: Instant, expectedHours: number): Date {
  return new Date(instantMs(startsAt) + Math.round(expectedHours * 3_600_000));
}
