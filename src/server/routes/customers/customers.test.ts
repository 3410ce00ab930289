import { describeCustomers } from "../../../../tests/support/suites/customers";

// On PostgreSQL in the system run: tests/system/postgres/customers-postgres.test.ts.
describeCustomers("pglite");
