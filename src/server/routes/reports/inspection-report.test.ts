import { describeInspectionReport } from "../../../../tests/support/suites/inspection-report";

// On PostgreSQL in the system run: tests/system/postgres/inspection-report-postgres.test.ts.
describeInspectionReport("pglite");
