import type { Recommendation } from "@/shared/schemas/recommendations";
import { formatDate } from "@/web/lib/format-date-time";

/** "Declined on 12 Mar 2026: Front brake pads, 3 mm": the day, the item and its measurement when it has one. */
export function recommendationLine(recommendation: Recommendation): string {
  const measured = recommendation.measuredValue === null ? "" : `, ${[recommendation.measuredValue, recommendation.unit ?? ""].join(" ").trim()}`;
  return `Declined on ${formatDate(recommendation.declinedAt)}: ${recommendation.name}${measured}`;
}
