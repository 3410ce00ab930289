import { describeTimeClock } from "../../../../tests/support/suites/time-clock";

// On PostgreSQL in the system run: tests/system/postgres/time-clock-postgres.test.ts.
describeTimeClock("pglite");
