/** Costs show two decimals after the configured currency symbol ($ by default). */
export const DEFAULT_CURRENCY_SYMBOL = "$";

export function formatMoney(amount: number | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return `${symbol}${(amount ?? 0).toFixed(2)}`;
}
