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

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Unsaved edits (`mine`, begun from `base`) carried onto a newer version of the estimate
 * (`theirs`): each job and the discount take whichever side changed them. Null when both sides
 * changed the same job or the discount differently: then nothing is merged, as nothing may be
 * silently overwritten. Jobs keep the newer version's order; jobs added here come after it.
 */
export function rebaseDraft(base: EstimateDraft, mine: EstimateDraft, theirs: EstimateDraft): EstimateDraft | null {
  const mineChangedDiscount = mine.discountCents !== base.discountCents;
  if (mineChangedDiscount && theirs.discountCents !== base.discountCents && mine.discountCents !== theirs.discountCents) return null;
  const byId = (draft: EstimateDraft) => new Map(draft.jobs.map((job) => [job.id, job]));
  const [baseJobs, myJobs, theirJobs] = [byId(base), byId(mine), byId(theirs)];
  const order = [...theirs.jobs.map((job) => job.id), ...mine.jobs.map((job) => job.id).filter((id) => !theirJobs.has(id))];
  const jobs: EstimateJob[] = [];
  for (const id of new Set([...order, ...baseJobs.keys()])) {
    const [was, my, their] = [baseJobs.get(id), myJobs.get(id), theirJobs.get(id)];
    const iChanged = !same(was, my);
    if (iChanged && !same(was, their) && !same(my, their)) return null;
    const kept = iChanged ? my : their;
    if (kept) jobs.push(kept);
  }
  return { discountCents: mineChangedDiscount ? mine.discountCents : theirs.discountCents, jobs };
}
