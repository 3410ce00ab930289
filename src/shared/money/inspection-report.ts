import { divideRounded, toSafeNumber } from "./round-half-up";

/**
 * A share as basis points (1/100 of a percent: 6667 is 66.67%), rounded half away from zero in
 * whole numbers, so the server, the page and the CSV give the same two-decimal percent. Null when
 * the whole is zero: there is no share of nothing.
 */
export function shareBasisPoints(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return toSafeNumber(divideRounded(BigInt(part) * 10_000n, BigInt(whole)));
}

/** An average amount in whole cents, rounded half away from zero; null when nothing was counted. */
export function averageCents(totalCents: number, count: number): number | null {
  if (count <= 0) return null;
  return toSafeNumber(divideRounded(BigInt(totalCents), BigInt(count)));
}

/** Basis points as a percent with two decimals, the one way every screen and file writes it: 6667 is "66.67". */
export function percentFromBasisPoints(basisPoints: number): string {
  const sign = basisPoints < 0 ? "-" : "";
  const magnitude = Math.abs(basisPoints);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}
