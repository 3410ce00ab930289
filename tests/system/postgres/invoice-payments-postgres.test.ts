import { describe } from "vitest";
import { describeInvoicePayments } from "../../support/suites/invoice-payments";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/invoices/invoice-payments.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInvoicePayments("postgres");
});
