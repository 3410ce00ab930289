import type { EstimateDecision, EstimateJobState } from "../../shared/constants/estimates";
import { estimateTotals } from "../../shared/money/estimate-totals";
import type { FrozenEstimate } from "./frozen-estimate";

/** A stored decision on one job of one version, with what it needs to judge the job now. */
export interface DecisionFact {
  versionId: string;
  jobId: string;
  decision: EstimateDecision;
  jobTotalCents: number;
  /** Insertion order: the later of two decisions on a job stands. */
  createdAt: Date;
}

/** The decision that stands for each job: the newest recorded. */
export function standingDecisions<Fact extends DecisionFact>(decisions: readonly Fact[]): Map<string, Fact> {
  const standing = new Map<string, Fact>();
  for (const fact of [...decisions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) standing.set(fact.jobId, fact);
  return standing;
}

/**
 * A job's state: Needs Re-approval when it was approved and its total now is above the amount
 * approved, so raising approved work always asks the customer again.
 */
export function jobState(standing: DecisionFact | undefined, currentTotalCents: number): EstimateJobState {
  if (!standing) return "Awaiting Approval";
  if (standing.decision === "declined") return "Declined";
  return currentTotalCents > standing.jobTotalCents ? "Needs Re-approval" : "Approved";
}

/**
 * What the customer authorised: for each version holding standing approvals, the estimate's
 * computation over those approved jobs as that version priced them, added up. Later edits to the
 * draft never change it.
 */
export function authorisedTotalCents(standing: ReadonlyMap<string, DecisionFact>, versions: ReadonlyMap<string, FrozenEstimate>): number {
  const approvedByVersion = new Map<string, string[]>();
  for (const fact of standing.values()) {
    if (fact.decision !== "approved") continue;
    approvedByVersion.set(fact.versionId, [...(approvedByVersion.get(fact.versionId) ?? []), fact.jobId]);
  }
  let total = 0;
  for (const [versionId, approvedJobIds] of approvedByVersion) {
    const content = versions.get(versionId);
    if (!content) continue;
    total += estimateTotals({ jobs: content.jobs, discountCents: content.discountCents, approvedJobIds }, content.tax).authorisedTotalCents;
  }
  return total;
}
