import { describe } from "vitest";
import { describeJobCardAccess } from "../../support/suites/job-card-access";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/job-cards/job-card-access.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJobCardAccess("postgres");
});
