import { describe } from "vitest";
import { describeEventsSessionEnd } from "../../support/suites/events-session-end";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/events/events-session-end.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeEventsSessionEnd("postgres");
});
