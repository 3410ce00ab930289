import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, DatabaseKind } from "../../../src/server/db/database";
import { cursorTimeOf } from "../../../src/server/db/lists/page-cursor";
import { openTestDatabase } from "../test-database";

/** Run on PGlite by src/server/db/lists/page-cursor.test.ts, on PostgreSQL by tests/system/postgres/page-cursor-postgres.test.ts. */
export function describePageCursor(kind: DatabaseKind): void {
  describe(`cursorTimeOf on ${kind}`, () => {
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
}
