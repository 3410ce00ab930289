import { describeInspectionHistory } from "../../../../tests/support/suites/inspection-history";

// On PostgreSQL in the system run: tests/system/postgres/inspection-history-postgres.test.ts.
describeInspectionHistory("pglite");
