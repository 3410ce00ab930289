import { describe } from "vitest";
import { describeOutOfRangeValues } from "../../support/suites/out-of-range-values";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/out-of-range-values.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeOutOfRangeValues("postgres");
});
