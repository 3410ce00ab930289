import { describeInvoiceEmailEscaping } from "../../../../tests/support/suites/invoice-email-escaping";

// On PostgreSQL in the system run: tests/system/postgres/invoice-email-escaping-postgres.test.ts.
describeInvoiceEmailEscaping("pglite");
