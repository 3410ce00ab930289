import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { isFinding } from "../../shared/inspections/findings";
import { estimateDraftInputSchema, type Estimate, type EstimateJob } from "../../shared/schemas/estimates";
import { ALREADY_ON_ESTIMATE, NOT_A_FINDING, type Inspection } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { estimates, inspectionItems, type InspectionItemRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findCannedJob } from "../estimates/canned-jobs";
import { requireJobCard } from "../estimates/estimate-records";
import { readEstimate } from "../estimates/read-estimate";
import { writeDraft } from "../estimates/save-draft";
import { bumpInspection, itemOf } from "./inspection-writes";
import { existingInspectionRow, inspectionFromRow } from "./read-inspection";

/**
 * The job a finding becomes: named after the item, or the suggested canned job's name and lines
 * when that canned job still exists. Every id is new, so no decision recorded on an earlier job
 * can ever stand for this one: it awaits the customer's approval like any job added by hand.
 */
async function jobFor(tx: Database, item: InspectionItemRow): Promise<EstimateJob> {
  const canned = item.suggestedCannedJobId ? await findCannedJob(tx, item.suggestedCannedJobId) : null;
  return {
    id: randomUUID(),
    name: canned?.name ?? item.name,
    lines: (canned?.lines ?? []).map((line) => ({ ...line, id: randomUUID() })),
  };
}

/** The first reason the draft with the job added would be refused by the editor's own save. */
function draftProblem(error: { issues: readonly { message: string }[] }): string {
  return `The job cannot be added: ${error.issues[0]?.message ?? "the estimate would not be valid."}`;
}

/**
 * Add to Estimate: the finding becomes one job at the end of the card's estimate draft, written
 * as the editor's save writes it (so after a send it waits in the draft for the next version),
 * and the item is linked to that job in the same transaction. Only a finding, and only once
 * while its job is still in the draft; a job removed from the draft frees the finding again.
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
    const [draft] = await tx
      .select({ jobs: estimates.jobs, discountCents: estimates.discountCents, rowVersion: estimates.rowVersion })
      .from(estimates)
      .where(eq(estimates.jobCardId, card.id))
      .for("update");
    const jobs = draft?.jobs ?? [];
    if (item.estimateJobId !== null && jobs.some((job) => job.id === item.estimateJobId)) throw new ApiError("conflict", ALREADY_ON_ESTIMATE);
    const job = await jobFor(tx, item);
    const parsed = estimateDraftInputSchema.safeParse({ rowVersion: draft?.rowVersion ?? 0, discountCents: draft?.discountCents ?? 0, jobs: [...jobs, job] });
    if (!parsed.success) throw new ApiError("conflict", draftProblem(parsed.error));
    if (!(await writeDraft(tx, card.id, userId, parsed.data))) throw new ApiError("conflict", "Someone else changed this estimate. Try again.");
    await tx
      .update(inspectionItems)
      .set({ estimateJobId: job.id, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionItems.itemId, item.itemId)));
    await bumpInspection(tx, inspection.id, userId);
    return job.id;
  });
  const inspection = await inspectionFromRow(db, await existingInspectionRow(db, card.id));
  return { inspection, estimate: await readEstimate(db, card.id), jobId };
}
