import { describe } from "vitest";
import { describeSameOrigin } from "../../support/suites/same-origin";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/middleware/same-origin.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSameOrigin("postgres");
});
