import { describe } from "vitest";
import { describeInspectionTemplates } from "../../support/suites/inspection-templates";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/inspection-templates/inspection-templates.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInspectionTemplates("postgres");
});
