import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../../../tests/support/test-database";
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

  describe.each(TEST_DATABASE_KINDS)("on %s", (kind) => {
    // One database serves every zone: each test sets its zone for its own transaction only.
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.close());

    it.each(["UTC", "Asia/Kolkata", "America/Los_Angeles"])("gives what the database's to_char gives, in time zone %s", async (zone) => {
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const result = await tx.execute(sql`
          select t::text as printed, to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor
          from unnest(array['2026-11-26 06:14:12.123456+00', '2026-03-29 01:30:00+00', '1999-12-31 23:59:59.999999+00',
                            '2026-11-26 06:14:12.000001+00', '2026-06-30 12:00:00.5+00']::timestamptz[]) as t`);
        // PGlite and node-postgres both answer { rows }.
        return (result as unknown as { rows: { printed: string; cursor: string }[] }).rows;
      });
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(cursorTimeOf(row.printed)).toBe(row.cursor);
    });
  });
});
