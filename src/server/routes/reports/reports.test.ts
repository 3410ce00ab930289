import { describeReports } from "../../../../tests/support/suites/reports";

// On PostgreSQL in the system run: tests/system/postgres/reports-postgres.test.ts.
describeReports("pglite");
