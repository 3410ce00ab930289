import { describe } from "vitest";
import { describeSignUpLimits } from "../../support/suites/sign-up-limits";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/sign-up-limits.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSignUpLimits("postgres");
});
