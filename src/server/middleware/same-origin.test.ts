import { describeSameOrigin } from "../../../tests/support/suites/same-origin";

// On PostgreSQL in the system run: tests/system/postgres/same-origin-postgres.test.ts.
describeSameOrigin("pglite");
