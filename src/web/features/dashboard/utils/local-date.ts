/** Dates the dashboard compares as "YYYY-MM-DD" in the browser's own time zone (a calendar day, not an instant). */
export type DateKey = string;

const pad = (value: number) => String(value).padStart(2, "0");

export function localDateKey(date: Date): DateKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * The calendar day a stored date names, or null when it names none. Forms store "YYYY-MM-DD";
 * older or imported data may hold a full timestamp or another format the browser can read.
 */
export function dateKeyOf(value: string): DateKey | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  if (text === "") return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : localDateKey(parsed);
}

/** Whole days from `from` to `to` (both calendar days); negative when `to` is earlier. */
export function daysBetween(from: DateKey, to: DateKey): number {
  const [fromUtc, toUtc] = [from, to].map((key) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))));
  return Math.round((toUtc! - fromUtc!) / 86_400_000);
}
