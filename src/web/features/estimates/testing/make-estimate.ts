import type { Estimate, EstimateJobView } from "@/shared/schemas/estimates";

export const JOB_CARD_ID = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

/** A brake job: 2.0 h labor at 100.00 and two pads at 25.00, total 250.00. */
export function makeBrakeJob(overrides: Partial<EstimateJobView> = {}): EstimateJobView {
  return {
    id: "job-brakes",
    name: "Front brakes",
    lines: [
      { id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 20, rateCents: 10000 },
      { id: "l2", kind: "part", partName: "Brake pad", partNumber: "BP-1", quantityHundredths: 200, unitCostCents: 2000, unitPriceCents: 2500 },
    ],
    totalCents: 25000,
    state: "Awaiting Approval",
    approvedTotalCents: null,
    fromInspectionItem: null,
    ...overrides,
  };
}

/** An estimate as GET /api/job-cards/{id}/estimate answers it; tests override what they look at. */
export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    jobCardId: JOB_CARD_ID,
    rowVersion: 1,
    discountCents: 0,
    jobs: [],
    subtotalCents: 0,
    taxCents: 0,
    totalCents: 0,
    authorisedTotalCents: 0,
    pricing: { defaultLaborRateCents: 10000, partsMarkupBp: 2500, taxRateBp: 1000, taxLabor: false, taxParts: true, taxFees: false },
    currentVersion: null,
    sentAt: null,
    expiresAt: null,
    hasUnsentChanges: false,
    decisions: [],
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}
