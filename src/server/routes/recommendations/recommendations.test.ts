import { describeRecommendations } from "../../../../tests/support/suites/recommendations";

// On PostgreSQL in the system run: tests/system/postgres/recommendations-postgres.test.ts.
describeRecommendations("pglite");
