import { describe } from "vitest";
import { describeShopRecordsSetting } from "../../support/suites/shop-records-setting";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/shop-records/shop-records-setting.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeShopRecordsSetting("postgres");
});
