import { describe } from "vitest";
import { describePasswordLinks } from "../../support/suites/password-links";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/password-links.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describePasswordLinks("postgres");
});
