import { describeSessions } from "../../../tests/support/suites/sessions";

// On PostgreSQL in the system run: tests/system/postgres/sessions-postgres.test.ts.
describeSessions("pglite");
