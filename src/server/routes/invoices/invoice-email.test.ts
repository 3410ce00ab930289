import { describeInvoiceEmail } from "../../../../tests/support/suites/invoice-email";

// On PostgreSQL in the system run: tests/system/postgres/invoice-email-postgres.test.ts.
describeInvoiceEmail("pglite");
