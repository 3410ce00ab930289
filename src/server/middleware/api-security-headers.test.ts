import { describeApiSecurityHeaders } from "../../../tests/support/suites/api-security-headers";

// On PostgreSQL in the system run: tests/system/postgres/api-security-headers-postgres.test.ts.
describeApiSecurityHeaders("pglite");
