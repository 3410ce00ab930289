import { describe, expect, it } from "vitest";
import type { Vehicle } from "@/shared/schemas/local-records";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { diffList } from "./diff-list";

const [first, second] = sampleVehicles() as [Vehicle, Vehicle];
const versions: Record<string, number> = { v1: 7, v2: 3 };
const versionOf = (id: string) => versions[id] ?? 0;

describe("diffList", () => {
  it("finds nothing to push when every record is the very same object", () => {
    const list = [first, second];
    expect(diffList("vehicles", list, [...list], versionOf)).toEqual([]);
  });

  it("puts only the changed fields of an edited record, based on the copy's version", () => {
    const edited: Vehicle = { ...first, mileage: 50_000, owner: { ...first.owner, phone: "555-9999" } };
    expect(diffList("vehicles", [first, second], [edited, second], versionOf)).toEqual([
      {
        name: "put",
        collection: "vehicles",
        recordId: "v1",
        baseVersion: 7,
        fields: { mileage: 50_000, "owner.phone": "555-9999" },
      },
    ]);
  });

  it("finds nothing to push when an edit kept every value", () => {
    expect(diffList("vehicles", [first], [{ ...first }], versionOf)).toEqual([]);
  });

  it("puts every field of a new record with base version 0, and its save time", () => {
    const added: Vehicle = { ...first, id: "local_1_abc", updatedAt: "2026-01-02T03:04:05.000Z" };
    const [mutation] = diffList("vehicles", [first], [first, added], versionOf);
    expect(mutation).toMatchObject({ name: "put", recordId: "local_1_abc", baseVersion: 0, savedAt: "2026-01-02T03:04:05.000Z" });
    expect(mutation?.name === "put" && mutation.fields).toMatchObject({ make: "Toyota", "owner.name": "John Smith", vin: first.vin });
    expect(mutation?.name === "put" && "updatedAt" in mutation.fields).toBe(false);
  });

  it("deletes a record that left the list", () => {
    expect(diffList("vehicles", [first, second], [second], versionOf)).toEqual([
      { name: "delete", collection: "vehicles", recordId: "v1" },
    ]);
  });

  it("puts an emptied custom field value as null", () => {
    const withValue: Vehicle = { ...first, customFields: { color: "red", fleet: "A" } };
    const emptied: Vehicle = { ...first, customFields: { fleet: "A" } };
    expect(diffList("vehicles", [withValue], [emptied], versionOf)).toEqual([
      { name: "put", collection: "vehicles", recordId: "v1", baseVersion: 7, fields: { "customFields.color": null } },
    ]);
  });

  it("keeps the list's order: puts as the records come, deletes after", () => {
    const edited = { ...second, notes: "New notes" };
    const mutations = diffList("vehicles", [first, second], [edited], versionOf);
    expect(mutations.map((mutation) => `${mutation.name} ${"recordId" in mutation ? mutation.recordId : ""}`)).toEqual([
      "put v2",
      "delete v1",
    ]);
  });
});
