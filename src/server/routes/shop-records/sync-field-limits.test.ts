import { describeSyncFieldLimits } from "../../../../tests/support/suites/sync-field-limits";

// On PostgreSQL in the system run: tests/system/postgres/sync-field-limits-postgres.test.ts.
describeSyncFieldLimits("pglite");
