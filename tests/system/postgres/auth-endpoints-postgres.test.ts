import { describe } from "vitest";
import { describeAuthEndpoints } from "../../support/suites/auth-endpoints";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/auth-endpoints.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeAuthEndpoints("postgres");
});
