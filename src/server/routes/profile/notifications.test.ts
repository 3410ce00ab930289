import { describeNotifications } from "../../../../tests/support/suites/notifications";

// On PostgreSQL in the system run: tests/system/postgres/notifications-postgres.test.ts.
describeNotifications("pglite");
