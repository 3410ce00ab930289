import { describe } from "vitest";
import { describeApiSecurityHeaders } from "../../support/suites/api-security-headers";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/middleware/api-security-headers.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeApiSecurityHeaders("postgres");
});
