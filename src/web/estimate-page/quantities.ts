/** Whole units and their hundredths as text without float arithmetic: 150 gives "1.5", 200 gives "2". */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const absolute = Math.abs(hundredths);
  const fraction = String(absolute % 100).padStart(2, "0").replace(/0+$/, "");
  return `${sign}${Math.trunc(absolute / 100)}${fraction ? `.${fraction}` : ""}`;
}

/** Hours kept in tenths, as shown on the estimate: 20 gives "2.0 h". */
export function formatTenthsOfHours(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${Math.abs(tenths % 10)} h`;
}
