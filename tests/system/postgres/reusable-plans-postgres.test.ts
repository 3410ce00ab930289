import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCustomers } from "../../../src/server/customers/list-customers";
import { listInvoices } from "../../../src/server/invoices/list-invoices";
import { listJobCards } from "../../../src/server/job-cards/list-job-cards";
import { pullChanges } from "../../../src/server/shop-records/pull";
import { listTickets } from "../../../src/server/tickets/list-tickets";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

/**
 * The lists' named statements are planned once per connection and then reused: PostgreSQL reuses
 * a plan only when the statement's text shows its LIMIT; planning a list on every call would
 * cost more than running it.
 */
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("list statements' plans (postgres)", () => {
  let t: TestApp;
  const VIEWER = "00000000-0000-4000-8000-000000000000";

  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(() => t?.close());

  it.each([
    ["tickets", () => listTickets(t.database.db, { limit: 50 })],
    ["job_cards", () => listJobCards(t.database.db, VIEWER, { limit: 50, assignedTo: "me" })],
    ["invoices", () => listInvoices(t.database.db, { limit: 50 })],
    ["customers", () => listCustomers(t.database.db, { limit: 50 })],
    // Sharing is off here, which the pull answers with a 409 once its statement has run.
    ["shop_pull", () => pullChanges(t.database.db, VIEWER, "plan-device", undefined).catch(() => null)],
  ])("the %s statement reuses its plan", async (table, list) => {
    // One at a time, so the pool hands the same idle connection to each call and to the check.
    for (let call = 0; call < 8; call += 1) await list();
    const plans = (await t.database.db.execute(
      sql`select name, statement, generic_plans from pg_prepared_statements where name like ${`${table}%`}`,
    )) as unknown as { rows: { name: string; statement: string; generic_plans: number }[] };
    expect(plans.rows).toHaveLength(1);
    for (const plan of plans.rows) {
      if (table !== "shop_pull") expect(plan.statement).toMatch(/ limit 51$/);
      expect(Number(plan.generic_plans)).toBeGreaterThan(0);
    }
  });
});

/**
 * The pull's statement is planned once too when a device is a few changes behind many records:
 * seeing the cookie's version, PostgreSQL judged each call's own plan cheaper and planned the
 * pull again on every call, which cost more than running it.
 */
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("the sync pull's plan (postgres)", () => {
  let t: TestApp;
  const VIEWER = "00000000-0000-4000-8000-000000000000";
  const EPOCH = "00000000-0000-4000-8000-0000000000e1";
  const RECORDS = 5000;

  beforeAll(async () => {
    t = await createTestApp("postgres");
    await t.database.db.execute(sql`
      insert into shop_services (id, version, vehicle_id, service_date, type, description, cost_cents)
      select 's' || i, i, 'v' || (1 + i % 500), '2026-05-15', 'Oil Change', 'Visit ' || i, i * 100
      from generate_series(1, ${RECORDS}::int) as i`);
    await t.database.db.execute(sql`update sync_space set version = ${RECORDS}, epoch = ${EPOCH} where id = 1`);
    await t.database.db.execute(sql`insert into instance_settings (key, value) values ('shop_records_shared', 'true') on conflict (key) do update set value = 'true'`);
    await t.database.db.execute(sql`analyze`);
  });
  afterAll(() => t?.close());

  it("reuses its plan for a device 50 changes behind 5,000 records, and hands it those 50", async () => {
    const cookie = `${EPOCH}:${RECORDS - 50}`;
    for (let call = 0; call < 8; call += 1) {
      const pull = await pullChanges(t.database.db, VIEWER, "plan-device", cookie);
      expect(pull?.reset).toBe(false);
      expect(pull?.changes.map((change) => change.id)).toEqual(Array.from({ length: 50 }, (_, index) => `s${RECORDS - 49 + index}`));
    }
    const plans = (await t.database.db.execute(
      sql`select generic_plans from pg_prepared_statements where name = 'shop_pull'`,
    )) as unknown as { rows: { generic_plans: number }[] };
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0]!.generic_plans)).toBeGreaterThan(0);
  });
});
