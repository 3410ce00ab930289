import { formatMoney } from "@/shared/format/money";
import { fromCents } from "@/shared/money/cents";

/** An amount kept in cents as the customer reads it, through the shared formatting: "$200.00". */
export function moneyText(cents: number, symbol: string): string {
  return formatMoney(fromCents(cents), symbol);
}
