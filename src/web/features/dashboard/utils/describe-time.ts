import { daysBetween, type DateKey } from "@/web/lib/date-keys";

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const calendarDay = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "just now", "5 minutes ago", "yesterday"…; a week or more ago, the date and time. */
export function timeAgo(at: number, now: number): string {
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, "day");
  return dateTime.format(at);
}

/** An instant in full, for a tooltip and screen readers. */
export function fullDateTime(at: number): string {
  return dateTime.format(at);
}

/** A calendar day in the reader's format ("Mar 14, 2025"). */
export function formatDay(key: DateKey): string {
  return calendarDay.format(new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))));
}

/** How far a day is from today: "Today", "Tomorrow", "In 5 days", "3 days overdue". */
export function dueIn(key: DateKey, today: DateKey): string {
  const days = daysBetween(today, key);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (days > 1) return `In ${days} days`;
  return days === -1 ? "1 day overdue" : `${-days} days overdue`;
}
