import { describe } from "vitest";
import { describeEstimatePage } from "../../support/suites/estimate-page";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/static/estimate-page.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeEstimatePage("postgres");
});
