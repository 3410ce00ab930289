import { describe, expect, it } from "vitest";
import { averageCents, percentFromBasisPoints, shareBasisPoints } from "./inspection-report";

describe("the Inspection Report's shares and averages", () => {
  it("gives a share in basis points, rounded half away from zero, and none of nothing", () => {
    expect(shareBasisPoints(2, 3)).toBe(6_667);
    expect(shareBasisPoints(1, 3)).toBe(3_333);
    expect(shareBasisPoints(1, 8)).toBe(1_250);
    // 1 / 16 = 6.25% exactly; 1 / 32 = 3.125% rounds up to 3.13%.
    expect(shareBasisPoints(1, 32)).toBe(313);
    expect(shareBasisPoints(0, 5)).toBe(0);
    expect(shareBasisPoints(5, 5)).toBe(10_000);
    expect(shareBasisPoints(3, 0)).toBeNull();
  });

  it("averages whole cents, rounding half a cent away from zero", () => {
    expect(averageCents(10_001, 2)).toBe(5_001);
    expect(averageCents(10_000, 3)).toBe(3_333);
    expect(averageCents(0, 0)).toBeNull();
  });

  it("writes basis points as a two-decimal percent", () => {
    expect(percentFromBasisPoints(6_667)).toBe("66.67");
    expect(percentFromBasisPoints(10_000)).toBe("100.00");
    expect(percentFromBasisPoints(5)).toBe("0.05");
    expect(percentFromBasisPoints(0)).toBe("0.00");
  });
});
