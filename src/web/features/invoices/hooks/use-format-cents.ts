import { formatMoney } from "@/shared/format/money";
import { fromCents } from "@/shared/money/cents";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";

/** Whole cents as the shop shows money: this browser's currency symbol and two decimals. */
export function useFormatCents(): (cents: number) => string {
  const symbol = useCurrencySymbol();
  return (cents) => formatMoney(fromCents(cents), symbol);
}
