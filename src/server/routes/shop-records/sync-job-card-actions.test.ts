import { describeSyncJobCardActions } from "../../../../tests/support/suites/sync-job-card-actions";

// On PostgreSQL in the system run: tests/system/postgres/sync-job-card-actions-postgres.test.ts.
describeSyncJobCardActions("pglite");
