import { describeSessionAddress } from "../../../../tests/support/suites/session-address";

// On PostgreSQL in the system run: tests/system/postgres/session-address-postgres.test.ts.
describeSessionAddress("pglite");
