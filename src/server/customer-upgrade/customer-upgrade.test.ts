import { describeCustomerUpgrade } from "../../../tests/support/suites/customer-upgrade";

// On PostgreSQL in the system run: tests/system/postgres/customer-upgrade-postgres.test.ts.
describeCustomerUpgrade("pglite");
