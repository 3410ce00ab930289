import { describe, expect, it } from "vitest";
import { idPrefixRange } from "./id-prefix-range";

describe("idPrefixRange", () => {
  it("spans every uuid whose text starts with the prefix, in any case", () => {
    expect(idPrefixRange("1A2B3C4D")).toEqual({
      low: "1a2b3c4d-0000-0000-0000-000000000000",
      high: "1a2b3c4d-ffff-ffff-ffff-ffffffffffff",
    });
    expect(idPrefixRange("1a2b3c4d-e")).toEqual({
      low: "1a2b3c4d-e000-0000-0000-000000000000",
      high: "1a2b3c4d-efff-ffff-ffff-ffffffffffff",
    });
    const whole = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    expect(idPrefixRange(whole)).toEqual({ low: whole, high: whole });
  });

  it("is null for text no uuid starts with: short, non-hex, hyphens misplaced or missing, too long", () => {
    for (const search of ["1a2b3c4", "brakes squeal", "1a2b3c4g", "1a2b-3c4d", "1a2b3c4d5e6f", "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d0"]) {
      expect(idPrefixRange(search), search).toBeNull();
    }
  });
});
