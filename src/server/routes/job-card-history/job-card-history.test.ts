import { describeJobCardHistory } from "../../../../tests/support/suites/job-card-history";

// On PostgreSQL in the system run: tests/system/postgres/job-card-history-postgres.test.ts.
describeJobCardHistory("pglite");
