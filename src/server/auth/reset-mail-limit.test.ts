import { describeResetMailLimit } from "../../../tests/support/suites/reset-mail-limit";

// On PostgreSQL in the system run: tests/system/postgres/reset-mail-limit-postgres.test.ts.
describeResetMailLimit("pglite");
