import { describePasswordLinks } from "../../../tests/support/suites/password-links";

// On PostgreSQL in the system run: tests/system/postgres/password-links-postgres.test.ts.
describePasswordLinks("pglite");
