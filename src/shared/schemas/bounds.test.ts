import { describe, expect, it } from "vitest";
import { boundedDate, boundedDateTime, int4, INT4_MAX } from "./bounds";

describe("shared bounds", () => {
  it("takes int4's range and refuses one past it", () => {
    expect(int4().safeParse(INT4_MAX).success).toBe(true);
    expect(int4().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4().safeParse(-1).success).toBe(false);
    expect(int4(1).safeParse(0).success).toBe(false);
  });

  it("refuses dates and times outside 1900-2100 with a message naming the field", () => {
    expect(boundedDate("Payment date").safeParse("2026-11-29").success).toBe(true);
    const old = boundedDate("Payment date").safeParse("0000-01-01");
    expect(old.success).toBe(false);
    expect(old.error?.issues[0]?.message).toBe("Payment date must fall between 1900-01-01 and 2100-12-31.");
    expect(boundedDate("Payment date").safeParse("9999-12-31").success).toBe(false);
    expect(boundedDateTime("When").safeParse("2026-11-29T10:00:00Z").success).toBe(true);
    expect(boundedDateTime("When").safeParse("0000-01-01T00:00:00Z").success).toBe(false);
  });

  it("gives text that is no date only the format's message, not the range's as well", () => {
    expect(boundedDate("Date").safeParse("tomorrow").error?.issues.map((issue) => issue.message)).toEqual(["Date must be a date (YYYY-MM-DD)."]);
    expect(boundedDateTime("When").safeParse("soon").error?.issues.map((issue) => issue.message)).toEqual(["When must be a date and time."]);
  });
});
