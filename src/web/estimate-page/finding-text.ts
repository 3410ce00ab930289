import type { PublicFinding } from "@/shared/schemas/estimates";

/** A measured value with its unit: "2 mm", or "12.5" when the item has no unit. */
export function measurementText(value: number, unit: string | null): string {
  return unit === null || unit === "" ? String(value) : `${value} ${unit}`;
}

/** A date as the page writes dates: the reader's own locale, with the month's short name ("12 Mar 2026"). */
export function dayText(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}

/**
 * The earlier measurement beside the one sent: "4 mm on 12 Mar 2026, 2 mm today"; without a value
 * now, only the earlier one; empty when the vehicle was not measured there before.
 */
export function earlierText(finding: Pick<PublicFinding, "earlier" | "measuredValue" | "unit">, locale?: string): string {
  if (finding.earlier === null) return "";
  const before = `${measurementText(finding.earlier.value, finding.unit)} on ${dayText(finding.earlier.measuredAt, locale)}`;
  return finding.measuredValue === null ? before : `${before}, ${measurementText(finding.measuredValue, finding.unit)} today`;
}
