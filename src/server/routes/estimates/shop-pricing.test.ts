import { describeShopPricing } from "../../../../tests/support/suites/shop-pricing";

// On PostgreSQL in the system run: tests/system/postgres/shop-pricing-postgres.test.ts.
describeShopPricing("pglite");
