import { describe } from "vitest";
import { describeAccountSessions } from "../../support/suites/account-sessions";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/account/sessions.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeAccountSessions("postgres");
});
