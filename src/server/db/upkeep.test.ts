import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./database";
import { serviceTickets, users } from "./schema";
import { createUpkeep, type Upkeep } from "./upkeep";

const TICKETS = 500;

describe("upkeep on PGlite", () => {
  let handle: DatabaseHandle;
  let upkeep: Upkeep;

  const query = async <T>(statement: ReturnType<typeof sql>) => ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const ticketsBytes = async () =>
    (await query<{ bytes: number }>(sql`select pg_total_relation_size('service_tickets')::float8 as bytes`))[0]!.bytes;
  /** Every ticket edited once, as an advisor saving the form does: new text, new updated_at. */
  const editEveryTicket = (round: number) =>
    handle.db.update(serviceTickets).set({ issueDescription: sql`'Brake noise, edit ' || ${round}::text || ' of ' || ${serviceTickets.vin}`, updatedAt: sql`now()` });

  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
    upkeep = createUpkeep(handle.db);
    await handle.db.insert(users).values({ id: "advisor", name: "Avery", email: "advisor@example.com" });
    await handle.db.insert(serviceTickets).values(
      Array.from({ length: TICKETS }, (_, seq) => ({ vin: `VIN${String(seq).padStart(14, "0")}`, issueDescription: "Brake noise", createdBy: "advisor" })),
    );
  });

  afterAll(async () => {
    await upkeep?.stop();
    await handle?.close();
  });

  it("vacuums and analyzes a table whose rows changed: no dead rows left, and the planner has its statistics", async () => {
    await editEveryTicket(0);
    const steps = await upkeep.run();

    const statements = steps.map((step) => step.statement);
    expect(statements).toContain('VACUUM "public"."service_tickets"');
    expect(statements).toContain('ANALYZE "public"."service_tickets"');
    const [stats] = await query<{ dead: number; planned: number; analyzedColumns: number }>(
      sql`select s.n_dead_tup::float8 as dead, c.reltuples::float8 as planned,
                 (select count(*)::float8 from pg_stats where tablename = 'service_tickets') as "analyzedColumns"
            from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'service_tickets'`,
    );
    // The planner knows how many rows there are and what their columns hold.
    expect(stats).toMatchObject({ dead: 0, planned: TICKETS });
    expect(stats!.analyzedColumns).toBeGreaterThan(0);
  });

  it("keeps a table's size flat while every row is edited over and over", async () => {
    for (let round = 1; round <= 5; round += 1) {
      await editEveryTicket(round);
      await upkeep.run();
    }
    const settled = await ticketsBytes();
    for (let round = 6; round <= 40; round += 1) {
      await editEveryTicket(round);
      await upkeep.run();
    }
    // Without upkeep each round leaves a dead copy of every row and its index entries behind:
    // the table grew 3.6 times over these 35 rounds.
    expect(await ticketsBytes()).toBeLessThanOrEqual(settled * 1.25);
  });

  it("checkpoints after each segment of write-ahead log, so old log is recycled instead of piling up", async () => {
    const walMb = async () =>
      (
        await query<{ sinceCheckpoint: number; written: number }>(
          sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 / 1048576 as "sinceCheckpoint",
                     pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::float8 / 1048576 as written
                from pg_control_checkpoint()`,
        )
      )[0]!;
    const before = await walMb();
    for (let round = 200; (await walMb()).written - before.written < 64; round += 1) {
      await editEveryTicket(round);
      await upkeep.run();
    }
    // Without upkeep PGlite checkpoints only at 1 GB of log, and keeps all of it on disk till then.
    expect((await walMb()).sinceCheckpoint).toBeLessThan(32);
  });

  it("leaves a table alone until enough of its rows have changed", async () => {
    await upkeep.run();
    await handle.db.update(serviceTickets).set({ status: "Assigned" }).where(sql`${serviceTickets.vin} like 'VIN0000000000000_'`);

    const steps = await upkeep.run();

    expect(steps.map((step) => step.statement).filter((statement) => statement.includes("service_tickets"))).toEqual([]);
  });
});
