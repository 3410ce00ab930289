import { describeSync } from "../../../../tests/support/suites/sync";

// On PostgreSQL in the system run: tests/system/postgres/sync-postgres.test.ts.
describeSync("pglite");
