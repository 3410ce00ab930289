import { describe } from "vitest";
import { describePublicFindings } from "../../support/suites/public-findings";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/estimates/public-findings.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describePublicFindings("postgres");
});
