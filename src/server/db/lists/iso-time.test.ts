import { describe, expect, it } from "vitest";
import { isoTime } from "./iso-time";

describe("isoTime", () => {
  it.each([
    "2026-11-26 06:14:12.123999+00",
    "2026-11-26 06:14:12.123456+00",
    "2026-11-26 06:14:12+00",
    "2026-11-26 06:14:12.5+00",
    "1999-12-31 23:59:59.999999+00",
    "2026-11-26 06:14:12.123456+05:30",
    "2026-11-26 06:14:12.999999-08",
    "2026-11-26 06:14:12.12+00",
    "2026-11-26T06:14:12.123Z",
  ])("prints %s as Date.toISOString() does", (text) => {
    expect(isoTime(text)).toBe(new Date(text).toISOString());
  });
});
