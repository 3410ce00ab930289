import { describe } from "vitest";
import { describeInvoiceListSession } from "../../support/suites/invoice-list-session";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/invoices/invoice-list-session.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInvoiceListSession("postgres");
});
