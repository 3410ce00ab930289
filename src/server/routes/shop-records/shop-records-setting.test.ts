import { describeShopRecordsSetting } from "../../../../tests/support/suites/shop-records-setting";

// On PostgreSQL in the system run: tests/system/postgres/shop-records-setting-postgres.test.ts.
describeShopRecordsSetting("pglite");
