import { describeAuthEndpoints } from "../../../tests/support/suites/auth-endpoints";

// On PostgreSQL in the system run: tests/system/postgres/auth-endpoints-postgres.test.ts.
describeAuthEndpoints("pglite");
