import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDateKey, toDateKey } from "./date-keys";

describe("date keys", () => {
  it("reads a stored day, with or without a time after it", () => {
    expect(toDateKey("2026-11-05")).toBe("2026-11-05");
    expect(toDateKey(" 2026-11-05T23:30:00Z ")).toBe("2026-11-05");
  });

  it("reads nothing from empty, foreign or impossible dates", () => {
    for (const value of ["", null, undefined, "05/11/2026", "2026-02-30", "2026-13-01", "soon"]) {
      expect(toDateKey(value)).toBeNull();
    }
  });

  it("counts days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-10-25", "2026-11-24")).toBe(30);
    expect(daysBetween("2026-11-24", "2026-10-25")).toBe(-30);
  });

  it("names today in the reader's time zone", () => {
    expect(localDateKey(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
  });
});
