import { describe } from "vitest";
import { describeRateLimitPruning } from "../../support/suites/rate-limit-pruning";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/auth/rate-limit-pruning.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeRateLimitPruning("postgres");
});
