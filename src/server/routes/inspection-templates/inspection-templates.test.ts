import { describeInspectionTemplates } from "../../../../tests/support/suites/inspection-templates";

// On PostgreSQL in the system run: tests/system/postgres/inspection-templates-postgres.test.ts.
describeInspectionTemplates("pglite");
