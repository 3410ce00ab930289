import { describe, expect, it } from "vitest";
import type { Vehicle } from "@/shared/schemas/local-records";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { adoptionMutations } from "./adoption";
import type { ShopEntry } from "./shop-entry";

const samples = sampleVehicles();
const [v1, v2] = samples as [Vehicle, Vehicle];
const entry = (record: Vehicle, version: number, deleted = false): ShopEntry<Vehicle> => ({ collection: "vehicles", id: record.id, version, deleted, record });
const copyOf = (...entries: ShopEntry<Vehicle>[]) => new Map(entries.map((item) => [item.id, item]));
const moveDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const ids = (mutations: ReturnType<typeof adoptionMutations>) => mutations.map((mutation) => ("recordId" in mutation ? mutation.recordId : ""));

describe("adoptionMutations", () => {
  it("pushes untouched samples only when the shop has never had them", () => {
    const seededLastMonth = samples.map((sample) => ({ ...sample, lastService: moveDays(sample.lastService, -30), nextServiceDue: moveDays(sample.nextServiceDue, -30) }));
    const shopHasTwo = copyOf(entry({ ...v1, notes: "Edited in the shop" }, 4), entry(v2, 2, true));
    expect(ids(adoptionMutations({ collection: "vehicles", local: seededLastMonth, copy: shopHasTwo, samples, fromKeptCopy: false }))).toEqual(["v3"]);
  });

  it("pushes a sample a person changed, only its changed fields, based on nothing on a first sync", () => {
    const edited = { ...v1, mileage: 99_000 };
    expect(adoptionMutations({ collection: "vehicles", local: [edited], copy: copyOf(entry(v1, 4)), samples, fromKeptCopy: false })).toEqual([
      { name: "put", collection: "vehicles", recordId: "v1", baseVersion: 0, fields: { mileage: 99_000 } },
    ]);
  });

  it("pushes every field of a record the shop lacks", () => {
    const own: Vehicle = { ...v1, id: "local_1_x", updatedAt: "2026-03-01T00:00:00.000Z" };
    const [mutation] = adoptionMutations({ collection: "vehicles", local: [own], copy: new Map(), samples, fromKeptCopy: false });
    expect(mutation).toMatchObject({ name: "put", recordId: "local_1_x", baseVersion: 0, savedAt: "2026-03-01T00:00:00.000Z" });
    expect(mutation?.name === "put" && Object.keys(mutation.fields)).toContain("owner.email");
  });

  it("after sharing was off, pushes only the edits made since, based on the kept copy's version", () => {
    const own: Vehicle = { ...v1, id: "local_2_y" };
    const copy = copyOf(entry(own, 11), entry(v2, 12));
    const local = [{ ...own, notes: "Changed while sharing was off" }, v2];
    expect(adoptionMutations({ collection: "vehicles", local, copy, samples, fromKeptCopy: true })).toEqual([
      { name: "put", collection: "vehicles", recordId: "local_2_y", baseVersion: 11, fields: { notes: "Changed while sharing was off" } },
    ]);
  });
});
