import { describe } from "vitest";
import { describeEstimates } from "../../support/suites/estimates";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/estimates/estimates.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeEstimates("postgres");
});
