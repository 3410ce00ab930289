import { z } from "zod";
import { CURRENCY_CODE_LENGTH, CURRENCY_SYMBOL_MAX_LENGTH } from "../constants/currency";

/**
 * The product's own words when the symbol or code is blank: the form's one summary (a toast),
 * while each field says what it lacks underneath.
 */
export const CURRENCY_EMPTY_MESSAGE = "Currency symbol and code cannot be empty.";

export const currencySymbolSchema = z
  .string()
  .trim()
  .min(1, "Enter a currency symbol, such as $.")
  .max(CURRENCY_SYMBOL_MAX_LENGTH, `The currency symbol can be at most ${CURRENCY_SYMBOL_MAX_LENGTH} characters.`);

/** An ISO 4217-style code: exactly three letters, kept upper-cased. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter a currency code, such as USD.")
  // Empty passes here so a blank code gets only the message above.
  .regex(
    new RegExp(`^(?:[A-Za-z]{${CURRENCY_CODE_LENGTH}})?$`),
    `The currency code must be exactly ${CURRENCY_CODE_LENGTH} letters, such as USD.`,
  )
  .transform((code) => code.toUpperCase());

/** Settings → Currency: a symbol of at most 5 characters and a 3-letter code, both required. */
export const currencySettingsSchema = z.object({
  currencySymbol: currencySymbolSchema,
  currencyCode: currencyCodeSchema,
});
export type CurrencySettingsInput = z.input<typeof currencySettingsSchema>;
export type CurrencySettings = z.output<typeof currencySettingsSchema>;
