import { formatCents } from "@/shared/format/money";

/** An amount kept in cents as the customer reads it, through the shared formatting: "$200.00". */
export function moneyText(cents: number, symbol: string): string {
  return formatCents(cents, symbol);
}
