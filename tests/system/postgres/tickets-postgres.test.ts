import { describe } from "vitest";
import { describeTickets } from "../../support/suites/tickets";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/tickets/tickets.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeTickets("postgres");
});
