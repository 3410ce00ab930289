import { describeSyncPushLimits } from "../../../../tests/support/suites/sync-push-limits";

// On PostgreSQL in the system run: tests/system/postgres/sync-push-limits-postgres.test.ts.
describeSyncPushLimits("pglite");
