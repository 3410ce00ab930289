import { describe } from "vitest";
import { describeJobCardHistory } from "../../support/suites/job-card-history";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/job-card-history/job-card-history.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJobCardHistory("postgres");
});
