import { FINDING_RATINGS, type InspectionRating } from "../constants/inspections";
import type { InspectionItem } from "../schemas/inspections";

/** Why an item keeps its inspection from being completed, or null when it does not. */
export function itemProblem(item: Pick<InspectionItem, "rating" | "skipped" | "measuredValue" | "photos">): string | null {
  if (item.skipped) return null;
  if (!item.rating) return "Rate it or skip it.";
  const finding = (FINDING_RATINGS as readonly InspectionRating[]).includes(item.rating);
  if (finding && item.measuredValue === null && item.photos.length === 0) return "Add a photo or a measurement.";
  return null;
}

/**
 * What stops an inspection from being completed: every item rated or skipped, and every finding
 * (Needs Attention, Urgent) shown by a photo or a measurement, since an inspection done without
 * looking is the known way these fail. Empty when it may be completed.
 */
export function completionProblems(sections: readonly { items: readonly InspectionItem[] }[]): { itemId: string; name: string; problem: string }[] {
  return sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const problem = itemProblem(item);
      return problem ? [{ itemId: item.itemId, name: item.name, problem }] : [];
    }),
  );
}
