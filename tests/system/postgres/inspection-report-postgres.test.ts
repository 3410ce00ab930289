import { describe } from "vitest";
import { describeInspectionReport } from "../../support/suites/inspection-report";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/reports/inspection-report.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInspectionReport("postgres");
});
