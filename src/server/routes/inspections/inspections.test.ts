import { describeInspections } from "../../../../tests/support/suites/inspections";

// On PostgreSQL in the system run: tests/system/postgres/inspections-postgres.test.ts.
describeInspections("pglite");
