import { describe } from "vitest";
import { describePermissionsMatrix } from "../../support/permissions-matrix";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The role matrix on PostgreSQL; the unit run checks it on PGlite (src/server/routes/permissions-matrix.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describePermissionsMatrix("postgres");
});
