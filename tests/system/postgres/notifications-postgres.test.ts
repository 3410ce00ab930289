import { describe } from "vitest";
import { describeNotifications } from "../../support/suites/notifications";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/profile/notifications.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeNotifications("postgres");
});
