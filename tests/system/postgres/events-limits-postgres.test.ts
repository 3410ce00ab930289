import { describe } from "vitest";
import { describeEventsLimits } from "../../support/suites/events-limits";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/events/events-limits.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeEventsLimits("postgres");
});
