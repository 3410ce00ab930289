/**
 * Dates in reports are calendar days written YYYY-MM-DD ("date keys"), as the local records keep
 * them. Keys compare as strings, and day arithmetic runs in UTC so no time zone shifts a day.
 */
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today's (or a moment's) calendar day in the reader's own time zone. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The calendar day a stored date names, or null when it names none. Older records may carry a
 * time after the day ("2026-03-05T10:00"); anything else (empty, "03/05/2026", "2026-02-30") is
 * unreadable rather than guessed at.
 */
export function toDateKey(value: string | null | undefined): string | null {
  const match = DATE_KEY.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return match[0];
}

function toUtc(key: string): Date {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(key: string, days: number): string {
  const date = toUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}
