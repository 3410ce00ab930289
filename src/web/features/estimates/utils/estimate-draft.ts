import { unitPriceFromCost } from "@/shared/money/estimate-lines";
import type { EstimateLineKind } from "@/shared/constants/estimates";
import type { CannedJob, Estimate, EstimateJob, EstimateLine, EstimatePricing } from "@/shared/schemas/estimates";

/** What the editor changes: the jobs with their lines, and the discount. */
export interface EstimateDraft {
  discountCents: number;
  jobs: EstimateJob[];
}

export function newId(): string {
  return crypto.randomUUID();
}

/** The saved estimate as an editable draft: only the fields a PUT sends. */
export function draftOf(estimate: Estimate): EstimateDraft {
  return {
    discountCents: estimate.discountCents,
    jobs: estimate.jobs.map(({ id, name, lines }) => ({ id, name, lines })),
  };
}

/** A new, empty line of `kind`; labor starts at the shop's default rate. */
export function newLine(kind: EstimateLineKind, pricing: EstimatePricing): EstimateLine {
  const id = newId();
  switch (kind) {
    case "labor":
      return { id, kind, description: "", hoursTenths: 10, rateCents: pricing.defaultLaborRateCents };
    case "part":
      return { id, kind, partName: "", partNumber: "", quantityHundredths: 100, unitCostCents: 0, unitPriceCents: 0 };
    case "fee":
      return { id, kind, description: "", amountCents: 0 };
  }
}

/**
 * A part's unit cost changed: its price follows the cost plus markup, unless the user set a price
 * of their own (one that is not what the old cost gave).
 */
export function withUnitCost(line: Extract<EstimateLine, { kind: "part" }>, unitCostCents: number, markupBp: number) {
  const followsCost = line.unitPriceCents === unitPriceFromCost(line.unitCostCents, markupBp);
  return { ...line, unitCostCents, unitPriceCents: followsCost ? unitPriceFromCost(unitCostCents, markupBp) : line.unitPriceCents };
}

/** A canned job as a new job of this estimate: fresh ids, so it can be inserted twice. */
export function jobFromCanned(canned: CannedJob): EstimateJob {
  return { id: newId(), name: canned.name, lines: canned.lines.map((line) => ({ ...line, id: newId() })) };
}
