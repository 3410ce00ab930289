import { and, eq } from "drizzle-orm";
import { rateMeasurement } from "../../shared/inspections/rate-measurement";
import type { Inspection, InspectionItemUpdate } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { inspectionItems } from "../db/schema";
import { ApiError } from "../http/api-error";
import { cardToInspect, type InspectionViewer } from "./inspection-card";
import { bumpInspection, itemOf, openInspectionForWrite } from "./inspection-writes";
import { existingInspectionRow, inspectionFromRow } from "./read-inspection";

export const NOT_MEASURED_MESSAGE = "This item takes no measurement.";

/**
 * Saves one item's rating or skip, note and measured value. A measured value sent without a
 * rating is rated by the item's thresholds; a rating sent stands (the technician may judge the
 * item worse than its numbers). Only an item the template measures takes a value.
 */
export async function updateInspectionItem(
  db: Database,
  viewer: InspectionViewer,
  jobCardId: string,
  itemId: string,
  update: Required<Pick<InspectionItemUpdate, "rating" | "skipped" | "note" | "measuredValue">>,
): Promise<Inspection> {
  const card = await cardToInspect(db, viewer, jobCardId);
  await db.transaction(async (tx) => {
    const inspection = await openInspectionForWrite(tx, card.id);
    const item = await itemOf(tx, inspection.id, itemId);
    if (update.measuredValue !== null && !item.measurement) {
      throw new ApiError("validation_failed", NOT_MEASURED_MESSAGE, { fields: { measuredValue: [NOT_MEASURED_MESSAGE] } });
    }
    const rating =
      update.rating ?? (update.measuredValue !== null && item.measurement && !update.skipped ? rateMeasurement(item.measurement, update.measuredValue) : null);
    await tx
      .update(inspectionItems)
      .set({ rating, skipped: update.skipped, note: update.note, measuredValue: update.measuredValue, updatedBy: viewer.userId, updatedAt: new Date() })
      .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionItems.itemId, item.itemId)));
    await bumpInspection(tx, inspection.id, viewer.userId);
  });
  return inspectionFromRow(db, await existingInspectionRow(db, card.id));
}
