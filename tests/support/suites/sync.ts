import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopPullResponse } from "../../../src/shared/schemas/shop-sync";
import { errorOf, openShop, type Shop } from "../shop-test-fixture";
import { pull, pullResponse, push, pushOk, putMutation, shareShopRecords, shopTables, type ShopTables } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

let devices = 0;
/** A new device id (a browser's), never used before in the run. */
function newDevice(): string {
  devices += 1;
  return `device-${String(devices).padStart(4, "0")}`;
}
let records = 0;
function newRecordId(): string {
  records += 1;
  return `rec-${records}`;
}

function recordIn(answer: ShopPullResponse, id: string) {
  return answer.changes.find((change) => change.id === id);
}

/** Run on PGlite by src/server/routes/shop-records/sync.test.ts, on PostgreSQL by tests/system/postgres/sync-postgres.test.ts. */
export function describeSync(kind: DatabaseKind): void {
  describe(`shop records sync on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
    });
    afterAll(() => shop?.t.close());

    it("post /sync/push sent twice applies its mutations once", async () => {
      const device = newDevice();
      const id = newRecordId();
      const mutations = [putMutation(1, "vehicles", id, { make: "Honda", mileage: 100 }), putMutation(2, "vehicles", id, { mileage: 200 })];
      expect(await pushOk(shop.advisor.client, device, mutations)).toEqual({ lastMutationId: 2, rejected: [] });
      const first = await pull(shop.advisor.client, device);
      expect(await pushOk(shop.advisor.client, device, mutations)).toEqual({ lastMutationId: 2, rejected: [] });
      const again = await pull(shop.advisor.client, device, first.cookie);
      expect(again.changes).toEqual([]);
      expect(again.cookie).toBe(first.cookie);
      expect(recordIn(first, id)?.record).toMatchObject({ make: "Honda", mileage: 200 });
    });

    it("post /sync/push refuses a mutation id that skips ahead with 409 mutation_gap; the ones before it stay applied", async () => {
      const device = newDevice();
      const [kept, skipped] = [newRecordId(), newRecordId()];
      const before = await pull(shop.advisor.client, device);
      const response = await push(shop.advisor.client, device, [
        putMutation(1, "vehicles", kept, { make: "Kept" }),
        putMutation(3, "vehicles", skipped, { make: "Skipped" }),
      ]);
      expect(response.status).toBe(409);
      const error = await errorOf(response);
      expect(error.code).toBe("mutation_gap");
      expect(error.details).toEqual({ lastMutationId: 1 });
      const after = await pull(shop.advisor.client, device, before.cookie);
      expect(after.changes.map((change) => change.id)).toEqual([kept]);
      expect(after.lastMutationId).toBe(1);
    });

    it("a skipped mutation id alone applies nothing and changes no stored data", async () => {
      const device = newDevice();
      await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", newRecordId(), { make: "First" })]);
      const stored = await shopTables(shop.t.database);
      const response = await push(shop.advisor.client, device, [putMutation(5, "vehicles", newRecordId(), { make: "Too far" })]);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe("mutation_gap");
      expect(await shopTables(shop.t.database)).toEqual(stored);
    });

    it("a new device whose first push skips ahead is not registered: nothing is stored and another user may still take the id", async () => {
      const device = newDevice();
      const registered = async () =>
        ((await shop.t.database.db.execute(sql`select count(*)::int as count from sync_client where client_id = ${device}`)) as unknown as { rows: { count: number }[] })
          .rows[0]?.count;
      const response = await push(shop.advisor.client, device, [putMutation(5, "vehicles", newRecordId(), { make: "Too far" })]);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: "mutation_gap", details: { lastMutationId: 0 } });
      expect(await registered()).toBe(0);
      expect(await pushOk(shop.technician.client, device, [putMutation(1, "vehicles", newRecordId(), { make: "First" })])).toEqual({ lastMutationId: 1, rejected: [] });
    });

    it("edits of different fields of one record on two devices both survive", async () => {
      const [front, bay] = [newDevice(), newDevice()];
      const id = newRecordId();
      await pushOk(shop.advisor.client, front, [putMutation(1, "vehicles", id, { make: "Ford", "owner.phone": "555-0100", mileage: 1000 })]);
      const base = recordIn(await pull(shop.advisor.client, front), id)!.version;
      await pushOk(shop.advisor.client, front, [putMutation(2, "vehicles", id, { "owner.phone": "555-0199" }, base)]);
      await pushOk(shop.technician.client, bay, [putMutation(1, "vehicles", id, { mileage: 1500 }, base)]);
      const answer = await pull(shop.technician.client, bay);
      expect(recordIn(answer, id)?.record).toMatchObject({ make: "Ford", owner: { phone: "555-0199" }, mileage: 1500 });
      expect(answer.conflicts.filter((conflict) => conflict.recordId === id)).toEqual([]);
    });

    it("the same field edited on two devices: the later push wins, and the pull's conflicts keep the value it overwrote, who and when", async () => {
      const [front, bay] = [newDevice(), newDevice()];
      const id = newRecordId();
      await pushOk(shop.advisor.client, front, [putMutation(1, "vehicles", id, { "owner.phone": "555-0100" })]);
      const base = recordIn(await pull(shop.advisor.client, front), id)!.version;
      await pushOk(shop.advisor.client, front, [putMutation(2, "vehicles", id, { "owner.phone": "555-0111" }, base)]);
      const pushedAt = Date.now();
      await pushOk(shop.technician.client, bay, [putMutation(1, "vehicles", id, { "owner.phone": "555-0222" }, base)]);
      const answer = await pull(shop.advisor.client, front);
      expect(recordIn(answer, id)?.record).toMatchObject({ owner: { phone: "555-0222" } });
      expect(recordIn(answer, id)?.updatedByName).toBe("Tia Technician");
      const conflicts = answer.conflicts.filter((conflict) => conflict.recordId === id);
      expect(conflicts).toEqual([
        {
          id: expect.any(Number),
          collection: "vehicles",
          recordId: id,
          field: "owner.phone",
          keptValue: "555-0222",
          overwrittenValue: "555-0111",
          changedBy: shop.technician.profile.userId,
          changedByName: "Tia Technician",
          changedAt: expect.any(String),
          dismissed: false,
        },
      ]);
      expect(Math.abs(Date.parse(conflicts[0]!.changedAt) - pushedAt)).toBeLessThan(60_000);

      await pushOk(shop.advisor.client, front, [{ id: 3, name: "dismissConflict", conflictId: conflicts[0]!.id }]);
      expect((await pull(shop.advisor.client, front)).conflicts.filter((conflict) => conflict.recordId === id)).toEqual([]);
    });

    it("a device's second offline edit of a field it changed itself is no conflict", async () => {
      const device = newDevice();
      const id = newRecordId();
      await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", id, { notes: "one" })]);
      const base = recordIn(await pull(shop.advisor.client, device), id)!.version;
      await pushOk(shop.advisor.client, device, [
        putMutation(2, "vehicles", id, { notes: "two" }, base),
        putMutation(3, "vehicles", id, { notes: "three" }, base),
      ]);
      const answer = await pull(shop.advisor.client, device);
      expect(recordIn(answer, id)?.record.notes).toBe("three");
      expect(answer.conflicts.filter((conflict) => conflict.recordId === id)).toEqual([]);
    });

    for (const order of ["edit first", "delete first"] as const) {
      it(`a delete against an edit (${order}): the record is deleted with the edit kept, and a restore brings it back with it`, async () => {
        const [editor, deleter] = [newDevice(), newDevice()];
        const id = newRecordId();
        await pushOk(shop.advisor.client, editor, [putMutation(1, "services", id, { vehicleId: "v-1", description: "Brakes", cost: 120 })]);
        const base = recordIn(await pull(shop.advisor.client, editor), id)!.version;
        const edit = () => pushOk(shop.advisor.client, editor, [putMutation(2, "services", id, { cost: 150.5 }, base)]);
        const remove = () => pushOk(shop.technician.client, deleter, [{ id: 1, name: "delete", collection: "services", recordId: id }]);
        if (order === "edit first") {
          await edit();
          await remove();
        } else {
          await remove();
          await edit();
        }
        const deleted = recordIn(await pull(shop.admin.client, newDevice()), id)!;
        expect(deleted).toMatchObject({ deleted: true, deletedBy: shop.technician.profile.userId, record: { description: "Brakes", cost: 150.5 } });

        await pushOk(shop.technician.client, deleter, [{ id: 2, name: "restore", collection: "services", recordId: id }]);
        const restored = recordIn(await pull(shop.admin.client, newDevice()), id)!;
        expect(restored).toMatchObject({ deleted: false, deletedBy: null, record: { description: "Brakes", cost: 150.5, vehicleId: "v-1" } });
      });
    }

    it("get /sync/pull resets a device without a cookie, with a cookie of another epoch, or with one ahead of the server; tombstones included", async () => {
      const device = newDevice();
      const [kept, gone] = [newRecordId(), newRecordId()];
      await pushOk(shop.advisor.client, device, [
        putMutation(1, "vehicles", kept, { make: "Kept" }),
        putMutation(2, "vehicles", gone, { make: "Gone" }),
        { id: 3, name: "delete", collection: "vehicles", recordId: gone },
      ]);
      const current = await pull(shop.advisor.client, device);
      expect(current.reset).toBe(true);
      const [epoch, version] = current.cookie.split(":");
      for (const cookie of [`${randomUUID()}:${version}`, `${epoch}:${Number(version) + 5}`, "garbage"]) {
        const answer = await pull(shop.advisor.client, device, cookie);
        expect(answer.reset).toBe(true);
        expect(answer.cookie).toBe(current.cookie);
        expect(recordIn(answer, kept)?.deleted).toBe(false);
        expect(recordIn(answer, gone)?.deleted).toBe(true);
        expect(answer.changes.length).toBe(current.changes.length);
      }
      const incremental = await pull(shop.advisor.client, device, current.cookie);
      expect(incremental).toMatchObject({ reset: false, changes: [], cookie: current.cookie, lastMutationId: 3 });
    });

    it("invalid data is refused, recorded, reported in rejected, leaves the stored record as it was, and the next mutation still applies", async () => {
      const device = newDevice();
      const id = newRecordId();
      await pushOk(shop.advisor.client, device, [putMutation(1, "services", id, { vehicleId: "v-9", parts: [{ name: "Pad", quantity: 2, price: 30 }] })]);
      const stored = await shopTables(shop.t.database);
      const before = await pull(shop.advisor.client, device);
      const answer = await pushOk(shop.advisor.client, device, [
        putMutation(2, "services", id, { parts: "not a list" }),
        putMutation(3, "services", id, { colour: "red" }),
        putMutation(4, "services", newRecordId(), { description: "No vehicle" }),
        { id: 5, name: "put", collection: "services", recordId: "", baseVersion: 0, fields: {} },
        { id: 6, name: "explode" },
        putMutation(7, "services", id, { description: "Still applied" }),
      ]);
      expect(answer.lastMutationId).toBe(7);
      expect(answer.rejected.map((rejected) => rejected.id)).toEqual([2, 3, 4, 5, 6]);
      expect(answer.rejected[1]!.message).toBe('Records of services have no field "colour".');
      for (const { message } of answer.rejected) expect(message.length).toBeGreaterThan(0);

      const recorded = (await shop.t.database.db.execute(
        sql`select mutation_id, message, user_id, mutation from sync_rejection where client_id = ${device} order by mutation_id`,
      )) as unknown as { rows: { mutation_id: number; message: string; user_id: string; mutation: unknown }[] };
      expect(recorded.rows.map((row) => [row.mutation_id, row.message, row.user_id])).toEqual(
        answer.rejected.map((rejected) => [rejected.id, rejected.message, shop.advisor.profile.userId]),
      );
      expect(recorded.rows[4]!.mutation).toEqual({ id: 6, name: "explode" });

      const after = await pull(shop.advisor.client, device, before.cookie);
      expect(recordIn(after, id)?.record).toMatchObject({ description: "Still applied", parts: [{ name: "Pad", quantity: 2, price: 30 }] });
      // Only mutation 7's change: the refused ones stored nothing.
      const changed = await shopTables(shop.t.database);
      expect(changed.shop_services.filter((line) => !line.includes(`"${id}"`))).toEqual(stored.shop_services.filter((line) => !line.includes(`"${id}"`)));
      expect(changed.sync_conflict).toEqual(stored.sync_conflict);
    });

    it("a refused edit of a record leaves its data as stored and hands the record out again, so the device drops its own copy of the edit", async () => {
      const device = newDevice();
      const id = newRecordId();
      await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", id, { make: "Mazda", year: 2015 })]);
      const before = await pull(shop.advisor.client, device);
      const stored = await shopTables(shop.t.database);
      const answer = await pushOk(shop.advisor.client, device, [putMutation(2, "vehicles", id, { year: "nineteen" })]);
      expect(answer.rejected).toEqual([{ id: 2, message: "year: Must be a number." }]);
      const after = await pull(shop.advisor.client, device, before.cookie);
      expect(recordIn(after, id)?.record).toEqual(recordIn(before, id)?.record);
      const line = (tables: ShopTables) => tables.shop_vehicles.find((row) => row.includes(`"${id}"`))!.replace(/"version":\d+/, "");
      expect(line(await shopTables(shop.t.database))).toBe(line(stored));
    });

    it("post /sync/push with another user's device id answers 403 and applies nothing", async () => {
      const device = newDevice();
      await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", newRecordId(), { make: "Mine" })]);
      const stored = await shopTables(shop.t.database);
      const response = await push(shop.technician.client, device, [putMutation(2, "vehicles", newRecordId(), { make: "Theirs" })]);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: "forbidden", message: "This device id belongs to another user. Sign out and sign in again to sync." });
      expect(await shopTables(shop.t.database)).toEqual(stored);
      expect((await pullResponse(shop.technician.client, device)).status).toBe(403);
      expect((await pull(shop.advisor.client, device)).lastMutationId).toBe(1);
    });

    it("keeps money in whole cents and hands back the amounts: cost and part prices", async () => {
      const device = newDevice();
      const id = newRecordId();
      await pushOk(shop.advisor.client, device, [
        putMutation(1, "services", id, { vehicleId: "v-2", cost: "45.5", parts: [{ name: "Oil", quantity: 4, price: 1.005 }] }),
      ]);
      const row = (await shopTables(shop.t.database)).shop_services.find((line) => line.includes(`"${id}"`))!;
      expect(JSON.parse(row)).toMatchObject({ cost_cents: 4550, parts: [{ name: "Oil", quantity: 4, priceCents: 101 }] });
      expect(recordIn(await pull(shop.advisor.client, device), id)?.record).toMatchObject({ cost: 45.5, parts: [{ price: 1.01 }] });
    });

    it("post /sync/push answers 413 for a body over 1 MB and stores nothing", async () => {
      const stored = await shopTables(shop.t.database);
      const notes = "x".repeat(1024 * 1024);
      const response = await push(shop.advisor.client, newDevice(), [putMutation(1, "vehicles", newRecordId(), { notes })]);
      expect(response.status).toBe(413);
      expect(await shopTables(shop.t.database)).toEqual(stored);
    });

    it("post /sync/push and get /sync/pull answer 409 shop_records_off while sharing is off, and the records wait for it to return", async () => {
      const device = newDevice();
      const id = newRecordId();
      await pushOk(shop.advisor.client, device, [putMutation(1, "vehicles", id, { make: "Before off" })]);
      const before = await pull(shop.advisor.client, device);
      await shareShopRecords(shop.admin.client, false);
      try {
        for (const response of [await push(shop.advisor.client, device, [putMutation(2, "vehicles", id, { make: "While off" })]), await pullResponse(shop.advisor.client, device)]) {
          expect(response.status).toBe(409);
          expect(await errorOf(response)).toEqual({ code: "shop_records_off", message: "Shop records are turned off." });
        }
      } finally {
        await shareShopRecords(shop.admin.client, true);
      }
      const after = await pull(shop.advisor.client, device, before.cookie);
      expect(after).toMatchObject({ reset: false, changes: [], cookie: before.cookie });
    });
  });
}
