import { describe } from "vitest";
import { describeErrorLog } from "../../support/suites/error-log";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/http/error-log.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeErrorLog("postgres");
});
