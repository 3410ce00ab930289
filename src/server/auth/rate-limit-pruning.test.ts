import { describeRateLimitPruning } from "../../../tests/support/suites/rate-limit-pruning";

// On PostgreSQL in the system run: tests/system/postgres/rate-limit-pruning-postgres.test.ts.
describeRateLimitPruning("pglite");
