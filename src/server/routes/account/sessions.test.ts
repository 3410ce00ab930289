import { describeAccountSessions } from "../../../../tests/support/suites/account-sessions";

// On PostgreSQL in the system run: tests/system/postgres/account-sessions-postgres.test.ts.
describeAccountSessions("pglite");
