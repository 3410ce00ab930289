import { describe, expect, it } from "vitest";
import { describePageCursor } from "../../../../tests/support/suites/page-cursor";
import { cursorTimeOf } from "./page-cursor";

describe("cursorTimeOf", () => {
  it.each([
    ["2026-11-26 06:14:12.123456+00", "2026-11-26T06:14:12.123456Z"],
    ["2026-11-26 06:14:12.1+00", "2026-11-26T06:14:12.100000Z"],
    ["2026-11-26 06:14:12+00", "2026-11-26T06:14:12.000000Z"],
    ["2026-11-26 07:14:12.123456+01", "2026-11-26T06:14:12.123456Z"],
    ["2026-11-26 00:44:12.000789+05:30", "2026-11-25T19:14:12.000789Z"],
    ["2026-11-25 22:14:12.999999-08", "2026-11-26T06:14:12.999999Z"],
  ])("reads %s as the cursor's %s", (text, cursor) => {
    expect(cursorTimeOf(text)).toBe(cursor);
  });

  // On PostgreSQL in the system run: tests/system/postgres/page-cursor-postgres.test.ts.
  describePageCursor("pglite");
});
