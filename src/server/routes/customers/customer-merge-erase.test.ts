import { describeCustomerMergeAndErase } from "../../../../tests/support/suites/customer-merge-erase";

// On PostgreSQL in the system run: tests/system/postgres/customer-merge-erase-postgres.test.ts.
describeCustomerMergeAndErase("pglite");
