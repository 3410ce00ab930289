import { describeSession } from "../../../tests/support/suites/session";

// On PostgreSQL in the system run: tests/system/postgres/session-postgres.test.ts.
describeSession("pglite");
