import { describeBackupStatus } from "../../../../tests/support/suites/backup-status";

// On PostgreSQL in the system run: tests/system/postgres/backup-status-postgres.test.ts.
describeBackupStatus("pglite");
