import { describeAppointments } from "../../../../tests/support/suites/appointments";

// On PostgreSQL in the system run: tests/system/postgres/appointments-postgres.test.ts.
describeAppointments("pglite");
