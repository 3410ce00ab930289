import { describe } from "vitest";
import { describeCustomerUpgrade } from "../../support/suites/customer-upgrade";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/customer-upgrade/customer-upgrade.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeCustomerUpgrade("postgres");
});
