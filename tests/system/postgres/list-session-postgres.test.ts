import { describe } from "vitest";
import { describeListSession } from "../../support/suites/list-session";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/list-session.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeListSession("postgres");
});
