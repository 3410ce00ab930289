import { describe } from "vitest";
import { describeInviteMailFailure } from "../../support/suites/invite-mail-failure";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/routes/users/invite-mail-failure.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeInviteMailFailure("postgres");
});
