import { describeSyncStaffOnly } from "../../../../tests/support/suites/sync-staff-only";

// On PostgreSQL in the system run: tests/system/postgres/sync-staff-only-postgres.test.ts.
describeSyncStaffOnly("pglite");
