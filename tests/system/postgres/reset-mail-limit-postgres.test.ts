import { describe } from "vitest";
import { describeResetMailLimit } from "../../support/suites/reset-mail-limit";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/reset-mail-limit.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeResetMailLimit("postgres");
});
