import { describeEventsLimits } from "../../../../tests/support/suites/events-limits";

// On PostgreSQL in the system run: tests/system/postgres/events-limits-postgres.test.ts.
describeEventsLimits("pglite");
