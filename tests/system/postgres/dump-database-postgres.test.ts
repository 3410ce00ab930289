import { describe } from "vitest";
import { describeDumpDatabase } from "../../support/suites/dump-database";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/backup/dump-database.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeDumpDatabase("postgres");
});
