import { fromCents } from "../money/cents";

/** Costs show two decimals after the configured currency symbol ($ by default). */
export const DEFAULT_CURRENCY_SYMBOL = "$";

export function formatMoney(amount: number | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return `${symbol}${(amount ?? 0).toFixed(2)}`;
}

/** An amount kept in whole cents, shown as money: 20000 is "$200.00". */
export function formatCents(cents: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return formatMoney(fromCents(cents), symbol);
}
