import { describeInvoiceListSession } from "../../../../tests/support/suites/invoice-list-session";

// On PostgreSQL in the system run: tests/system/postgres/invoice-list-session-postgres.test.ts.
describeInvoiceListSession("pglite");
