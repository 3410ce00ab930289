import { DEFAULT_CURRENCY_SYMBOL } from "@/shared/format/money";
import { useLocalSetting } from "./local-settings";

/** The configured currency symbol (Settings > Currency), "$" by default. */
export function useCurrencySymbol(): string {
  return useLocalSetting("currencySymbol", DEFAULT_CURRENCY_SYMBOL) || DEFAULT_CURRENCY_SYMBOL;
}
