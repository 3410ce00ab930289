import { describeErrorLog } from "../../../tests/support/suites/error-log";

// On PostgreSQL in the system run: tests/system/postgres/error-log-postgres.test.ts.
describeErrorLog("pglite");
