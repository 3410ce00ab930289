import { describeOwnAccess } from "../../../../tests/support/suites/own-access";

// On PostgreSQL in the system run: tests/system/postgres/own-access-postgres.test.ts.
describeOwnAccess("pglite");
