import { describePublicFindings } from "../../../../tests/support/suites/public-findings";

// On PostgreSQL in the system run: tests/system/postgres/public-findings-postgres.test.ts.
describePublicFindings("pglite");
