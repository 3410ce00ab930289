import { describePermissionsMatrix } from "../../../tests/support/permissions-matrix";

// On PostgreSQL in the system run: tests/system/security/permissions-matrix-postgres.test.ts.
describePermissionsMatrix("pglite");
