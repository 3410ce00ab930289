import { describe } from "vitest";
import { describeJobCards } from "../../support/suites/job-cards";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/job-cards/job-cards.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJobCards("postgres");
});
