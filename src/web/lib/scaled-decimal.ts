/**
 * Figures typed with a fixed number of decimals (hours in tenths, quantities and amounts in
 * hundredths) are read and written as text, digit by digit, so no float ever holds them.
 */

/** "2.5" with 1 decimal gives 25; null for anything that is not a plain non-negative decimal of at most `decimals` places. */
export function parseScaled(text: string, decimals: number): number | null {
  const match = new RegExp(`^(\\d*)(?:\\.(\\d{0,${decimals}}))?$`).exec(text.trim());
  if (!match || (match[1] === "" && !match[2])) return null;
  const whole = match[1] || "0";
  const fraction = (match[2] ?? "").padEnd(decimals, "0");
  const value = Number(`${whole}${fraction}`);
  return Number.isSafeInteger(value) ? value : null;
}

/** 25 with 1 decimal gives "2.5"; 1250 with 2 gives "12.50". */
export function formatScaled(value: number, decimals: number): string {
  const digits = String(Math.abs(value)).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const sign = value < 0 ? "-" : "";
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(digits.length - decimals)}`;
}
