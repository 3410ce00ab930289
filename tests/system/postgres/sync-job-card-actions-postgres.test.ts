import { describe } from "vitest";
import { describeSyncJobCardActions } from "../../support/suites/sync-job-card-actions";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/shop-records/sync-job-card-actions.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSyncJobCardActions("postgres");
});
