import { describeInviteMailFailure } from "../../../../tests/support/suites/invite-mail-failure";

// On PostgreSQL in the system run: tests/system/postgres/invite-mail-failure-postgres.test.ts.
describeInviteMailFailure("pglite");
