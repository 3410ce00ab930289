import { DATE_RANGE_MESSAGE, inDateRange } from "@/shared/schemas/bounds";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { addDays, toDateKey } from "@/web/lib/date-keys";

/** The inclusive calendar days a report covers, as YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ["This Month", "Last Month", "Last 30 Days", "This Year"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

function monthStart(key: string): string {
  return `${key.slice(0, 7)}-01`;
}

function monthEnd(key: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The range a preset button stands for, counted from `today`. */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  switch (preset) {
    case "This Month":
      return { from: monthStart(today), to: monthEnd(today) };
    case "Last Month": {
      const lastMonthDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastMonthDay), to: lastMonthDay };
    }
    case "Last 30 Days":
      return { from: addDays(today, -29), to: today };
    case "This Year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** Reports open on the current calendar month, as the dashboard's revenue figure does. */
export function defaultReportRange(today: string): ReportRange {
  return presetRange("This Month", today);
}

export interface RangeError {
  /** The input the message belongs under. */
  field: keyof ReportRange;
  message: string;
}

/** What is wrong with a range the user typed, or null when it can be reported on. */
export function rangeError({ from, to }: ReportRange): RangeError | null {
  if (!toDateKey(from)) return { field: "from", message: "Choose a From date." };
  if (!toDateKey(to)) return { field: "to", message: "Choose a To date." };
  // The server's invoice figures take days in this range only; the services are counted alike.
  if (!inDateRange(from)) return { field: "from", message: `From ${DATE_RANGE_MESSAGE}` };
  if (!inDateRange(to)) return { field: "to", message: `To ${DATE_RANGE_MESSAGE}` };
  if (from > to) return { field: "to", message: "The To date must be on or after the From date." };
  return null;
}

export interface ServicesInRange {
  /** Services dated within the range, each with its date key. */
  inRange: { service: ServiceRecord; date: string }[];
  /** Services whose date cannot be read: no range can hold them, so reports say they left them out. */
  undated: number;
}

export function servicesInRange(services: readonly ServiceRecord[], { from, to }: ReportRange): ServicesInRange {
  const inRange: ServicesInRange["inRange"] = [];
  let undated = 0;
  for (const service of services) {
    const date = toDateKey(service.serviceDate);
    if (date === null) undated += 1;
    else if (date >= from && date <= to) inRange.push({ service, date });
  }
  return { inRange, undated };
}

/** Cancelled services earned nothing: revenue and customer spend leave them out. */
export function isCancelled(service: ServiceRecord): boolean {
  return service.status.trim().toLowerCase() === "cancelled";
}
