import { describe, expect, it } from "vitest";
import { openPglite } from "../db/pglite";
import { dumpDatabase } from "./dump-database";
import { describeDumpDatabase } from "../../../tests/support/suites/dump-database";

// On PostgreSQL in the system run: tests/system/postgres/dump-database-postgres.test.ts.
describeDumpDatabase("pglite");

describe("dumpDatabase", () => {
  it("refuses a database no migration was ever applied to", async () => {
    const empty = await openPglite(null, undefined, { migrate: false });
    try {
      await expect(dumpDatabase(empty, async () => {}, new Date())).rejects.toThrow(
        "The database holds no AutoServ data (no migration was ever applied to it): nothing to back up.",
      );
    } finally {
      await empty.close();
    }
  });
});
