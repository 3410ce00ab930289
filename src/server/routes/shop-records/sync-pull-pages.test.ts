import { describeSyncPullPages } from "../../../../tests/support/suites/sync-pull-pages";

// On PostgreSQL in the system run: tests/system/postgres/sync-pull-pages-postgres.test.ts.
describeSyncPullPages("pglite");
