/**
 * Money is kept in the database as whole cents (an integer), and handled everywhere else as an
 * amount in the currency (a number with two decimals). These two are the only conversions.
 */

/**
 * The amount in whole cents, rounded half away from zero. The product is first read to 15
 * significant digits, so an amount typed as 1.005 (stored in binary as 1.00499...) gives 101.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError("An amount of money must be a finite number.");
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = Math.round(cents);
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The amount of whole cents in the currency: 1999 gives 19.99. */
export function fromCents(cents: number): number {
  return cents / 100;
}
