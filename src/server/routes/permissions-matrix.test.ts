import { describePermissionsMatrix } from "../../../tests/support/permissions-matrix";

// The first half of the role matrix on PGlite; the second half runs beside it in
// permissions-matrix-second-half.test.ts. On PostgreSQL in the system run:
// tests/system/security/permissions-matrix-postgres.test.ts.
describePermissionsMatrix("pglite", { part: 1, parts: 2 });
