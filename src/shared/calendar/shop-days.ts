import type { OpeningHoursDay } from "../schemas/shop-calendar";
import { clockTimeOf, openingWindow, shopDayOf, type OpeningWindow, type ShopDay } from "./shop-day";

/**
 * The shop's days, opening windows and clock times for one pass of the booking rules over many
 * appointments. Working a day out in the shop's time zone builds zoned dates and a label, so each
 * day and each clock time is worked out once and looked up after: a week of appointments touches
 * a handful of days.
 */
export interface ShopDays {
  /** The shop day that holds the instant. */
  dayOf(ms: number): ShopDay;
  /** The shop days a span touches, first to last (at most 14). */
  daysOf(startMs: number, endMs: number): ShopDay[];
  /** The day's opening window; null on a closed day. */
  windowOf(day: ShopDay): OpeningWindow | null;
  /** "08:30" in the shop's zone. */
  clock(ms: number): string;
}

export function shopDays(timeZone: string, openingHours: readonly OpeningHoursDay[]): ShopDays {
  const days: ShopDay[] = [];
  const windows = new Map<number, OpeningWindow | null>();
  const clocks = new Map<number, string>();

  function dayOf(ms: number): ShopDay {
    const known = days.find((day) => day.start <= ms && ms < day.end);
    if (known) return known;
    const day = shopDayOf(ms, timeZone);
    days.push(day);
    return day;
  }

  return {
    dayOf,
    daysOf(startMs, endMs) {
      const touched = [dayOf(startMs)];
      while (touched.at(-1)!.end < endMs && touched.length < 14) touched.push(dayOf(touched.at(-1)!.end));
      return touched;
    },
    windowOf(day) {
      if (!windows.has(day.start)) windows.set(day.start, openingWindow(day, openingHours, timeZone));
      return windows.get(day.start)!;
    },
    clock(ms) {
      let text = clocks.get(ms);
      if (text === undefined) {
        text = clockTimeOf(ms, timeZone);
        clocks.set(ms, text);
      }
      return text;
    },
  };
}
