import { describe } from "vitest";
import { describeSyncStaffOnly } from "../../support/suites/sync-staff-only";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/shop-records/sync-staff-only.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSyncStaffOnly("postgres");
});
