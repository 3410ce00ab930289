import { describeEvents } from "../../../../tests/support/suites/events";

// On PostgreSQL in the system run: tests/system/postgres/events-postgres.test.ts.
describeEvents("pglite");
