import { describeSyncPushHostile } from "../../../../tests/support/suites/sync-push-hostile";

// On PostgreSQL in the system run: tests/system/postgres/sync-push-hostile-postgres.test.ts.
describeSyncPushHostile("pglite");
