import { formatCents } from "@/shared/format/money";
import { useCurrencySymbol } from "./use-currency-symbol";

/** Whole cents as the shop shows money: this browser's currency symbol and two decimals. */
export function useFormatCents(): (cents: number) => string {
  const symbol = useCurrencySymbol();
  return (cents) => formatCents(cents, symbol);
}
