import { describeEstimatePage } from "../../../tests/support/suites/estimate-page";

// On PostgreSQL in the system run: tests/system/postgres/estimate-page-postgres.test.ts.
describeEstimatePage("pglite");
