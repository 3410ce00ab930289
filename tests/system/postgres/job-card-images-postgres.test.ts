import { describe } from "vitest";
import { describeJobCardImages } from "../../support/suites/job-card-images";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/job-card-images/job-card-images.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeJobCardImages("postgres");
});
