import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createFakeShopServer } from "./testing/fake-shop-server";
import { car, device, stopDevices } from "./testing/sync-device";

// Each test's devices are separate browsers, not tabs of one: no channel between them.
beforeAll(() => vi.stubGlobal("BroadcastChannel", undefined));
afterEach(stopDevices);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shop with `count` vehicles pushed by one device. */
async function shopWith(count: number) {
  const server = createFakeShopServer();
  const front = device(server);
  await front.sync();
  front.vehicles.update((items) => [...items, ...Array.from({ length: count }, (_, index) => car(`v${index + 1}`))]);
  await front.sync();
  return { server, front };
}

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).sort();

describe("the shop records sync, page by page", () => {
  it("pulls again at once while the server says more is waiting, until the copy holds every record", async () => {
    const { server } = await shopWith(7);
    server.setPageSize(3);
    const bay = device(server);
    await bay.sync();
    expect(ids(bay.vehicles.getSnapshot())).toEqual(ids([...server.records.values()].filter((record) => record.collection === "vehicles")));
    const bayPulls = server.pulls.filter((pull) => pull.answer.changes.length > 0).slice(-3);
    expect(bayPulls.map((pull) => [pull.answer.reset, pull.answer.more])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect(bayPulls[1]!.cookie).toBe(bayPulls[0]!.answer.cookie);
  });

  it("a reset over several pages replaces the old copy: a record the shop no longer has does not survive it", async () => {
    const { server, front } = await shopWith(7);
    const stale = { ...front.copy.entry("vehicles", "v1")!, id: "gone", record: car("gone") };
    await front.storage.db.putEntries([["vehicles/gone", stale]]);
    // A cookie of another epoch (a restore): the next pull is a reset, here over three pages.
    await front.storage.db.writeMeta({ cookie: "another-epoch:3" });
    front.copy.unload();
    server.setPageSize(3);
    await front.sync();
    expect(ids(front.vehicles.getSnapshot())).toEqual(ids([...server.records.values()].filter((record) => record.collection === "vehicles")));
    expect(front.copy.entry("vehicles", "gone")).toBeUndefined();
    expect((await front.storage.db.loadEntries()).map((entry) => entry.id)).not.toContain("gone");
  });

  it("a first sync cut off between pages pulls to the end before it adds this browser's own records, so none looks missing from the shop", async () => {
    const { server } = await shopWith(7);
    server.setPageSize(3);
    // This browser kept v5 on its own, as the shop has it: joining the shop has nothing to add.
    const bay = device(server, { userId: "user-2", own: { vehicles: [car("v5")] } });
    server.duringNextPull(() => server.setOffline(true));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await bay.sync();
    expect((await bay.storage.db.readMeta()).more).toBe(true);
    server.setOffline(false);
    await bay.sync();
    expect(ids(bay.vehicles.getSnapshot())).toEqual(ids([...server.records.values()].filter((record) => record.collection === "vehicles")));
    expect(server.pushed.filter((mutation) => mutation.name === "put" && mutation.recordId === "v5")).toHaveLength(1);
  });

  it("keeps a conflict after later pulls that do not carry it, and drops it when it is dismissed elsewhere", async () => {
    const { server, front } = await shopWith(1);
    const bay = device(server);
    await bay.sync();
    const conflict = {
      collection: "vehicles" as const,
      recordId: "v1",
      field: "mileage",
      keptValue: 200,
      overwrittenValue: 100,
    };
    const first = server.addConflict(conflict);
    const second = server.addConflict({ ...conflict, field: "notes", keptValue: "b", overwrittenValue: "a" });
    await front.sync();
    expect(front.copy.conflicts().map((found) => found.id)).toEqual([first, second]);
    front.vehicles.update((items) => items.map((item) => (item.id === "v1" ? { ...item, make: "Edited" } : item)));
    await front.sync();
    await front.sync();
    expect(front.copy.conflicts().map((found) => found.id)).toEqual([first, second]);

    await bay.sync();
    bay.copy.queueMutations([{ name: "dismissConflict", conflictId: first }]);
    await bay.sync();
    await front.sync();
    expect(front.copy.conflicts().map((found) => found.id)).toEqual([second]);
    // Kept across a reload of the copy, as IndexedDB holds it.
    front.copy.unload();
    await front.copy.load();
    expect(front.copy.conflicts().map((found) => found.id)).toEqual([second]);
  });

  it("drops conflicts older than the days they are kept, itself", async () => {
    const { server, front } = await shopWith(1);
    const conflict = { collection: "vehicles" as const, recordId: "v1", field: "mileage", keptValue: 2, overwrittenValue: 1 };
    const old = server.addConflict({ ...conflict, changedAt: new Date(Date.now() - 29 * DAY_MS).toISOString() });
    await front.sync();
    expect(front.copy.conflicts().map((found) => found.id)).toEqual([old]);
    vi.useFakeTimers({ now: Date.now() + 2 * DAY_MS, toFake: ["Date"] });
    try {
      // Two days on it is 31 days old: opening the copy again, before any pull, no longer shows it.
      front.copy.unload();
      await front.copy.load();
      expect(front.copy.conflicts()).toEqual([]);
      await front.sync();
      expect(front.copy.conflicts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
