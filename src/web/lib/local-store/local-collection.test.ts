import { beforeEach, describe, expect, it, vi } from "vitest";
import { storedServiceSchema, storedVehicleSchema, type ServiceRecord, type Vehicle } from "@/shared/schemas/local-records";
import { createLocalCollection, StorageFullError } from "./local-collection";

const vehicle = (id: string, make = "Honda"): Vehicle =>
  storedVehicleSchema.parse({ id, make, model: "Civic", year: 2019, licensePlate: `P-${id}`, owner: { name: "Ann" } });

function vehicles(options: Partial<Parameters<typeof createLocalCollection<Vehicle>>[0]> = {}) {
  return createLocalCollection<Vehicle>({ key: "vehicles_local_cache", itemSchema: storedVehicleSchema, ...options });
}

beforeEach(() => localStorage.clear());

describe("a local collection", () => {
  it("seeds an absent key once, and never again after the list is emptied", () => {
    const collection = vehicles({ seed: () => [vehicle("a"), vehicle("b")] });
    expect(collection.getSnapshot().map((item) => item.id)).toEqual(["a", "b"]);
    collection.update(() => []);
    expect(vehicles({ seed: () => [vehicle("c")] }).getSnapshot()).toEqual([]);
  });

  it("migrates an older key once when the new key is absent", () => {
    localStorage.setItem("vehicles", JSON.stringify([{ id: "old-1", make: "Ford", year: "2004" }]));
    const collection = vehicles({ legacyKeys: ["vehicles"], seed: () => [vehicle("seed")] });
    expect(collection.getSnapshot()).toMatchObject([{ id: "old-1", make: "Ford", year: 2004 }]);
    expect(JSON.parse(localStorage.getItem("vehicles_local_cache")!)).toHaveLength(1);
  });

  it("normalises costs held as numeric strings", () => {
    localStorage.setItem("services_local_cache", JSON.stringify([{ id: "s1", vehicleId: "v1", type: "Oil Change", cost: "45.50" }]));
    const services = createLocalCollection<ServiceRecord>({ key: "services_local_cache", itemSchema: storedServiceSchema });
    expect(services.getSnapshot()[0]).toMatchObject({ cost: 45.5, status: "Scheduled", parts: [] });
  });

  it("keeps broken JSON aside under <key>_corrupt_<timestamp>, tells once and still opens", () => {
    localStorage.setItem("vehicles_local_cache", "{not json");
    const onCorruption = vi.fn();
    const collection = vehicles({ onCorruption, seed: () => [vehicle("seed")] });
    expect(collection.getSnapshot()).toEqual([]);
    expect(collection.getSnapshot()).toEqual([]);
    expect(onCorruption).toHaveBeenCalledTimes(1);
    const keptAs = onCorruption.mock.calls[0]![0].keptAs as string;
    expect(keptAs).toMatch(/^vehicles_local_cache_corrupt_\d+$/);
    expect(localStorage.getItem(keptAs)).toBe("{not json");
  });

  it("keeps unreadable items aside and the readable ones in place", () => {
    localStorage.setItem("vehicles_local_cache", JSON.stringify([vehicle("good"), "not a vehicle", { make: "no id" }]));
    const onCorruption = vi.fn();
    expect(vehicles({ onCorruption }).getSnapshot().map((item) => item.id)).toEqual(["good"]);
    const keptAs = onCorruption.mock.calls[0]![0].keptAs as string;
    expect(JSON.parse(localStorage.getItem(keptAs)!)).toEqual(["not a vehicle", { make: "no id" }]);
  });

  it("re-reads the stored list before each write, so another tab's record survives", () => {
    const here = vehicles({ seed: () => [] });
    expect(here.getSnapshot()).toEqual([]);
    // Another tab adds a vehicle; this tab has not heard of it yet.
    localStorage.setItem("vehicles_local_cache", JSON.stringify([vehicle("from-other-tab")]));
    here.update((items) => [...items, vehicle("from-this-tab")]);
    expect(here.getSnapshot().map((item) => item.id)).toEqual(["from-other-tab", "from-this-tab"]);
  });

  it("tells subscribers about its own writes and other tabs' storage events", () => {
    const collection = vehicles({ seed: () => [] });
    const listener = vi.fn();
    const unsubscribe = collection.subscribe(listener);
    collection.update((items) => [...items, vehicle("x")]);
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem("vehicles_local_cache", JSON.stringify([vehicle("y")]));
    window.dispatchEvent(new StorageEvent("storage", { key: "vehicles_local_cache" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(collection.getSnapshot().map((item) => item.id)).toEqual(["y"]);
    unsubscribe();
  });

  it("stores records without their empty values and reads them back whole", () => {
    const collection = vehicles({ seed: () => [] });
    const sparse = vehicle("sparse");
    collection.update(() => [sparse]);
    const stored = localStorage.getItem("vehicles_local_cache")!;
    expect(stored).not.toContain('"vin"');
    expect(stored).not.toContain('"customFields"');
    expect(vehicles().getSnapshot()).toEqual([sparse]);
  });

  it("marks the records a touching write adds or replaces with the time, and leaves the rest", () => {
    const collection = vehicles({
      seed: () => [vehicle("kept"), vehicle("edited")],
      touch: (item, at) => ({ ...item, updatedAt: at }),
    });
    collection.update((items) => [...items.map((item) => (item.id === "edited" ? { ...item, make: "Audi" } : item)), vehicle("added")], {
      touch: true,
    });
    const [kept, edited, added] = vehicles().getSnapshot();
    expect(kept?.updatedAt).toBeUndefined();
    expect(Date.parse(edited?.updatedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(added?.updatedAt).toBe(edited?.updatedAt);
    collection.update((items) => [...items, vehicle("imported")]);
    expect(vehicles().getSnapshot().at(-1)?.updatedAt).toBeUndefined();
  });

  it("refuses a write the browser's quota cannot hold and keeps the previous data", () => {
    const collection = vehicles({ seed: () => [vehicle("kept")] });
    collection.getSnapshot();
    const huge = vehicle("huge");
    huge.notes = "x".repeat(6_000_000);
    expect(() => collection.update((items) => [...items, huge])).toThrow(StorageFullError);
    expect(collection.getSnapshot().map((item) => item.id)).toEqual(["kept"]);
    expect(JSON.parse(localStorage.getItem("vehicles_local_cache")!)).toHaveLength(1);
  });
});
