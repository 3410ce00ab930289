import { describe } from "vitest";
import { describeSignInThrottling } from "../../support/suites/sign-in-throttling";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/sign-in-throttling.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeSignInThrottling("postgres");
});
