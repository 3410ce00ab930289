import { and, eq } from "drizzle-orm";
import type { Estimate } from "../../shared/schemas/estimates";
import { RECOMMENDATION_NOT_FOUND, RECOMMENDATION_NOT_OPEN } from "../../shared/schemas/recommendations";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { inspectionItems, inspectionRecommendations, inspections, jobCards } from "../db/schema";
import { ApiError } from "../http/api-error";
import { requireJobCard } from "../estimates/estimate-records";
import { readEstimate } from "../estimates/read-estimate";
import { appendFindingJob } from "../inspections";
import { openRecommendations, vehicleKey } from "./open-recommendations";

/**
 * Add to Estimate from a recommendation: the declined finding becomes a job at the end of this
 * card's estimate draft, as Add to Estimate on the card's own inspection makes it, and the finding
 * is linked to that job and card. Only a finding of this vehicle (404 otherwise), only while it is
 * open (409), and only once while its job is in the draft (409). The card's row is locked first,
 * so two requests at once cannot both add it.
 */
export async function addRecommendationToEstimate(
  db: Database,
  userId: string,
  jobCardId: string,
  finding: { inspectionId: string; itemId: string },
): Promise<{ estimate: Estimate; jobId: string }> {
  const card = await requireJobCard(db, jobCardId);
  if (!isUuid(finding.inspectionId)) throw new ApiError("not_found", RECOMMENDATION_NOT_FOUND);
  const jobId = await db.transaction(async (tx) => {
    await tx.select({ id: jobCards.id }).from(jobCards).where(eq(jobCards.id, card.id)).for("update");
    const [source] = await tx
      .select({ vin: inspections.vin, jobCardId: inspections.jobCardId })
      .from(inspectionItems)
      .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
      .where(and(eq(inspectionItems.inspectionId, finding.inspectionId), eq(inspectionItems.itemId, finding.itemId)));
    if (!source || source.jobCardId === card.id || vehicleKey(source.vin) === "" || vehicleKey(source.vin) !== vehicleKey(card.vin)) {
      throw new ApiError("not_found", RECOMMENDATION_NOT_FOUND);
    }
    const open = (await openRecommendations(tx, card.vin, { jobCardId: card.id })).find(
      (item) => item.inspectionId === finding.inspectionId && item.itemId === finding.itemId,
    );
    if (!open) throw new ApiError("conflict", RECOMMENDATION_NOT_OPEN);
    const id = await appendFindingJob(tx, card.id, userId, { name: open.name, suggestedCannedJobId: open.suggestedCannedJobId }, open.linkedJobId);
    await tx
      .insert(inspectionRecommendations)
      .values({ inspectionId: finding.inspectionId, itemId: finding.itemId, jobCardId: card.id, estimateJobId: id, addedBy: userId })
      .onConflictDoUpdate({
        target: [inspectionRecommendations.inspectionId, inspectionRecommendations.itemId, inspectionRecommendations.jobCardId],
        set: { estimateJobId: id, addedBy: userId, addedAt: new Date() },
      });
    return id;
  });
  return { estimate: await readEstimate(db, card.id), jobId };
}
