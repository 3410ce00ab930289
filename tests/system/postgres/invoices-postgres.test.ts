import { describe } from "vitest";
import { describeInvoices } from "../../support/suites/invoices";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/invoices/invoices.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInvoices("postgres");
});
