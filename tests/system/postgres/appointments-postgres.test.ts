import { describe } from "vitest";
import { describeAppointments } from "../../support/suites/appointments";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/appointments/appointments.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeAppointments("postgres");
});
