import { describeSignInThrottling } from "../../../tests/support/suites/sign-in-throttling";

// On PostgreSQL in the system run: tests/system/postgres/sign-in-throttling-postgres.test.ts.
describeSignInThrottling("pglite");
