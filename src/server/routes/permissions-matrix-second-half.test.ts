import { describePermissionsMatrix } from "../../../tests/support/permissions-matrix";

// The second half of the role matrix on PGlite, in a file of its own so the two halves run side by side.
describePermissionsMatrix("pglite", { part: 2, parts: 2 });
