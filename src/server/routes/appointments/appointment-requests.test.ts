import { describeAppointmentRequests } from "../../../../tests/support/suites/appointment-requests";

// On PostgreSQL in the system run: tests/system/postgres/appointment-requests-postgres.test.ts.
describeAppointmentRequests("pglite");
