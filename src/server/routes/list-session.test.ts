import { describeListSession } from "../../../tests/support/suites/list-session";

// On PostgreSQL in the system run: tests/system/postgres/list-session-postgres.test.ts.
describeListSession("pglite");
