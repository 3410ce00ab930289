import { and, asc, eq, isNotNull } from "drizzle-orm";
import { RATINGS_SHOWN_FIRST } from "../../shared/constants/inspections";
import type { PublicFinding } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { inspectionItems, jobCardImages } from "../db/schema";
import { earlierMeasurements } from "./earlier-measurement";
import { inspectionRowOf } from "./read-inspection";

/** A finding as a sent version keeps it: what the customer's link shows, and the section's id for staff. */
export type FrozenFinding = PublicFinding & { sectionId: string };

/**
 * The card's rated items as they are now, for a version being sent: Urgent, then Needs Attention,
 * then Good, each in the inspection's order; skipped and unrated items left out. Only a completed
 * inspection is shown to the customer: one in progress is not yet what the technician found. A
 * finding names its estimate job only while that job is among the jobs sent.
 */
export async function freezeFindings(db: Database, jobCardId: string, sentJobIds: ReadonlySet<string>): Promise<FrozenFinding[]> {
  const inspection = await inspectionRowOf(db, jobCardId);
  if (!inspection || inspection.status !== "Completed") return [];
  const items = await db
    .select()
    .from(inspectionItems)
    .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionItems.skipped, false), isNotNull(inspectionItems.rating)))
    .orderBy(asc(inspectionItems.position));
  const photos = await db
    .select({ id: jobCardImages.id, itemId: jobCardImages.inspectionItemId })
    .from(jobCardImages)
    .where(eq(jobCardImages.inspectionId, inspection.id))
    .orderBy(asc(jobCardImages.createdAt), asc(jobCardImages.id));
  const earlier = await earlierMeasurements(
    db,
    inspection,
    items.map((item) => item.itemId),
  );
  const frozen = items.map((item): FrozenFinding => {
    const before = earlier.get(item.itemId);
    return {
      itemId: item.itemId,
      sectionId: item.sectionId,
      sectionName: item.sectionName,
      name: item.name,
      rating: item.rating!,
      note: item.note,
      measuredValue: item.measuredValue,
      unit: item.measurement?.unit ?? null,
      photoIds: photos.filter((photo) => photo.itemId === item.itemId).map((photo) => photo.id),
      estimateJobId: item.estimateJobId !== null && sentJobIds.has(item.estimateJobId) ? item.estimateJobId : null,
      earlier: before ? { value: before.value, measuredAt: before.measuredAt.toISOString() } : null,
    };
  });
  const rank = (finding: FrozenFinding) => RATINGS_SHOWN_FIRST.indexOf(finding.rating);
  // Array.prototype.sort is stable, so each rating keeps the inspection's order.
  return frozen.sort((a, b) => rank(a) - rank(b));
}
