/**
 * Sums of money are added up in whole cents, so a report's total equals the sum of the figures it
 * shows (0.1 + 0.2 is 0.30, not 0.30000000000000004).
 */
export function toCents(amount: number | null | undefined): number {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? 0 : Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
