import { beforeAll, describe, expect, it, vi } from "vitest";
import { storedVehicleSchema, type Vehicle } from "@/shared/schemas/local-records";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { createMemoryShopDb } from "./testing/memory-shop-db";
import { createShopCollection } from "./shop-collection";
import { createShopCopy } from "./shop-copy";
import type { ShopDb } from "./shop-db";

beforeAll(() => vi.stubGlobal("BroadcastChannel", undefined));

/** A page load: a new copy over the same IndexedDB. */
function open(db: ShopDb) {
  const copy = createShopCopy(db);
  const vehicles = createShopCollection<Vehicle>({ collection: "vehicles", key: "vehicles_local_cache", itemSchema: storedVehicleSchema, host: copy.host });
  copy.register(vehicles);
  return { copy, vehicles };
}

const [v1, v2] = sampleVehicles() as [Vehicle, Vehicle];

describe("the shop copy", () => {
  it("writes an edit to the outbox before the records, so a crash between the two loses nothing", async () => {
    const storage = createMemoryShopDb();
    const failingRecords: ShopDb = { ...storage.db, putEntries: () => Promise.reject(new Error("The tab closed.")) };
    const before = open(failingRecords);
    await before.copy.load();
    before.vehicles.update((items) => [...items, v1]);
    await expect(before.copy.flush()).rejects.toThrow("The tab closed.");
    expect([...storage.outbox.values()]).toMatchObject([{ id: 1, name: "put", recordId: "v1" }]);
    expect(storage.records.size).toBe(0);

    const after = open(storage.db);
    await after.copy.load();
    expect(after.vehicles.getSnapshot()).toMatchObject([{ id: "v1", make: "Toyota" }]);
  });

  it("numbers the edits of every tab in the order they were written", async () => {
    const storage = createMemoryShopDb();
    const first = open(storage.db);
    const second = open(storage.db);
    await Promise.all([first.copy.load(), second.copy.load()]);
    first.vehicles.update((items) => [...items, v1]);
    second.vehicles.update((items) => [...items, v2]);
    first.vehicles.update((items) => items.filter((item) => item.id !== "v1"));
    await Promise.all([first.copy.flush(), second.copy.flush()]);
    const names = [...storage.outbox.values()].map((mutation) => `${mutation.id} ${mutation.name} ${"recordId" in mutation ? mutation.recordId : ""}`);
    expect(names).toEqual(["1 put v1", "2 delete v1", "3 put v2"]);
    expect(storage.meta().nextMutationId).toBe(4);
  });

  it("keeps the list and its untouched records the same objects until they change", async () => {
    const storage = createMemoryShopDb();
    const page = open(storage.db);
    await page.copy.load();
    page.vehicles.update((items) => [...items, v1, v2]);
    const list = page.vehicles.getSnapshot();
    expect(page.vehicles.getSnapshot()).toBe(list);
    await page.copy.flush();
    expect(page.vehicles.getSnapshot()).toBe(list);

    page.vehicles.update((items) => items.map((item) => (item.id === "v2" ? { ...item, notes: "Edited" } : item)));
    const edited = page.vehicles.getSnapshot();
    expect(edited).not.toBe(list);
    expect(edited[0]).toBe(list[0]);
  });
});
