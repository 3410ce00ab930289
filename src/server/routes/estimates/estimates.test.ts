import { describeEstimates } from "../../../../tests/support/suites/estimates";

// On PostgreSQL in the system run: tests/system/postgres/estimates-postgres.test.ts.
describeEstimates("pglite");
