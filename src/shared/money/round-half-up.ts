/**
 * Whole-number division rounded half away from zero, done in BigInt so no product of two money
 * figures ever passes through a float. The result must fit a safe integer.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("The divisor must be a positive whole number.");
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/** A BigInt amount back to a number, refusing one that would lose precision. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("An amount of money is too large.");
  }
  return Number(value);
}
