import { describeApp } from "../../tests/support/suites/app";

// On PostgreSQL in the system run: tests/system/postgres/app-postgres.test.ts.
describeApp("pglite");
