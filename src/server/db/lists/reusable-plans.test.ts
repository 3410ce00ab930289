import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listInvoices } from "../../invoices/list-invoices";
import { listJobCards } from "../../routes/job-cards/job-cards.service";
import { listTickets } from "../../routes/tickets/tickets.service";
import { pullChanges } from "../../shop-records/pull";
import type { ListReader } from "./list-statement";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_DATABASE_KINDS } from "../../../../tests/support/test-database";

/**
 * The lists' named statements are planned once per connection and then reused: PostgreSQL reuses
 * a plan only when the statement's text shows its LIMIT. Planning the session-checking list on
 * every call cost three times its run.
 */
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("list statements' plans (postgres)", () => {
  let t: TestApp;
  const SESSION: ListReader = { sessionToken: "no-such-session", freshSeconds: 518_400, roles: ["Admin"] };
  const VIEWER: ListReader = { viewerId: "00000000-0000-4000-8000-000000000000" };

  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(() => t?.close());

  it.each([
    ["tickets", (reader: ListReader) => listTickets(t.database.db, reader, { limit: 50 })],
    ["job_cards", (reader: ListReader) => listJobCards(t.database.db, reader, { limit: 50 })],
    ["invoices", (reader: ListReader) => listInvoices(t.database.db, reader, { limit: 50 })],
    // Sharing is off here, which the pull answers with a 409 once its statement has run.
    ["shop_pull", (reader: ListReader) => pullChanges(t.database.db, reader, "plan-device", undefined).catch(() => null)],
  ])("the %s statement reuses its plan, checking the session or not", async (table, list) => {
    // One at a time, so the pool hands the same idle connection to each call and to the check.
    for (let call = 0; call < 8; call += 1) {
      await list(SESSION);
      await list(VIEWER);
    }
    const plans = (await t.database.db.execute(
      sql`select name, statement, generic_plans from pg_prepared_statements where name like ${`${table}%`}`,
    )) as unknown as { rows: { name: string; statement: string; generic_plans: number }[] };
    expect(plans.rows).toHaveLength(2);
    for (const plan of plans.rows) {
      if (table !== "shop_pull") expect(plan.statement).toMatch(/ limit 51$/);
      expect(Number(plan.generic_plans)).toBeGreaterThan(0);
    }
  });
});
