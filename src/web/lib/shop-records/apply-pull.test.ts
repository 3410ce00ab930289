import { describe, expect, it } from "vitest";
import { storedVehicleSchema, type Vehicle } from "@/shared/schemas/local-records";
import type { ShopRecordChange } from "@/shared/schemas/shop-sync";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { applyPull } from "./apply-pull";
import type { RecordMutation, ShopEntry } from "./shop-entry";

const parse = (raw: Record<string, unknown>): Vehicle | null => {
  const result = storedVehicleSchema.safeParse(raw);
  return result.success ? result.data : null;
};
const [v1, v2, v3] = sampleVehicles() as [Vehicle, Vehicle, Vehicle];
const entry = (record: Vehicle, version: number, deleted = false): ShopEntry<Vehicle> => ({
  collection: "vehicles",
  id: record.id,
  version,
  deleted,
  record,
});
const change = (record: Vehicle, version: number, deleted = false): ShopRecordChange => ({
  collection: "vehicles",
  id: record.id,
  version,
  record: { ...record },
  deleted,
  deletedBy: null,
  updatedBy: "u1",
  updatedByName: "Sam",
});
const copyOf = (...entries: ShopEntry<Vehicle>[]) => new Map(entries.map((item) => [item.id, item]));

describe("applyPull", () => {
  it("lays changes over the copy, keeping the records the pull did not name", () => {
    const pulled = applyPull(copyOf(entry(v1, 1), entry(v2, 2)), { reset: false, changes: [change({ ...v2, mileage: 1 }, 9)] }, [], parse);
    expect([...pulled.entries.keys()]).toEqual(["v1", "v2"]);
    expect(pulled.entries.get("v2")).toMatchObject({ version: 9, record: { mileage: 1 } });
    expect(pulled.entries.get("v1")?.record).toBe(v1);
    expect([...pulled.changed]).toEqual(["v2"]);
  });

  it("replaces the whole copy on a reset, tombstones included", () => {
    const pulled = applyPull(copyOf(entry(v1, 1), entry(v2, 2)), { reset: true, changes: [change(v3, 4), change(v1, 5, true)] }, [], parse);
    expect([...pulled.entries.keys()]).toEqual(["v3", "v1"]);
    expect(pulled.entries.get("v1")).toMatchObject({ deleted: true, version: 5 });
    expect(pulled.changed).toEqual(new Set(["v1", "v2", "v3"]));
  });

  it("applies a waiting edit again over the pulled record: the server's other fields, the device's own field", () => {
    const pending: RecordMutation[] = [
      { id: 4, name: "put", collection: "vehicles", recordId: "v1", baseVersion: 1, fields: { "owner.phone": "555-7777" } },
    ];
    const serverVersion = { ...v1, mileage: 60_000 };
    const pulled = applyPull(copyOf(entry(v1, 1)), { reset: false, changes: [change(serverVersion, 6)] }, pending, parse);
    expect(pulled.entries.get("v1")).toMatchObject({ version: 6, record: { mileage: 60_000, owner: { phone: "555-7777", name: "John Smith" } } });
  });

  it("applies a waiting new record and a waiting delete again after a reset", () => {
    const pending: RecordMutation[] = [
      { id: 1, name: "put", collection: "vehicles", recordId: "local_9", baseVersion: 0, fields: { make: "Kia", model: "Rio" }, savedAt: "2026-02-01T00:00:00.000Z" },
      { id: 2, name: "delete", collection: "vehicles", recordId: "v2" },
    ];
    const pulled = applyPull(new Map(), { reset: true, changes: [change(v2, 3)] }, pending, parse);
    expect(pulled.entries.get("local_9")).toMatchObject({ version: 0, deleted: false, record: { id: "local_9", make: "Kia", model: "Rio", updatedAt: "2026-02-01T00:00:00.000Z", owner: { name: "" } } });
    expect(pulled.entries.get("v2")).toMatchObject({ deleted: true, version: 3 });
  });

  it("keeps a put on a record the server deleted deleted (the delete wins), its data updated", () => {
    const pending: RecordMutation[] = [
      { id: 3, name: "put", collection: "vehicles", recordId: "v1", baseVersion: 1, fields: { notes: "Edited offline" } },
    ];
    const pulled = applyPull(copyOf(entry(v1, 1)), { reset: false, changes: [change(v1, 8, true)] }, pending, parse);
    expect(pulled.entries.get("v1")).toMatchObject({ deleted: true, version: 8, record: { notes: "Edited offline" } });
  });

  it("applies waiting edits oldest first", () => {
    const pending: RecordMutation[] = [
      { id: 5, name: "put", collection: "vehicles", recordId: "v1", baseVersion: 1, fields: { notes: "first" } },
      { id: 6, name: "put", collection: "vehicles", recordId: "v1", baseVersion: 1, fields: { notes: "second" } },
    ];
    const pulled = applyPull(copyOf(entry(v1, 1)), { reset: false, changes: [change(v1, 2)] }, pending, parse);
    expect(pulled.entries.get("v1")?.record.notes).toBe("second");
  });
});
