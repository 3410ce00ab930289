import { describe, expect, it } from "vitest";
import { formatScaled, parseScaled } from "./scaled-decimal";

describe("scaled decimals", () => {
  it("reads typed decimals into whole units without a float", () => {
    expect(parseScaled("2.5", 1)).toBe(25);
    expect(parseScaled("2", 1)).toBe(20);
    expect(parseScaled("2.", 1)).toBe(20);
    expect(parseScaled(".5", 1)).toBe(5);
    expect(parseScaled("19.99", 2)).toBe(1999);
    expect(parseScaled("1.005", 2)).toBeNull();
    expect(parseScaled("0.29", 2)).toBe(29);
    expect(parseScaled("8.25", 2)).toBe(825);
    expect(parseScaled(" 14 ", 0)).toBe(14);
  });

  it("refuses what is not a plain non-negative decimal", () => {
    for (const text of ["", ".", "-1", "1e3", "abc", "1,5", "2.55"]) expect(parseScaled(text, 1)).toBeNull();
  });

  it("writes whole units back with their decimals", () => {
    expect(formatScaled(25, 1)).toBe("2.5");
    expect(formatScaled(5, 2)).toBe("0.05");
    expect(formatScaled(1250, 2)).toBe("12.50");
    expect(formatScaled(14, 0)).toBe("14");
    expect(formatScaled(-5, 2)).toBe("-0.05");
  });
});
