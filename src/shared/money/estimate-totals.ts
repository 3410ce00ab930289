import { type LineAmounts, lineTotalCentsBig } from "./estimate-lines";
import { divideRounded, toSafeNumber } from "./round-half-up";

/** Which kinds of line the shop taxes, and at what rate (basis points: 8.25% = 825). */
export interface TaxSettings {
  taxRateBp: number;
  taxLabor: boolean;
  taxParts: boolean;
  taxFees: boolean;
}

export interface JobAmounts {
  id: string;
  lines: readonly LineAmounts[];
}

export interface EstimateAmounts {
  jobs: readonly JobAmounts[];
  /** Estimate-level, in cents, from 0 to the subtotal; it comes off before tax. */
  discountCents: number;
  /** The jobs the customer approved; the authorised total covers only these. */
  approvedJobIds?: readonly string[];
}

export interface EstimateTotals {
  jobs: { id: string; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  authorisedTotalCents: number;
}

function isTaxed(line: LineAmounts, tax: TaxSettings): boolean {
  if (line.kind === "labor") return tax.taxLabor;
  if (line.kind === "part") return tax.taxParts;
  return tax.taxFees;
}

interface Sums {
  subtotal: bigint;
  taxable: bigint;
}

/**
 * Tax on a subtotal after a discount: the discount's share of the taxable lines is
 * round(discount * taxable / subtotal), and tax is round(base * rate / 10000).
 */
function taxAfterDiscount(sums: Sums, discount: bigint, rateBp: number): bigint {
  const taxableDiscount = sums.subtotal === 0n ? 0n : divideRounded(discount * sums.taxable, sums.subtotal);
  return divideRounded((sums.taxable - taxableDiscount) * BigInt(rateBp), 10000n);
}

/**
 * The one computation of an estimate's money, for server, staff screens, the customer's page and
 * print alike: every line rounded once, everything after that added exactly in whole cents.
 * The authorised total is the same computation over the approved jobs, their discount being the
 * estimate's discount in proportion to their share of the subtotal.
 */
export function estimateTotals(estimate: EstimateAmounts, tax: TaxSettings): EstimateTotals {
  if (!Number.isSafeInteger(tax.taxRateBp) || !Number.isSafeInteger(estimate.discountCents)) {
    throw new RangeError("The tax rate and discount must be whole numbers.");
  }
  const approved = new Set(estimate.approvedJobIds ?? []);
  const all: Sums = { subtotal: 0n, taxable: 0n };
  const authorised: Sums = { subtotal: 0n, taxable: 0n };
  const jobs = estimate.jobs.map((job) => {
    let jobTotal = 0n;
    let jobTaxable = 0n;
    for (const line of job.lines) {
      const total = lineTotalCentsBig(line);
      jobTotal += total;
      if (isTaxed(line, tax)) jobTaxable += total;
    }
    all.subtotal += jobTotal;
    all.taxable += jobTaxable;
    if (approved.has(job.id)) {
      authorised.subtotal += jobTotal;
      authorised.taxable += jobTaxable;
    }
    return { id: job.id, totalCents: toSafeNumber(jobTotal) };
  });
  const discount = BigInt(estimate.discountCents);
  const taxCents = taxAfterDiscount(all, discount, tax.taxRateBp);
  const authorisedDiscount = all.subtotal === 0n ? 0n : divideRounded(discount * authorised.subtotal, all.subtotal);
  const authorisedTax = taxAfterDiscount(authorised, authorisedDiscount, tax.taxRateBp);
  return {
    jobs,
    subtotalCents: toSafeNumber(all.subtotal),
    discountCents: toSafeNumber(discount),
    taxCents: toSafeNumber(taxCents),
    totalCents: toSafeNumber(all.subtotal - discount + taxCents),
    authorisedTotalCents: toSafeNumber(authorised.subtotal - authorisedDiscount + authorisedTax),
  };
}
