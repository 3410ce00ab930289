import { describe } from "vitest";
import { describeCustomerLinks } from "../../support/suites/customer-links";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/customer-links/customer-links.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeCustomerLinks("postgres");
});
