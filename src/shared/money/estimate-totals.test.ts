import { describe, expect, it } from "vitest";
import { type SeededRandom, seededRandom } from "../../../tests/support/seeded-random";
import { type LineAmounts, lineTotalCents, unitPriceFromCost } from "./estimate-lines";
import { type EstimateAmounts, estimateTotals, type TaxSettings } from "./estimate-totals";
import { divideRounded } from "./round-half-up";

const NO_TAX: TaxSettings = { taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false };

function randomLine(random: SeededRandom): LineAmounts {
  const kind = random.pick(["labor", "part", "fee"] as const);
  if (kind === "labor") return { kind, hoursTenths: random.below(500), rateCents: random.below(30_000) };
  if (kind === "part") return { kind, quantityHundredths: random.below(2_000), unitPriceCents: random.below(100_000) };
  return { kind, amountCents: random.below(50_000) };
}

function randomEstimate(random: SeededRandom): EstimateAmounts {
  const jobs = Array.from({ length: random.below(6) }, (_, index) => ({
    id: `job-${index}`,
    lines: Array.from({ length: random.below(8) }, () => randomLine(random)),
  }));
  const subtotal = jobs.flatMap((job) => job.lines).reduce((sum, line) => sum + lineTotalCents(line), 0);
  return {
    jobs,
    discountCents: random.chance(0.5) ? random.below(subtotal + 1) : 0,
    approvedJobIds: jobs.filter(() => random.chance(0.5)).map((job) => job.id),
  };
}

function randomTax(random: SeededRandom): TaxSettings {
  return { taxRateBp: random.below(2_500), taxLabor: random.chance(0.5), taxParts: random.chance(0.5), taxFees: random.chance(0.5) };
}

/** A second, plainly written model of the rules, in BigInt, to check the module against. */
function modelTotal(estimate: EstimateAmounts, tax: TaxSettings, only?: ReadonlySet<string>) {
  const taxed = (line: LineAmounts) => (line.kind === "labor" ? tax.taxLabor : line.kind === "part" ? tax.taxParts : tax.taxFees);
  const lines = (ids?: ReadonlySet<string>) => estimate.jobs.filter((job) => !ids || ids.has(job.id)).flatMap((job) => job.lines);
  const sum = (items: LineAmounts[]) => items.reduce((total, line) => total + BigInt(lineTotalCents(line)), 0n);
  const subtotal = sum(lines());
  const part = sum(lines(only));
  const discount = only ? (subtotal === 0n ? 0n : divideRounded(BigInt(estimate.discountCents) * part, subtotal)) : BigInt(estimate.discountCents);
  const taxable = sum(lines(only).filter(taxed));
  const taxableDiscount = part === 0n ? 0n : divideRounded(discount * taxable, part);
  const taxCents = divideRounded((taxable - taxableDiscount) * BigInt(tax.taxRateBp), 10_000n);
  return Number(part - discount + taxCents);
}

describe("estimate arithmetic", () => {
  it("rounds each line once, half up", () => {
    expect(lineTotalCents({ kind: "labor", hoursTenths: 20, rateCents: 10_000 })).toBe(20_000);
    expect(lineTotalCents({ kind: "labor", hoursTenths: 15, rateCents: 9_999 })).toBe(14_999); // 14998.5 rounds up
    expect(lineTotalCents({ kind: "labor", hoursTenths: 1, rateCents: 5 })).toBe(1); // 0.5 rounds up
    expect(lineTotalCents({ kind: "labor", hoursTenths: 1, rateCents: 4 })).toBe(0); // 0.4 rounds down
    expect(lineTotalCents({ kind: "part", quantityHundredths: 50, unitPriceCents: 3 })).toBe(2); // 1.5
    expect(lineTotalCents({ kind: "part", quantityHundredths: 150, unitPriceCents: 1_999 })).toBe(2_999); // 2998.5
    expect(lineTotalCents({ kind: "part", quantityHundredths: 1, unitPriceCents: 49 })).toBe(0); // 0.49
    expect(lineTotalCents({ kind: "fee", amountCents: 1_234 })).toBe(1_234);
    expect(divideRounded(-15n, 10n)).toBe(-2n); // away from zero for negatives
    expect(divideRounded(-14n, 10n)).toBe(-1n);
  });

  it("prices a part from its cost and the markup, half up", () => {
    expect(unitPriceFromCost(2_000, 2_500)).toBe(2_500);
    expect(unitPriceFromCost(1_001, 5_000)).toBe(1_502); // 1501.5
    expect(unitPriceFromCost(333, 0)).toBe(333);
  });

  it("totals the example: labor 2.0 h at 100.00 and two parts at 25.00, 8.25% tax on parts only", () => {
    const estimate: EstimateAmounts = {
      jobs: [
        { id: "a", lines: [{ kind: "labor", hoursTenths: 20, rateCents: 10_000 }] },
        { id: "b", lines: [{ kind: "part", quantityHundredths: 200, unitPriceCents: 2_500 }] },
      ],
      discountCents: 1_000,
      approvedJobIds: ["a"],
    };
    const totals = estimateTotals(estimate, { taxRateBp: 825, taxLabor: false, taxParts: true, taxFees: false });
    expect(totals.jobs).toEqual([{ id: "a", totalCents: 20_000 }, { id: "b", totalCents: 5_000 }]);
    expect(totals.subtotalCents).toBe(25_000);
    // The parts' share of the discount is 1000 * 5000 / 25000 = 200; tax = 4800 * 8.25% = 396.
    expect(totals.taxCents).toBe(396);
    expect(totals.totalCents).toBe(25_000 - 1_000 + 396);
    // Job a carries 800 of the discount and no tax.
    expect(totals.authorisedTotalCents).toBe(19_200);
  });

  it("property: job totals and the subtotal are the sums of the rounded lines, every figure a whole number", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const random = seededRandom(seed);
      const estimate = randomEstimate(random);
      const totals = estimateTotals(estimate, randomTax(random));
      estimate.jobs.forEach((job, index) => {
        expect(totals.jobs[index]?.totalCents, `seed ${seed}`).toBe(job.lines.reduce((sum, line) => sum + lineTotalCents(line), 0));
      });
      expect(totals.subtotalCents, `seed ${seed}`).toBe(totals.jobs.reduce((sum, job) => sum + job.totalCents, 0));
      const figures = [totals.subtotalCents, totals.discountCents, totals.taxCents, totals.totalCents, totals.authorisedTotalCents];
      for (const figure of [...figures, ...totals.jobs.map((job) => job.totalCents)]) expect(Number.isInteger(figure), `seed ${seed}`).toBe(true);
    }
  });

  it("property: tax and discount in every combination match the rules, and the total is subtotal - discount + tax", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const random = seededRandom(seed * 7919);
      const estimate = randomEstimate(random);
      const tax = randomTax(random);
      const totals = estimateTotals(estimate, tax);
      expect(totals.totalCents, `seed ${seed}`).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
      expect(totals.totalCents, `seed ${seed}`).toBe(modelTotal(estimate, tax));
      expect(totals.authorisedTotalCents, `seed ${seed}`).toBe(modelTotal(estimate, tax, new Set(estimate.approvedJobIds)));
      expect(totals.taxCents, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(totals.authorisedTotalCents, `seed ${seed}`).toBeLessThanOrEqual(totals.totalCents);
    }
  });

  it("property: with no tax and no discount, approving every job authorises the whole total", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed * 31);
      const estimate = { ...randomEstimate(random), discountCents: 0 };
      const all = estimateTotals({ ...estimate, approvedJobIds: estimate.jobs.map((job) => job.id) }, NO_TAX);
      expect(all.authorisedTotalCents, `seed ${seed}`).toBe(all.totalCents);
      expect(estimateTotals({ ...estimate, approvedJobIds: [] }, NO_TAX).authorisedTotalCents).toBe(0);
    }
  });

  it("stays exact above 2^53 intermediate products and refuses amounts that are not whole", () => {
    const huge = estimateTotals(
      { jobs: [{ id: "a", lines: [{ kind: "part", quantityHundredths: 999_999, unitPriceCents: 10_000_000 }] }], discountCents: 0 },
      { taxRateBp: 825, taxLabor: false, taxParts: true, taxFees: false },
    );
    expect(huge.subtotalCents).toBe(99_999_900_000);
    expect(huge.taxCents).toBe(8_249_991_750);
    expect(() => lineTotalCents({ kind: "fee", amountCents: 1.5 })).toThrow(RangeError);
    expect(() => lineTotalCents({ kind: "labor", hoursTenths: 2.5, rateCents: 100 })).toThrow(RangeError);
  });
});
