import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test-database";
import { jsonRowOf } from "../../../src/server/db/json-row";
import { shopVehicles } from "../../../src/server/db/schema";
import type { DatabaseHandle, DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/db/json-row.test.ts, on PostgreSQL by tests/system/postgres/json-row-postgres.test.ts. */
export function describeJsonRow(kind: DatabaseKind): void {
  describe(`jsonRowOf (${kind})`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.close());

    it("prints the kept columns of a row, which it reads back as a select through drizzle reads them", async () => {
      const { db } = database;
      const deletedVehicle = { id: "v-json-1", version: 42, make: "Škoda", year: 2019, ownerName: 'Rosa "Ro" Moreau', mileage: 123456.7, notes: "line one\nline two" };
      await db.insert(shopVehicles).values([
        { ...deletedVehicle, fieldVersions: { make: 40 }, deletedAt: new Date("2026-11-26T10:15:30.123Z"), savedAt: "2026-11-26T10:59:58.000Z", customFields: { colour: "blue", seats: 5, note: null } },
        { id: "v-json-2", version: 43, mileage: null, year: null },
      ]);
      const keep = new Set(["id", "version", "deletedAt", "savedAt", "make", "year", "ownerName", "mileage", "notes", "customFields"]);
      const { json, read } = jsonRowOf(shopVehicles, (key) => keep.has(key));
      const printed = (await db.execute(sql`select ${json} as row from ${shopVehicles} order by ${shopVehicles.id}`)) as unknown as { rows: { row: unknown }[] };
      const rows = printed.rows.map(({ row }) => read(typeof row === "string" ? JSON.parse(row) : (row as Record<string, unknown>)));
      const selected = await db.select().from(shopVehicles).orderBy(shopVehicles.id);
      expect(rows).toEqual(selected.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => keep.has(key)))));
      // The mapped columns are mapped: a timestamp becomes a Date; the columns left out are not printed.
      expect(rows[0]!.deletedAt).toEqual(new Date("2026-11-26T10:15:30.123Z"));
      expect(Object.keys(rows[0]!).sort()).toEqual([...keep].sort());
    });
  });
}
