import { describe } from "vitest";
import { describeTimeClock } from "../../support/suites/time-clock";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/time-clock/time-clock.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeTimeClock("postgres");
});
