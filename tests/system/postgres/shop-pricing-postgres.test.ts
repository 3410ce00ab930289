import { describe } from "vitest";
import { describeShopPricing } from "../../support/suites/shop-pricing";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/estimates/shop-pricing.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeShopPricing("postgres");
});
