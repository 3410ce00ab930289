import type { EstimateLine } from "../schemas/estimates";

/** A whole number kept in tenths or hundredths, written with that many decimals: 15 tenths is 1.5. */
function scaled(value: number, decimals: number): string {
  const digits = String(Math.abs(value)).padStart(decimals + 1, "0");
  const sign = value < 0 ? "-" : "";
  return `${sign}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** A line as an invoice prints it: the part's name and number, or the labor or fee description. */
export function lineDescription(line: EstimateLine): string {
  if (line.kind === "part") return line.partNumber ? `${line.partName} (${line.partNumber})` : line.partName;
  return line.description;
}

/** The quantity column: hours for labor, units for parts, 1 for a fee. */
export function lineQuantity(line: EstimateLine): string {
  if (line.kind === "labor") return `${scaled(line.hoursTenths, 1)} h`;
  if (line.kind === "part") return scaled(line.quantityHundredths, 2);
  return "1";
}

/** The unit price column, in cents: the labor rate, the part's price to the customer (never its cost), the fee. */
export function lineUnitCents(line: EstimateLine): number {
  if (line.kind === "labor") return line.rateCents;
  if (line.kind === "part") return line.unitPriceCents;
  return line.amountCents;
}
