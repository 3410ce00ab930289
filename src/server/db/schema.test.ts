import { describeSchema } from "../../../tests/support/suites/schema";

// On PostgreSQL in the system run: tests/system/postgres/schema-postgres.test.ts.
describeSchema("pglite");
