import { and, eq, sql } from "drizzle-orm";
import { INSPECTION_COMPLETED, INSPECTION_ITEM_NOT_FOUND } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { inspectionItems, inspections, type InspectionItemRow, type InspectionRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { existingInspectionRow } from "./read-inspection";

/**
 * The card's inspection, locked to the end of the transaction, when it may still be changed: a
 * completed inspection is kept as it was (409) until someone who prices work reopens it.
 */
export async function openInspectionForWrite(tx: Database, jobCardId: string): Promise<InspectionRow> {
  const row = await existingInspectionRow(tx, jobCardId, { lock: true });
  if (row.status === "Completed") throw new ApiError("conflict", INSPECTION_COMPLETED);
  return row;
}

/** One item of the inspection, or a 404. */
export async function itemOf(tx: Database, inspectionId: string, itemId: string): Promise<InspectionItemRow> {
  const [item] = await tx
    .select()
    .from(inspectionItems)
    .where(and(eq(inspectionItems.inspectionId, inspectionId), eq(inspectionItems.itemId, itemId)));
  if (!item) throw new ApiError("not_found", INSPECTION_ITEM_NOT_FOUND);
  return item;
}

/** Counts a change of the inspection or one of its items, and who made it. */
export async function bumpInspection(tx: Database, inspectionId: string, userId: string, changes: Partial<InspectionRow> = {}): Promise<void> {
  await tx
    .update(inspections)
    .set({ ...changes, updatedBy: userId, updatedAt: new Date(), rowVersion: sql`${inspections.rowVersion} + 1` })
    .where(eq(inspections.id, inspectionId));
}
