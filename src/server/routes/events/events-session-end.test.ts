import { describeEventsSessionEnd } from "../../../../tests/support/suites/events-session-end";

// On PostgreSQL in the system run: tests/system/postgres/events-session-end-postgres.test.ts.
describeEventsSessionEnd("pglite");
