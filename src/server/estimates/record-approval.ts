import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Estimate, recordApprovalInputSchema } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { estimateDecisions, estimates, estimateVersions } from "../db/schema";
import { ApiError } from "../http/api-error";
import { requireJobCard } from "./estimate-records";
import { readEstimate } from "./read-estimate";

export const SEND_FIRST = "Send the estimate before recording an approval.";

/**
 * Staff log a decision given by phone or in person, on the last version sent: the version and
 * amounts the customer was given. The latest decision on a job stands.
 */
export async function recordApproval(
  db: Database,
  jobCardId: string,
  userId: string,
  input: z.output<typeof recordApprovalInputSchema>,
): Promise<Estimate> {
  const card = await requireJobCard(db, jobCardId);
  const [current] = await db
    .select({ version: estimateVersions })
    .from(estimates)
    .innerJoin(estimateVersions, and(eq(estimateVersions.estimateId, estimates.id), eq(estimateVersions.version, estimates.currentVersion)))
    .where(eq(estimates.jobCardId, card.id));
  if (!current) throw new ApiError("conflict", SEND_FIRST);
  const { content } = current.version;
  const unknown = input.decisions.filter((item) => !content.jobs.some((job) => job.id === item.jobId));
  if (unknown.length > 0) {
    throw new ApiError("validation_failed", "A job in the decisions is not in the estimate that was sent.", {
      decisions: ["A job in the decisions is not in the estimate that was sent."],
    });
  }
  await db.insert(estimateDecisions).values(
    input.decisions.map((item) => ({
      versionId: current.version.id,
      jobId: item.jobId,
      decision: item.decision,
      jobTotalCents: content.totals.jobs.find((job) => job.id === item.jobId)?.totalCents ?? 0,
      signerName: input.signerName,
      authorised: true,
      method: input.method,
      decidedAt: new Date(input.at),
      recordedBy: userId,
    })),
  );
  return readEstimate(db, card.id);
}
