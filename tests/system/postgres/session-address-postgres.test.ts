import { describe } from "vitest";
import { describeSessionAddress } from "../../support/suites/session-address";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/account/session-address.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSessionAddress("postgres");
});
