/** The currency kept in this browser ($ and USD by default), its length limits and the three quick choices. */
export const DEFAULT_CURRENCY_CODE = "USD";
export const CURRENCY_SYMBOL_MAX_LENGTH = 5;
export const CURRENCY_CODE_LENGTH = 3;

export const CURRENCY_PRESETS = [
  { label: "US Dollar", symbol: "$", code: "USD" },
  { label: "Euro", symbol: "€", code: "EUR" },
  { label: "British Pound", symbol: "£", code: "GBP" },
] as const;
