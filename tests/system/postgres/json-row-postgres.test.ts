import { describe } from "vitest";
import { describeJsonRow } from "../../support/suites/json-row";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/db/json-row.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJsonRow("postgres");
});
