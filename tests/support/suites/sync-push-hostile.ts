import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openShop, type Shop } from "../shop-test-fixture";
import type { ShopPushResponse } from "../../../src/shared/schemas/shop-sync";
import { pull, push, pushOk, putMutation, shareShopRecords, shopTables, type ShopTables } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

let devices = 0;
function newDevice(): string {
  devices += 1;
  return `hostile-${String(devices).padStart(4, "0")}`;
}

const DEEP = "deep-value-goes-here";

/**
 * A push body whose mutations' DEEP string is a value nested `depth` arrays deep (2 bytes a
 * level), written as text: JSON.stringify itself overflows the stack at a few thousand levels.
 */
function bodyWithDeepValue(clientId: string, mutations: readonly unknown[], depth: number): Blob {
  const text = JSON.stringify({ clientId, mutations }).replace(`"${DEEP}"`, `${"[".repeat(depth)}"x"${"]".repeat(depth)}`);
  return new Blob([text], { type: "application/json" });
}

/** The tables without the lines of the given records: what else a push changed. */
function without(tables: ShopTables, ids: readonly string[]): ShopTables {
  const keep = (line: string) => !ids.some((id) => line.includes(`"${id}"`));
  return Object.fromEntries(Object.entries(tables).map(([table, lines]) => [table, lines.filter(keep)])) as ShopTables;
}

/** Only the version of the records moved (a refused edit hands its record out again). */
function withoutVersions(tables: ShopTables): ShopTables {
  return Object.fromEntries(
    Object.entries(tables).map(([table, lines]) => [table, lines.map((line) => line.replace(/"version":\d+/, ""))]),
  ) as ShopTables;
}

interface RejectionRow {
  mutation_id: number;
  message: string;
  size: number;
}

/** Run on PGlite by src/server/routes/shop-records/sync-push-hostile.test.ts, on PostgreSQL by tests/system/postgres/sync-push-hostile-postgres.test.ts. */
export function describeSyncPushHostile(kind: DatabaseKind): void {
  describe(`post /sync/push with hostile mutations on ${kind}`, () => {
    let shop: Shop;

    async function rejectionsOf(device: string): Promise<RejectionRow[]> {
      const result = (await shop.t.database.db.execute(
        sql`select mutation_id, message, length(mutation::text) as size from sync_rejection where client_id = ${device} order by mutation_id`,
      )) as unknown as { rows: RejectionRow[] };
      return result.rows.map((row) => ({ ...row, size: Number(row.size) }));
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
    });
    afterAll(() => shop?.t.close());

    it("refuses a conflict id beyond what the database holds, and the next mutation still applies", async () => {
      const device = newDevice();
      const stored = await shopTables(shop.t.database);
      const answer = await pushOk(shop.advisor.client, device, [
        { id: 1, name: "dismissConflict", conflictId: 2_147_483_648 },
        putMutation(2, "vehicles", "hostile-after-conflict", { make: "Applied" }),
      ]);
      expect(answer.lastMutationId).toBe(2);
      expect(answer.rejected).toEqual([{ id: 1, message: expect.stringMatching(/^conflictId: /) }]);
      expect((await rejectionsOf(device)).map((row) => [row.mutation_id, row.message])).toEqual([[1, answer.rejected[0]!.message]]);
      const after = await shopTables(shop.t.database);
      expect(without(after, ["hostile-after-conflict"])).toEqual(stored);
      expect((await pull(shop.advisor.client, device)).changes.find((change) => change.id === "hostile-after-conflict")?.record).toMatchObject({
        make: "Applied",
      });
    });

    // 6,000 levels overflow JSON.stringify on the server's main thread; these tests run in a worker
    // thread with a larger stack, where 100,000 levels do.
    for (const depth of [6000, 100_000]) {
      it(`refuses a field value nested ${depth} arrays deep, keeps a short copy of it, and the next mutation still applies`, async () => {
        const device = newDevice();
        const id = `hostile-deep-${depth}`;
        await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", id, { make: "Mazda", notes: "kept" })]);
        const stored = await shopTables(shop.t.database);
        const body = bodyWithDeepValue(device, [putMutation(2, "vehicles", id, { notes: DEEP }), putMutation(3, "vehicles", `${id}-next`, { make: "Applied" })], depth);
        const response = await shop.advisor.client.request("POST", "/api/sync/push", body);
        expect(response.status).toBe(200);
        const answer = (await response.json()) as ShopPushResponse;
        expect(answer.lastMutationId).toBe(3);
        expect(answer.rejected).toEqual([{ id: 2, message: expect.stringMatching(/^notes: /) }]);
        const [rejection] = await rejectionsOf(device);
        expect(rejection).toMatchObject({ mutation_id: 2, message: answer.rejected[0]!.message });
        expect(rejection!.size).toBeLessThan(5000);
        const after = await shopTables(shop.t.database);
        expect(withoutVersions(without(after, [`${id}-next`]))).toEqual(withoutVersions(stored));
        expect(after.shop_vehicles.some((line) => line.includes(`"${id}-next"`) && line.includes('"make":"Applied"'))).toBe(true);
      });
    }

    it("the stored copy of a refused mutation of almost a megabyte is cut short, and the push answers", async () => {
      const device = newDevice();
      const answer = await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", "hostile-big", { colour: "x".repeat(900_000) })]);
      expect(answer).toEqual({ lastMutationId: 1, rejected: [{ id: 1, message: 'Records of vehicles have no field "colour".' }] });
      const [rejection] = await rejectionsOf(device);
      expect(rejection!.size).toBeLessThan(5000);
    });

    describe("a mutation the database itself refuses", () => {
      // Fault injection: a trigger refuses a vehicle whose make names a SQLSTATE, as the database
      // would refuse a value it cannot hold (class 22) or fail when it cannot work at all.
      beforeAll(async () => {
        const { db } = shop.t.database;
        await db.execute(
          sql.raw(`create function hostile_refuse() returns trigger language plpgsql as $$
          begin
            if new.make like 'sqlstate-%' then raise exception 'refused by test' using errcode = substr(new.make, 10); end if;
            return new;
          end $$`),
        );
        await db.execute(sql.raw("create trigger hostile_refuse before insert or update on shop_vehicles for each row execute function hostile_refuse()"));
      });
      afterAll(async () => {
        await shop.t.database.db.execute(sql.raw("drop trigger hostile_refuse on shop_vehicles"));
        await shop.t.database.db.execute(sql.raw("drop function hostile_refuse()"));
      });

      for (const sqlstate of ["22003", "23514", "54001"]) {
        it(`a data error (${sqlstate}) rejects that mutation in a transaction of its own, and the next mutation applies`, async () => {
          const device = newDevice();
          await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", `hostile-${sqlstate}`, { make: "Before" })]);
          const stored = await shopTables(shop.t.database);
          const answer = await pushOk(shop.advisor.client, device, [
            putMutation(2, "vehicles", `hostile-${sqlstate}`, { make: `sqlstate-${sqlstate}` }),
            putMutation(3, "vehicles", `hostile-${sqlstate}-next`, { make: "Applied" }),
          ]);
          expect(answer.lastMutationId).toBe(3);
          expect(answer.rejected).toEqual([{ id: 2, message: expect.stringMatching(/could not be stored/) }]);
          expect((await rejectionsOf(device)).map((row) => row.mutation_id)).toEqual([2]);
          const after = await shopTables(shop.t.database);
          expect(withoutVersions(without(after, [`hostile-${sqlstate}-next`]))).toEqual(withoutVersions(stored));
          // The refused record takes a new version, so every device's next pull hands it back as stored.
          const line = (tables: ShopTables) => tables.shop_vehicles.find((row) => row.includes(`"hostile-${sqlstate}"`))!;
          expect(line(after)).not.toBe(line(stored));
        });
      }

      for (const sqlstate of ["53100", "08006", "57P01", "40001"]) {
        it(`an error of the database, not the data (${sqlstate}), fails the push and leaves the mutation waiting`, async () => {
          const device = newDevice();
          const stored = await shopTables(shop.t.database);
          const response = await push(shop.advisor.client, device, [
            putMutation(1, "vehicles", `hostile-${sqlstate}`, { make: `sqlstate-${sqlstate}` }),
            putMutation(2, "vehicles", `hostile-${sqlstate}-next`, { make: "Not yet" }),
          ]);
          expect(response.status).toBe(500);
          expect(await shopTables(shop.t.database)).toEqual(stored);
          expect(await rejectionsOf(device)).toEqual([]);
          expect((await pull(shop.advisor.client, device)).lastMutationId).toBe(0);
        });
      }
    });
  });
}
