/**
 * Calendar days written YYYY-MM-DD ("date keys"), as the local records keep them. The dashboard
 * and the reports read stored dates only through this module, so both count the same services.
 * Keys compare as strings, and day arithmetic runs in UTC so no time zone shifts a day.
 */
export type DateKey = string;

/** A day, optionally followed by a time: "2026-03-05", "2026-03-05T10:00:00Z". */
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})([T ].+)?$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** A moment's calendar day in the reader's own time zone. */
export function localDateKey(date: Date): DateKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function toUtc(key: DateKey): Date {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * The calendar day a stored date names, or null when it names none. Forms store "YYYY-MM-DD".
 * Older or imported records may hold a full timestamp: a moment, read as the reader's calendar
 * day at that moment (a date picked at local midnight and stored in UTC stays on its day).
 * Anything else (empty, "03/05/2026", "2026-02-30") is unreadable rather than guessed at.
 */
export function toDateKey(value: string | null | undefined): DateKey | null {
  const text = value?.trim() ?? "";
  const match = STORED_DATE.exec(text);
  if (!match) return null;
  const key = `${match[1]}-${match[2]}-${match[3]}`;
  if (toUtc(key).toISOString().slice(0, 10) !== key) return null;
  if (!match[4]) return key;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : localDateKey(moment);
}

export function addDays(key: DateKey, days: number): DateKey {
  const date = toUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}
