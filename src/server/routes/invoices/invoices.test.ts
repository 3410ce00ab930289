import { describeInvoices } from "../../../../tests/support/suites/invoices";

// On PostgreSQL in the system run: tests/system/postgres/invoices-postgres.test.ts.
describeInvoices("pglite");
