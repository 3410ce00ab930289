import { describeInvoiceFinalize } from "../../../../tests/support/suites/invoice-finalize";

// On PostgreSQL in the system run: tests/system/postgres/invoice-finalize-postgres.test.ts.
describeInvoiceFinalize("pglite");
