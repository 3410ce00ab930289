import { describeSyncPullSession } from "../../../../tests/support/suites/sync-pull-session";

// On PostgreSQL in the system run: tests/system/postgres/sync-pull-session-postgres.test.ts.
describeSyncPullSession("pglite");
