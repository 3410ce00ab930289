import { describe } from "vitest";
import { describeReminders } from "../../support/suites/reminders";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half, with a second instance on the same database; the unit run checks the same suite on PGlite (src/server/reminders/reminders.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeReminders("postgres");
});
