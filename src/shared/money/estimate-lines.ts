import { divideRounded, toSafeNumber } from "./round-half-up";

/** Hours are kept in tenths, quantities in hundredths, percentages in basis points (8.25% = 825). */
export interface LaborLineAmounts {
  kind: "labor";
  hoursTenths: number;
  rateCents: number;
}
export interface PartLineAmounts {
  kind: "part";
  quantityHundredths: number;
  unitPriceCents: number;
}
export interface FeeLineAmounts {
  kind: "fee";
  amountCents: number;
}
export type LineAmounts = LaborLineAmounts | PartLineAmounts | FeeLineAmounts;

function assertWhole(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number.`);
  return BigInt(value);
}

/** A line's total in cents, rounded once, half up (away from zero). */
export function lineTotalCentsBig(line: LineAmounts): bigint {
  switch (line.kind) {
    case "labor":
      return divideRounded(assertWhole(line.hoursTenths, "Hours in tenths") * assertWhole(line.rateCents, "Rate"), 10n);
    case "part":
      return divideRounded(
        assertWhole(line.quantityHundredths, "Quantity in hundredths") * assertWhole(line.unitPriceCents, "Unit price"),
        100n,
      );
    case "fee":
      return assertWhole(line.amountCents, "Amount");
  }
}

export function lineTotalCents(line: LineAmounts): number {
  return toSafeNumber(lineTotalCentsBig(line));
}

/** The unit price a part starts with: its cost plus the shop's markup, rounded half up. */
export function unitPriceFromCost(unitCostCents: number, markupBp: number): number {
  const cost = assertWhole(unitCostCents, "Unit cost");
  const markup = assertWhole(markupBp, "Markup");
  return toSafeNumber(divideRounded(cost * (10000n + markup), 10000n));
}
