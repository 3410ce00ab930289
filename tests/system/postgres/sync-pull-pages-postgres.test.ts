import { describe } from "vitest";
import { describeSyncPullPages } from "../../support/suites/sync-pull-pages";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/shop-records/sync-pull-pages.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSyncPullPages("postgres");
});
