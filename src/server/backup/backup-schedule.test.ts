import { describeBackupSchedule } from "../../../tests/support/suites/backup-schedule";

// On PostgreSQL in the system run, with the schedule shared by two instances: tests/system/postgres/backup-schedule-postgres.test.ts.
describeBackupSchedule("pglite");
