import { describe } from "vitest";
import { describeAppointmentRequests } from "../../support/suites/appointment-requests";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/appointments/appointment-requests.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeAppointmentRequests("postgres");
});
