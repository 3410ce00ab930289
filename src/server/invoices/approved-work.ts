import { estimateTotals, type TaxSettings } from "../../shared/money/estimate-totals";
import { divideRounded, toSafeNumber } from "../../shared/money/round-half-up";
import type { EstimateJob } from "../../shared/schemas/estimates";
import type { EstimateRecords } from "../estimates/estimate-records";
import type { FrozenEstimate } from "../estimates/frozen-estimate";
import { authorisedTotalCents, standingDecisions } from "../estimates/job-decisions";

/** What a new invoice draft starts from: the work the customer authorised, as they were shown it. */
export interface ApprovedWork {
  jobs: EstimateJob[];
  discountCents: number;
  tax: TaxSettings;
  /** What the customer authorised on the card's estimate (estimate-view's figure). */
  authorisedTotalCents: number;
}

function versionsById(records: EstimateRecords): Map<string, FrozenEstimate> {
  return new Map(records.versions.map((version) => [version.id, version.content]));
}

/** The card's authorised total now: the standing approvals, priced as their versions priced them. */
export function cardAuthorisedTotalCents(records: EstimateRecords): number {
  return authorisedTotalCents(standingDecisions(records.decisions), versionsById(records));
}

/**
 * The approved jobs that stand, each with the lines of the version it was approved in (what the
 * customer saw and authorised, not the draft as edited since); the discount is each version's
 * discount in the share estimateTotals gives its approved jobs; the tax settings are those of the
 * newest version holding an approval. With approvals on one version the draft totals exactly the
 * authorised total.
 */
export function approvedWork(records: EstimateRecords): ApprovedWork {
  const standing = standingDecisions(records.decisions);
  const approvedIds = new Set([...standing.values()].filter((fact) => fact.decision === "approved").map((fact) => `${fact.versionId}\u0000${fact.jobId}`));
  const jobs: EstimateJob[] = [];
  let discount = 0n;
  let tax: TaxSettings | null = null;
  for (const version of [...records.versions].sort((a, b) => a.version - b.version)) {
    const content = version.content;
    const approved = content.jobs.filter((job) => approvedIds.has(`${version.id}\u0000${job.id}`));
    if (approved.length === 0) continue;
    const totals = estimateTotals({ jobs: content.jobs, discountCents: content.discountCents }, content.tax);
    const approvedSubtotal = totals.jobs.filter((job) => approved.some((entry) => entry.id === job.id)).reduce((sum, job) => sum + BigInt(job.totalCents), 0n);
    const subtotal = BigInt(totals.subtotalCents);
    discount += subtotal === 0n ? 0n : divideRounded(BigInt(content.discountCents) * approvedSubtotal, subtotal);
    jobs.push(...approved);
    tax = { taxRateBp: content.tax.taxRateBp, taxLabor: content.tax.taxLabor, taxParts: content.tax.taxParts, taxFees: content.tax.taxFees };
  }
  return {
    jobs,
    discountCents: toSafeNumber(discount),
    tax: tax ?? { taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false },
    authorisedTotalCents: authorisedTotalCents(standing, versionsById(records)),
  };
}
