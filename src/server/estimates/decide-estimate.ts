import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { ESTIMATE_ALREADY_DECIDED_MESSAGE, ESTIMATE_REPLACED_MESSAGE } from "../../shared/constants/estimates";
import type { PublicEstimate, publicDecisionInputSchema } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { estimateDecisions, estimateVersions } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findLinkedVersion, toPublicEstimate } from "./public-estimate";

export const EVERY_JOB_MESSAGE = "Choose Approve or Decline for every job.";

export interface DecisionRequest {
  clientAddress: string;
  userAgent: string | null;
}

/**
 * The customer's decision through the link: every job of the version once, accepted once. The
 * version is claimed by a conditional update in the same transaction as the decisions, so two
 * submissions at once cannot both land, and a version replaced meanwhile takes none.
 */
export async function decideEstimate(
  db: Database,
  token: string,
  input: z.output<typeof publicDecisionInputSchema>,
  request: DecisionRequest,
): Promise<{ estimate: PublicEstimate; jobCardId: string }> {
  const { version, jobCardId } = await findLinkedVersion(db, token);
  if (version.linkDecidedAt) throw new ApiError("conflict", ESTIMATE_ALREADY_DECIDED_MESSAGE);
  const jobIds = version.content.jobs.map((job) => job.id);
  const decided = new Set(input.decisions.map((item) => item.jobId));
  if (decided.size !== jobIds.length || !jobIds.every((id) => decided.has(id))) {
    throw new ApiError("validation_failed", EVERY_JOB_MESSAGE, { decisions: [EVERY_JOB_MESSAGE] });
  }
  const at = new Date();
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(estimateVersions)
      .set({ linkDecidedAt: at })
      .where(and(eq(estimateVersions.id, version.id), isNull(estimateVersions.linkDecidedAt), isNull(estimateVersions.replacedAt)))
      .returning({ id: estimateVersions.id });
    if (claimed.length === 0) {
      const [now] = await tx.select({ replacedAt: estimateVersions.replacedAt }).from(estimateVersions).where(eq(estimateVersions.id, version.id));
      if (now?.replacedAt) throw new ApiError("estimate_replaced", ESTIMATE_REPLACED_MESSAGE);
      throw new ApiError("conflict", ESTIMATE_ALREADY_DECIDED_MESSAGE);
    }
    await tx.insert(estimateDecisions).values(
      input.decisions.map((item) => ({
        versionId: version.id,
        jobId: item.jobId,
        decision: item.decision,
        jobTotalCents: version.content.totals.jobs.find((job) => job.id === item.jobId)?.totalCents ?? 0,
        signerName: input.name,
        authorised: input.authorised,
        method: "link" as const,
        decidedAt: at,
        clientAddress: request.clientAddress,
        userAgent: request.userAgent?.slice(0, 500) ?? null,
      })),
    );
  });
  return { estimate: await toPublicEstimate(db, { ...version, linkDecidedAt: at }), jobCardId };
}
