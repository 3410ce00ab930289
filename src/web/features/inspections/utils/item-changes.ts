import type { InspectionRating } from "@/shared/constants/inspections";
import { rateMeasurement } from "@/shared/inspections/rate-measurement";
import { measurementValueSchema } from "@/shared/schemas/inspection-templates";
import type { Inspection, InspectionItem, InspectionItemUpdate } from "@/shared/schemas/inspections";
import type { JobCardAction } from "@/shared/schemas/job-card-actions";

/** What PUT .../items/{itemId} takes, as the item stands. */
export function updateOf(item: InspectionItem): InspectionItemUpdate {
  return { rating: item.rating, skipped: item.skipped, note: item.note, measuredValue: item.measuredValue };
}

/** Rated: no longer skipped. Pressing the rating it has already clears it. */
export function withRating(item: InspectionItem, rating: InspectionRating): InspectionItemUpdate {
  return { ...updateOf(item), rating: item.rating === rating ? null : rating, skipped: false };
}

/** Skipped: no rating. Pressing Skip again takes the skip back. */
export function withSkip(item: InspectionItem): InspectionItemUpdate {
  return { ...updateOf(item), rating: item.skipped ? item.rating : null, skipped: !item.skipped };
}

/**
 * A typed measurement: empty is none, a valid value is kept and pre-selects the rating its
 * thresholds give (the technician may still choose another); anything else is the reason.
 */
export function parseMeasurement(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return { value: null };
  const parsed = measurementValueSchema.safeParse(Number(trimmed));
  if (!/^\d*\.?\d*$/.test(trimmed) || !parsed.success) return { error: parsed.error?.issues[0]?.message ?? "Enter a number." };
  return { value: parsed.data };
}

export function withMeasurement(item: InspectionItem, value: number | null): InspectionItemUpdate {
  const rating = value !== null && item.measurement ? rateMeasurement(item.measurement, value) : item.rating;
  return { ...updateOf(item), measuredValue: value, rating, skipped: value === null ? item.skipped : false };
}

/** The inspection with one item changed as the server would store it, for an optimistic update. */
export function applyUpdate(inspection: Inspection, itemId: string, update: InspectionItemUpdate): Inspection {
  return {
    ...inspection,
    sections: inspection.sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.itemId === itemId
          ? { ...item, rating: update.rating, skipped: update.skipped, note: update.note ?? "", measuredValue: update.measuredValue }
          : item,
      ),
    })),
  };
}

/**
 * The inspection as this device left it: the item saves still waiting for the connection laid
 * over what the server last said, and which items they are, so the screen shows a queued change
 * (rating pressed, note kept) until the server has it.
 */
export function withWaitingSaves(inspection: Inspection, waiting: readonly JobCardAction[]): { inspection: Inspection; waitingItemIds: ReadonlySet<string> } {
  let shown = inspection;
  const waitingItemIds = new Set<string>();
  for (const action of waiting) {
    if (action.name !== "inspection.saveItem" || action.jobCardId !== inspection.jobCardId) continue;
    shown = applyUpdate(shown, action.itemId, action.update);
    waitingItemIds.add(action.itemId);
  }
  return { inspection: shown, waitingItemIds };
}
