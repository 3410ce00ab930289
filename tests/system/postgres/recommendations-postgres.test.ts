import { describe } from "vitest";
import { describeRecommendations } from "../../support/suites/recommendations";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/recommendations/recommendations.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeRecommendations("postgres");
});
