import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { estimateDraftInputSchema, type EstimateJob } from "../../shared/schemas/estimates";
import { ALREADY_ON_ESTIMATE } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { estimates, type InspectionItemRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findCannedJob } from "../estimates/canned-jobs";
import { writeDraft } from "../estimates/save-draft";

export type FindingForJob = Pick<InspectionItemRow, "name" | "suggestedCannedJobId">;

/**
 * The job a finding becomes: named after the item, or the suggested canned job's name and lines
 * when that canned job still exists. Every id is new, so no decision recorded on an earlier job
 * can ever stand for this one: it awaits the customer's approval like any job added by hand.
 */
async function jobFor(tx: Database, item: FindingForJob): Promise<EstimateJob> {
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
 * Appends the job a finding becomes to the end of the card's estimate draft, written as the
 * editor's save writes it (so after a send it waits in the draft for the next version), and
 * answers its id. Call inside a transaction; the draft stays locked to its end. `linkedJobId` is
 * the job the finding is already linked to on this card: while that job is in the draft, 409.
 */
export async function appendFindingJob(tx: Database, jobCardId: string, userId: string, item: FindingForJob, linkedJobId: string | null): Promise<string> {
  const [draft] = await tx
    .select({ jobs: estimates.jobs, discountCents: estimates.discountCents, rowVersion: estimates.rowVersion })
    .from(estimates)
    .where(eq(estimates.jobCardId, jobCardId))
    .for("update");
  const jobs = draft?.jobs ?? [];
  if (linkedJobId !== null && jobs.some((job) => job.id === linkedJobId)) throw new ApiError("conflict", ALREADY_ON_ESTIMATE);
  const job = await jobFor(tx, item);
  const parsed = estimateDraftInputSchema.safeParse({ rowVersion: draft?.rowVersion ?? 0, discountCents: draft?.discountCents ?? 0, jobs: [...jobs, job] });
  if (!parsed.success) throw new ApiError("conflict", draftProblem(parsed.error));
  if (!(await writeDraft(tx, jobCardId, userId, parsed.data))) throw new ApiError("conflict", "Someone else changed this estimate. Try again.");
  return job.id;
}
