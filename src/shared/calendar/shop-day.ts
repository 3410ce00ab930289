import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { WEEKDAYS } from "../constants/customers";
import type { OpeningHoursDay } from "../schemas/shop-calendar";

/**
 * The shop's days and opening hours as instants. Opening hours are wall-clock times in the shop's
 * time zone, so each day's window is built from that day's own date in that zone: a day across a
 * daylight-saving change is 23 or 25 hours long and its hours fall where the clocks say.
 */

export type Instant = Date | string | number;

export function instantMs(value: Instant): number {
  return value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
}

/** One day of the shop's calendar: midnight to midnight in the shop's zone. */
export interface ShopDay {
  start: number;
  end: number;
  /** Index into WEEKDAYS (Monday 0). */
  weekday: number;
  /** "Sun 29 Mar", as messages name the day. */
  label: string;
}

/** The shop's day that holds the instant. */
export function shopDayOf(value: Instant, timeZone: string): ShopDay {
  const local = new TZDate(instantMs(value), timeZone);
  const year = local.getFullYear();
  const month = local.getMonth();
  const date = local.getDate();
  return {
    start: new TZDate(year, month, date, 0, 0, timeZone).getTime(),
    end: new TZDate(year, month, date + 1, 0, 0, timeZone).getTime(),
    weekday: (local.getDay() + 6) % 7,
    label: format(local, "EEE d MMM"),
  };
}

/** "08:30" in the shop's zone. */
export function clockTimeOf(value: Instant, timeZone: string): string {
  return format(new TZDate(instantMs(value), timeZone), "HH:mm");
}

/** A day's opening window; null when the shop is closed that day. */
export interface OpeningWindow {
  opens: number;
  closes: number;
  hours: OpeningHoursDay;
}

function atClock(day: ShopDay, clock: string, timeZone: string): number {
  const local = new TZDate(day.start, timeZone);
  const [hours, minutes] = clock.split(":").map(Number);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hours ?? 0, minutes ?? 0, timeZone).getTime();
}

export function openingWindow(day: ShopDay, openingHours: readonly OpeningHoursDay[], timeZone: string): OpeningWindow | null {
  const hours = openingHours.find((candidate) => candidate.day === WEEKDAYS[day.weekday]);
  if (!hours || hours.closed) return null;
  return { opens: atClock(day, hours.opens, timeZone), closes: atClock(day, hours.closes, timeZone), hours };
}

/** Hours with one decimal, as messages give them: "9.0". */
export function hoursText(milliseconds: number): string {
  return (Math.round(milliseconds / 360_000) / 10).toFixed(1);
}
