import { describeInvoicePayments } from "../../../../tests/support/suites/invoice-payments";

// On PostgreSQL in the system run: tests/system/postgres/invoice-payments-postgres.test.ts.
describeInvoicePayments("pglite");
