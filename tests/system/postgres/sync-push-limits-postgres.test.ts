import { describe } from "vitest";
import { describeSyncPushLimits } from "../../support/suites/sync-push-limits";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/shop-records/sync-push-limits.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSyncPushLimits("postgres");
});
