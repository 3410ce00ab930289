import { describeAccountEnumeration } from "../../../tests/support/suites/account-enumeration";

// On PostgreSQL in the system run: tests/system/postgres/account-enumeration-postgres.test.ts.
describeAccountEnumeration("pglite");
