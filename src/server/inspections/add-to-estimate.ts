import { and, eq } from "drizzle-orm";
import { isFinding } from "../../shared/inspections/findings";
import type { Estimate } from "../../shared/schemas/estimates";
import { NOT_A_FINDING, type Inspection } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { inspectionItems } from "../db/schema";
import { ApiError } from "../http/api-error";
import { requireJobCard } from "../estimates/estimate-records";
import { readEstimate } from "../estimates/read-estimate";
import { appendFindingJob } from "./finding-job";
import { bumpInspection, itemOf } from "./inspection-writes";
import { existingInspectionRow, inspectionFromRow } from "./read-inspection";

/**
 * Add to Estimate: the finding becomes one job at the end of the card's estimate draft and the
 * item is linked to that job in the same transaction. Only a finding, and only once while its job
 * is still in the draft; a job removed from the draft frees the finding again.
 */
export async function addFindingToEstimate(
  db: Database,
  userId: string,
  jobCardId: string,
  itemId: string,
): Promise<{ inspection: Inspection; estimate: Estimate; jobId: string }> {
  const card = await requireJobCard(db, jobCardId);
  const jobId = await db.transaction(async (tx) => {
    const inspection = await existingInspectionRow(tx, card.id, { lock: true });
    const item = await itemOf(tx, inspection.id, itemId);
    if (!isFinding(item)) throw new ApiError("conflict", NOT_A_FINDING);
    const id = await appendFindingJob(tx, card.id, userId, item, item.estimateJobId);
    await tx
      .update(inspectionItems)
      .set({ estimateJobId: id, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionItems.itemId, item.itemId)));
    await bumpInspection(tx, inspection.id, userId);
    return id;
  });
  const inspection = await inspectionFromRow(db, await existingInspectionRow(db, card.id));
  return { inspection, estimate: await readEstimate(db, card.id), jobId };
}
