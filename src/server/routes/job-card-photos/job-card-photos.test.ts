import { describeJobCardPhotos } from "../../../../tests/support/suites/job-card-photos";

// On PostgreSQL in the system run: tests/system/postgres/job-card-photos-postgres.test.ts.
describeJobCardPhotos("pglite");
