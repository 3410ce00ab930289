import { describeJobCardAccess } from "../../../../tests/support/suites/job-card-access";

// On PostgreSQL in the system run: tests/system/postgres/job-card-access-postgres.test.ts.
describeJobCardAccess("pglite");
