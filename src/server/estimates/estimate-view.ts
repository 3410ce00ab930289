import { estimateTotals } from "../../shared/money/estimate-totals";
import type { Estimate, ShopPricing } from "../../shared/schemas/estimates";
import { canonicalJson } from "./canonical-json";
import type { EstimateRecords } from "./estimate-records";
import { authorisedTotalCents, jobState, standingDecisions } from "./job-decisions";

function person(name: string | null, email: string | null) {
  return name === null || email === null ? null : { name, email };
}

/** The staff view: the draft priced with today's settings, each job's state, and what was authorised. */
export function toEstimateView(records: EstimateRecords, pricing: ShopPricing): Estimate {
  const { card, estimate, versions, decisions, findings } = records;
  const jobs = estimate?.jobs ?? [];
  const discountCents = estimate?.discountCents ?? 0;
  const totals = estimateTotals({ jobs, discountCents }, pricing);
  const standing = standingDecisions(decisions);
  const versionNumber = new Map(versions.map((version) => [version.id, version.version]));
  const current = versions.find((version) => version.version === estimate?.currentVersion) ?? null;
  return {
    jobCardId: card.id,
    rowVersion: estimate?.rowVersion ?? 0,
    discountCents,
    jobs: jobs.map((job, index) => {
      const totalCents = totals.jobs[index]?.totalCents ?? 0;
      const decision = standing.get(job.id);
      return {
        ...job,
        totalCents,
        state: jobState(decision, totalCents),
        approvedTotalCents: decision?.decision === "approved" ? decision.jobTotalCents : null,
        fromInspectionItem: findings.get(job.id) ?? null,
      };
    }),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    authorisedTotalCents: authorisedTotalCents(standing, new Map(versions.map((version) => [version.id, version.content]))),
    pricing: {
      defaultLaborRateCents: pricing.defaultLaborRateCents,
      partsMarkupBp: pricing.partsMarkupBp,
      taxRateBp: pricing.taxRateBp,
      taxLabor: pricing.taxLabor,
      taxParts: pricing.taxParts,
      taxFees: pricing.taxFees,
    },
    currentVersion: estimate?.currentVersion ?? null,
    sentAt: current?.sentAt.toISOString() ?? null,
    expiresAt: current?.expiresAt.toISOString() ?? null,
    hasUnsentChanges:
      estimate !== null &&
      (current === null
        ? jobs.length > 0
        : canonicalJson({ jobs, discountCents }) !== canonicalJson({ jobs: current.content.jobs, discountCents: current.content.discountCents })),
    decisions: decisions.map((decision) => ({
      version: versionNumber.get(decision.versionId) ?? 0,
      jobId: decision.jobId,
      decision: decision.decision,
      signerName: decision.signerName,
      method: decision.method,
      at: decision.decidedAt.toISOString(),
      recordedBy: person(decision.recorderName, decision.recorderEmail),
    })),
    updatedAt: estimate?.updatedAt.toISOString() ?? null,
    updatedBy: estimate ? person(estimate.updaterName, estimate.updaterEmail) : null,
  };
}
