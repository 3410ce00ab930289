import { describeSignUpLimits } from "../../../tests/support/suites/sign-up-limits";

// On PostgreSQL in the system run: tests/system/postgres/sign-up-limits-postgres.test.ts.
describeSignUpLimits("pglite");
