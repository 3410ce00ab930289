import { MAX_ESTIMATE_TOTAL_CENTS } from "../../shared/constants/estimates";
import { formatCents } from "../../shared/format/money";
import { estimateTotals, type TaxSettings } from "../../shared/money/estimate-totals";
import type { EstimateJob } from "../../shared/schemas/estimates";
import { ApiError } from "../http/api-error";

export const DISCOUNT_ABOVE_SUBTOTAL = "The discount cannot be more than the subtotal.";
export const TOTAL_TOO_LARGE = "The invoice's total is too large.";
export const DUPLICATE_IDS = "Each job and line needs its own id.";

/**
 * An invoice's total as the money module computes it, after the checks the stored row relies on:
 * ids unique, a discount no larger than the subtotal, a total that fits. A refusal is a 400 naming
 * the field, with nothing stored.
 */
export function checkedTotalCents(jobs: readonly EstimateJob[], discountCents: number, tax: TaxSettings): number {
  const ids = jobs.flatMap((job) => [job.id, ...job.lines.map((line) => line.id)]);
  if (new Set(ids).size !== ids.length) throw new ApiError("validation_failed", DUPLICATE_IDS, { fields: { jobs: [DUPLICATE_IDS] } });
  let totals;
  try {
    totals = estimateTotals({ jobs, discountCents }, tax);
  } catch {
    throw new ApiError("validation_failed", TOTAL_TOO_LARGE, { fields: { jobs: [TOTAL_TOO_LARGE] } });
  }
  if (discountCents > totals.subtotalCents) {
    throw new ApiError("validation_failed", DISCOUNT_ABOVE_SUBTOTAL, { fields: { discountCents: [DISCOUNT_ABOVE_SUBTOTAL] } });
  }
  if (totals.totalCents > MAX_ESTIMATE_TOTAL_CENTS) throw new ApiError("validation_failed", TOTAL_TOO_LARGE, { fields: { jobs: [TOTAL_TOO_LARGE] } });
  return totals.totalCents;
}

/** Amounts in a server message, as the default format writes them (a client rebuilds the message in its own currency). */
export const defaultMoney = (cents: number) => formatCents(cents);
