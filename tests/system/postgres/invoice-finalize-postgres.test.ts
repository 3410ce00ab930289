import { describe } from "vitest";
import { describeInvoiceFinalize } from "../../support/suites/invoice-finalize";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/invoices/invoice-finalize.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInvoiceFinalize("postgres");
});
