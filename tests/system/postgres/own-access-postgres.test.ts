import { describe } from "vitest";
import { describeOwnAccess } from "../../support/suites/own-access";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/users/own-access.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeOwnAccess("postgres");
});
