import { FINDING_RATINGS, type InspectionRating } from "../constants/inspections";

/** A finding: an item rated Needs Attention or Urgent and not skipped; only a finding may become an estimate job. */
export function isFinding(item: { rating: InspectionRating | null; skipped: boolean }): boolean {
  return !item.skipped && item.rating !== null && (FINDING_RATINGS as readonly InspectionRating[]).includes(item.rating);
}
