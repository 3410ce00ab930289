import { describe } from "vitest";
import { describeCustomerMergeAndErase } from "../../support/suites/customer-merge-erase";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/customers/customer-merge-erase.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeCustomerMergeAndErase("postgres");
});
