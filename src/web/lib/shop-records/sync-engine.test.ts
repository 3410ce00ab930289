import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { sampleServices, sampleVehicles } from "@/web/lib/local-store/sample-data";
import { createFakeShopServer } from "./testing/fake-shop-server";
import { car, device, stopDevices } from "./testing/sync-device";
import { syncStatusStore } from "./sync-status";

// Each test's devices are separate browsers, not tabs of one: no channel between them.
beforeAll(() => vi.stubGlobal("BroadcastChannel", undefined));

afterEach(stopDevices);

describe("the shop records sync", () => {
  it("takes an edit to the shop and to another device, and empties the outbox", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    const bay = device(server);
    await front.sync();
    await bay.sync();

    front.vehicles.update((items) => [...items, car("local_new")], { touch: true });
    expect(front.vehicles.getSnapshot().map((item) => item.id)).toContain("local_new");
    await front.sync();
    expect(server.record("vehicles", "local_new")?.record).toMatchObject({ licensePlate: "P-local_new" });
    expect(front.storage.outbox.size).toBe(0);
    expect(syncStatusStore.getSnapshot()).toEqual({ state: "synced", waiting: 0 });

    await bay.sync();
    expect(bay.vehicles.getSnapshot().find((item) => item.id === "local_new")).toMatchObject({ licensePlate: "P-local_new" });
  });

  it("keeps edits made offline in the outbox, says how many wait, and applies each once when back", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    await front.sync();
    server.setOffline(true);
    front.vehicles.update((items) => [...items, car("a")]);
    front.vehicles.update((items) => items.map((item) => (item.id === "a" ? { ...item, mileage: 1234 } : item)));
    await front.sync();
    expect(syncStatusStore.getSnapshot()).toEqual({ state: "offline", waiting: 2 });
    expect([...front.storage.outbox.values()].map((mutation) => mutation.name)).toEqual(["put", "put"]);
    // The copy in IndexedDB already holds them, so a reload shows them.
    expect(front.storage.records.get("vehicles/a")?.record).toMatchObject({ mileage: 1234 });

    server.setOffline(false);
    server.loseNextAnswer();
    await front.sync();
    await front.sync();
    expect(server.pushed.filter((mutation) => "recordId" in mutation && mutation.recordId === "a")).toHaveLength(2);
    expect(server.record("vehicles", "a")?.record).toMatchObject({ mileage: 1234 });
    expect(front.storage.outbox.size).toBe(0);
  });

  it("merges two devices' offline edits of different fields of one vehicle", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    const bay = device(server);
    front.vehicles.update((items) => [...items, car("shared")]);
    await front.sync();
    await bay.sync();

    server.setOffline(true);
    front.vehicles.update((items) => items.map((item) => (item.id === "shared" ? { ...item, owner: { ...item.owner, phone: "555-0000" } } : item)));
    bay.vehicles.update((items) => items.map((item) => (item.id === "shared" ? { ...item, mileage: 77_000 } : item)));
    await front.sync();
    await bay.sync();
    server.setOffline(false);

    await front.sync();
    await bay.sync();
    await front.sync();
    for (const browser of [front, bay]) {
      expect(browser.vehicles.getSnapshot().find((item) => item.id === "shared")).toMatchObject({ mileage: 77_000, owner: { phone: "555-0000" } });
    }
  });

  it("keeps showing an edit made while a pull was on its way, over the pulled record", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    const bay = device(server);
    front.vehicles.update((items) => [...items, car("shared")]);
    await front.sync();
    await bay.sync();
    bay.vehicles.update((items) => items.map((item) => (item.id === "shared" ? { ...item, mileage: 77_000 } : item)));
    await bay.sync();

    server.duringNextPull(() =>
      front.vehicles.update((items) => items.map((item) => (item.id === "shared" ? { ...item, notes: "typed during the pull" } : item))),
    );
    await front.sync();
    expect(front.vehicles.getSnapshot().find((item) => item.id === "shared")).toMatchObject({ mileage: 77_000, notes: "typed during the pull" });
    expect(front.storage.records.get("vehicles/shared")?.record).toMatchObject({ mileage: 77_000, notes: "typed during the pull" });
  });

  it("adds a joining device's own records, and the untouched built-in samples only once", async () => {
    const server = createFakeShopServer();
    const first = device(server, { own: { vehicles: [...sampleVehicles(), car("mine_1")], services: sampleServices() } });
    await first.sync();
    // The second browser was opened a week earlier: its samples' dates are a week older.
    const weekOlder = (date: string) => new Date(Date.parse(date) - 7 * 86_400_000).toISOString().slice(0, 10);
    const olderSamples = sampleVehicles().map((sample) => ({ ...sample, lastService: weekOlder(sample.lastService), nextServiceDue: weekOlder(sample.nextServiceDue) }));
    const second = device(server, { userId: "user-2", own: { vehicles: [...olderSamples, car("mine_2")] } });
    await second.sync();

    const samplePuts = server.pushed.filter((mutation) => "recordId" in mutation && ["v1", "v2", "v3"].includes(mutation.recordId));
    expect(samplePuts).toHaveLength(3);
    expect(second.vehicles.getSnapshot().map((item) => item.id).sort()).toEqual(["mine_1", "mine_2", "v1", "v2", "v3"]);
    expect(second.services.getSnapshot()).toHaveLength(4);
  });

  it("numbers its waiting edits on when the server lost its last ones (restored from a backup)", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    front.vehicles.update((items) => [...items, car("one")]);
    await front.sync();
    server.forgetDevice(front.storage.meta().clientId!);
    front.vehicles.update((items) => items.map((item) => (item.id === "one" ? { ...item, notes: "after the restore" } : item)));
    await front.sync();
    expect(server.record("vehicles", "one")?.record).toMatchObject({ notes: "after the restore" });
    expect(front.storage.outbox.size).toBe(0);
  });

  it("hands over to local mode when the server says sharing is off, keeping the outbox", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    await front.sync();
    server.setShared(false);
    front.vehicles.update((items) => [...items, car("late")]);
    await front.sync();
    expect(front.onShopRecordsOff).toHaveBeenCalled();
    expect(front.storage.outbox.size).toBe(1);
  });

  it("uploads a job card image kept in the browser before the service that names it", async () => {
    const server = createFakeShopServer();
    const photo = new Blob(["png"], { type: "image/png" });
    const front = device(server, { images: new Map([["idb:job-card/1", photo]]) });
    await front.sync();
    const service: ServiceRecord = { ...sampleServices()[0]!, id: "svc_1", jobCardImageUrl: "idb:job-card/1" };
    front.services.update((items) => [...items, service]);
    await front.sync();
    expect(server.images.get("image-1")).toBe(photo);
    expect(server.record("services", "svc_1")?.record).toMatchObject({ jobCardImageUrl: "/api/job-card-images/image-1" });
    expect(front.services.getSnapshot().find((item) => item.id === "svc_1")?.jobCardImageUrl).toBe("/api/job-card-images/image-1");
  });

  it("uploads an image that reached the browser after its service was pushed (a data import restores images last)", async () => {
    const server = createFakeShopServer();
    const images = new Map<string, Blob>();
    const front = device(server, { images });
    await front.sync();
    front.services.update((items) => [...items, { ...sampleServices()[0]!, id: "svc_2", jobCardImageUrl: "idb:job-card/late" }]);
    await front.sync();
    expect(server.record("services", "svc_2")?.record).toMatchObject({ jobCardImageUrl: "idb:job-card/late" });

    images.set("idb:job-card/late", new Blob(["jpg"], { type: "image/jpeg" }));
    await front.sync();
    expect(server.record("services", "svc_2")?.record).toMatchObject({ jobCardImageUrl: "/api/job-card-images/image-1" });
    await front.sync();
    expect(server.images.size).toBe(1);
  });

  it("pushes the edits another person left waiting under a device id of the person now signed in", async () => {
    const server = createFakeShopServer();
    const tablet = device(server, { userId: "tech-a" });
    await tablet.sync();
    const firstId = tablet.storage.meta().clientId;
    server.setOffline(true);
    tablet.vehicles.update((items) => [...items, car("offline_by_a")]);
    await tablet.sync();
    tablet.engine.stop();

    server.setOffline(false);
    tablet.engine.start("tech-b");
    server.signIn("tech-b");
    await tablet.engine.sync();
    expect(tablet.storage.meta().clientId).not.toBe(firstId);
    expect(server.record("vehicles", "offline_by_a")).toBeDefined();
    expect(tablet.storage.outbox.size).toBe(0);
  });
});
