import { describeJobCards } from "../../../../tests/support/suites/job-cards";

// On PostgreSQL in the system run: tests/system/postgres/job-cards-postgres.test.ts.
describeJobCards("pglite");
