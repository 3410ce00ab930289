import { describeActivity } from "../../../../tests/support/suites/activity";

// On PostgreSQL in the system run: tests/system/postgres/activity-postgres.test.ts.
describeActivity("pglite");
