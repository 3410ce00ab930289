import { describe, expect, it } from "vitest";
import { currencySettingsSchema } from "./currency-settings";

function errorsOf(input: { currencySymbol: string; currencyCode: string }) {
  const result = currencySettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("currency settings", () => {
  it("accepts a symbol of up to 5 characters and upper-cases a 3-letter code", () => {
    expect(currencySettingsSchema.parse({ currencySymbol: " kr ", currencyCode: "sek" })).toEqual({
      currencySymbol: "kr",
      currencyCode: "SEK",
    });
    expect(currencySettingsSchema.parse({ currencySymbol: "CHF.-", currencyCode: "CHF" }).currencySymbol).toBe("CHF.-");
  });

  it("says what is missing under each blank field", () => {
    expect(errorsOf({ currencySymbol: "  ", currencyCode: "" })).toEqual({
      currencySymbol: "Enter a currency symbol, such as $.",
      currencyCode: "Enter a currency code, such as USD.",
    });
  });

  it("refuses a symbol longer than 5 characters", () => {
    expect(errorsOf({ currencySymbol: "DOLLAR", currencyCode: "USD" })).toEqual({
      currencySymbol: "The currency symbol can be at most 5 characters.",
    });
  });

  it("refuses a code that is not exactly 3 letters", () => {
    const message = "The currency code must be exactly 3 letters, such as USD.";
    expect(errorsOf({ currencySymbol: "$", currencyCode: "US" })).toEqual({ currencyCode: message });
    expect(errorsOf({ currencySymbol: "$", currencyCode: "USDX" })).toEqual({ currencyCode: message });
    expect(errorsOf({ currencySymbol: "$", currencyCode: "U5D" })).toEqual({ currencyCode: message });
  });
});
