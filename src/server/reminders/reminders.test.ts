import { describeReminders } from "../../../tests/support/suites/reminders";

// On PostgreSQL in the system run, with two instances ticking together: tests/system/postgres/reminders-postgres.test.ts.
describeReminders("pglite");
