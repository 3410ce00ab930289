import { describe } from "vitest";
import { describeInvoiceEmailEscaping } from "../../support/suites/invoice-email-escaping";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/invoices/invoice-email-escaping.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInvoiceEmailEscaping("postgres");
});
