import { describe, expect, it } from "vitest";
import { formatClockedTime } from "./clocked-time";

describe("formatClockedTime", () => {
  it("shows hours and minutes, rounding the seconds down", () => {
    expect(formatClockedTime(5_100)).toBe("1 h 25 min");
    expect(formatClockedTime(5_159)).toBe("1 h 25 min");
    expect(formatClockedTime(7_200)).toBe("2 h 0 min");
  });

  it("shows minutes alone under an hour, and nothing clocked as 0 min", () => {
    expect(formatClockedTime(1_500)).toBe("25 min");
    expect(formatClockedTime(59)).toBe("0 min");
    expect(formatClockedTime(0)).toBe("0 min");
  });
});
