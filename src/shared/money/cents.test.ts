import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./cents";

describe("toCents and fromCents", () => {
  it("turns an amount into whole cents and back", () => {
    for (const amount of [0, 0.01, 0.1, 19.99, 45.5, 1234567.89, -12.34]) {
      expect(Number.isInteger(toCents(amount))).toBe(true);
      expect(fromCents(toCents(amount))).toBe(amount);
    }
  });

  it("rounds half a cent away from zero, whatever the binary form of the amount", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.004)).toBe(0);
    expect(Object.is(toCents(-0.004), 0)).toBe(true);
  });

  it("refuses an amount that is not a finite number", () => {
    expect(() => toCents(Number.NaN)).toThrow("An amount of money must be a finite number.");
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
