import { describeJobCardImages } from "../../../../tests/support/suites/job-card-images";

// On PostgreSQL in the system run: tests/system/postgres/job-card-images-postgres.test.ts.
describeJobCardImages("pglite");
