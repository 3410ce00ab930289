import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { WEEKDAYS } from "@/shared/constants/customers";
import type { OpeningHoursDay } from "@/shared/schemas/shop-calendar";

/**
 * The calendar's days and times in the shop's time zone. A day is named by its date in that zone
 * ("2026-03-08"); its rows are real instants a slot apart, so a day across a daylight-saving
 * change has an hour fewer or more, as the shop's clock on the wall does.
 */

export type DayKey = string;

const DAY_MS = 24 * 3600_000;

/** The shop's date at `instant` (ms or ISO). */
export function dayKeyAt(instant: number | string, timeZone: string): DayKey {
  return format(new TZDate(typeof instant === "string" ? Date.parse(instant) : instant, timeZone), "yyyy-MM-dd");
}

/** `key` moved by whole calendar days. */
export function addDays(key: DayKey, days: number): DayKey {
  return new Date(Date.parse(`${key}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding `key`, as shops plan their week. */
export function weekOf(key: DayKey): DayKey[] {
  const monday = addDays(key, -weekdayIndex(key));
  return WEEKDAYS.map((_, index) => addDays(monday, index));
}

/** 0 for Monday to 6 for Sunday, the index into WEEKDAYS and the opening hours. */
export function weekdayIndex(key: DayKey): number {
  return (new Date(`${key}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The instant the shop's clock shows `time` ("08:00") on `key`. */
export function instantAt(key: DayKey, time: string, timeZone: string): number {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime();
}

/** [start of `first`, start of the day after `last`) as ISO instants: what GET /api/appointments asks for. */
export function rangeOf(first: DayKey, last: DayKey, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(instantAt(first, "00:00", timeZone)).toISOString(),
    to: new Date(instantAt(addDays(last, 1), "00:00", timeZone)).toISOString(),
  };
}

/** The shop's clock time ("09:30") at `instant`. */
export function clockAt(instant: number | string, timeZone: string): string {
  return format(new TZDate(typeof instant === "string" ? Date.parse(instant) : instant, timeZone), "HH:mm");
}

/** "Sunday 8 March 2026". */
export function dayTitle(key: DayKey): string {
  return format(new Date(`${key}T12:00:00`), "EEEE d MMMM yyyy");
}

/** "Sun 8 Mar". */
export function shortDayTitle(key: DayKey): string {
  return format(new Date(`${key}T12:00:00`), "EEE d MMM");
}

/** A date and time input's value ("2026-03-08T09:30") as the shop's clock shows `instant`. */
export function localInputAt(instant: number | string, timeZone: string): string {
  return format(new TZDate(typeof instant === "string" ? Date.parse(instant) : instant, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** A date and time input's value read on the shop's clock, as an ISO string with the zone's offset. */
export function isoFromLocalInput(value: string, timeZone: string): string {
  const [key = "", time = ""] = value.split("T");
  return new TZDate(instantAt(key, time.slice(0, 5), timeZone), timeZone).toISOString();
}

export interface Slot {
  /** The row's first instant, ms. */
  start: number;
  /** The shop's clock at `start`; a repeated hour (clocks going back) carries its zone name. */
  label: string;
}

/**
 * The rows of `key`: one per slot from opening to closing, widened by whole slots to take in
 * `instants` outside the hours (an appointment booked outside them still shows). A closed day
 * has rows only for such appointments.
 */
export function daySlots(
  key: DayKey,
  hours: OpeningHoursDay | undefined,
  slotMinutes: number,
  timeZone: string,
  instants: readonly number[] = [],
): Slot[] {
  const slotMs = slotMinutes * 60_000;
  const open = hours && !hours.closed;
  let start = instantAt(key, open ? hours.opens : "00:00", timeZone);
  let end = open ? instantAt(key, hours.closes, timeZone) : start;
  for (const instant of instants) {
    while (instant < start) start -= slotMs;
    while (instant >= end) end += slotMs;
  }
  const slots: Slot[] = [];
  const seen = new Set<string>();
  for (let at = start; at < end; at += slotMs) {
    const clock = clockAt(at, timeZone);
    const label = seen.has(clock) ? `${clock} ${format(new TZDate(at, timeZone), "zzz")}` : clock;
    seen.add(clock);
    slots.push({ start: at, label });
  }
  return slots;
}
