import { describe } from "vitest";
import { describeAccountEnumeration } from "../../support/suites/account-enumeration";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/account-enumeration.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeAccountEnumeration("postgres");
});
