import { describeTickets } from "../../../../tests/support/suites/tickets";

// On PostgreSQL in the system run: tests/system/postgres/tickets-postgres.test.ts.
describeTickets("pglite");
