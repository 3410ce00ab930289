import { describeTechnicianHours } from "../../../../tests/support/suites/technician-hours";

// On PostgreSQL in the system run: tests/system/postgres/technician-hours-postgres.test.ts.
describeTechnicianHours("pglite");
