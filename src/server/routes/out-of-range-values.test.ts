import { describeOutOfRangeValues } from "../../../tests/support/suites/out-of-range-values";

// On PostgreSQL in the system run: tests/system/postgres/out-of-range-values-postgres.test.ts.
describeOutOfRangeValues("pglite");
