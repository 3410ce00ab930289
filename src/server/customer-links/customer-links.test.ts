import { describeCustomerLinks } from "../../../tests/support/suites/customer-links";

// On PostgreSQL in the system run: tests/system/postgres/customer-links-postgres.test.ts.
describeCustomerLinks("pglite");
