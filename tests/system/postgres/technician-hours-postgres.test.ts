import { describe } from "vitest";
import { describeTechnicianHours } from "../../support/suites/technician-hours";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/reports/technician-hours.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeTechnicianHours("postgres");
});
