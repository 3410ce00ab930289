import { describe } from "vitest";
import { describeJobCardPhotos } from "../../support/suites/job-card-photos";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/job-card-photos/job-card-photos.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJobCardPhotos("postgres");
});
