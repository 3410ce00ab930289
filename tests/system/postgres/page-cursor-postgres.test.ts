import { describe } from "vitest";
import { describePageCursor } from "../../support/suites/page-cursor";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/db/lists/page-cursor.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describePageCursor("postgres");
});
