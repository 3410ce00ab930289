import { describe } from "vitest";
import { describeBackupStatus } from "../../support/suites/backup-status";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/backups/backup-status.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeBackupStatus("postgres");
});
