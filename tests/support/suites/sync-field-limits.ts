import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_FIELD_LABEL_MAX, CUSTOM_FIELD_VALUE_MAX, MAX_CUSTOM_FIELD_VALUES, MAX_PARTS, SERVICE_TEXT_MAX, VEHICLE_TEXT_MAX } from "../../../src/shared/schemas/record-limits";
import type { ShopCollection } from "../../../src/shared/schemas/shop-sync";
import { openShop, type Shop } from "../shop-test-fixture";
import { pull, pushOk, putMutation, shareShopRecords, shopTables } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

let devices = 0;
function newDevice(): string {
  devices += 1;
  return `limits-device-${String(devices).padStart(4, "0")}`;
}

const part = (name: string) => ({ name, quantity: 1, price: 2 });

/** Run on PGlite by src/server/routes/shop-records/sync-field-limits.test.ts, on PostgreSQL by tests/system/postgres/sync-field-limits-postgres.test.ts. */
export function describeSyncFieldLimits(kind: DatabaseKind): void {
  describe(`post /sync/push holds every text of a shop record to its length on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
    });
    afterAll(() => shop?.t.close());

    const cases: [string, ShopCollection, Record<string, unknown>, Record<string, unknown>, string][] = [
      ["a vehicle's notes", "vehicles", { make: "Ford" }, { notes: "n".repeat(VEHICLE_TEXT_MAX.notes + 1) }, `notes: At most ${VEHICLE_TEXT_MAX.notes} characters.`],
      ["an owner's name", "vehicles", { make: "Ford" }, { "owner.name": "o".repeat(VEHICLE_TEXT_MAX.ownerName + 1) }, `owner.name: At most ${VEHICLE_TEXT_MAX.ownerName} characters.`],
      ["a custom field value", "vehicles", { make: "Ford" }, { "customFields.fleet": "f".repeat(CUSTOM_FIELD_VALUE_MAX + 1) }, `customFields.fleet: At most ${CUSTOM_FIELD_VALUE_MAX} characters.`],
      ["a service's description", "services", { vehicleId: "v-1" }, { description: "d".repeat(SERVICE_TEXT_MAX.description + 1) }, `description: At most ${SERVICE_TEXT_MAX.description} characters.`],
      ["a part's name", "services", { vehicleId: "v-1" }, { parts: [part("Pad"), part("p".repeat(SERVICE_TEXT_MAX.partName + 1))] }, `parts.1.name: At most ${SERVICE_TEXT_MAX.partName} characters.`],
      ["the parts used", "services", { vehicleId: "v-1" }, { parts: Array.from({ length: MAX_PARTS + 1 }, (_, index) => part(`Part ${index}`)) }, `parts: At most ${MAX_PARTS} parts.`],
      ["a custom field's label", "vehicleCustomFields", { label: "Fleet" }, { label: "l".repeat(CUSTOM_FIELD_LABEL_MAX + 1) }, `label: At most ${CUSTOM_FIELD_LABEL_MAX} characters.`],
    ];

    it.each(cases)("refuses %s over its limit with a message naming the field, and leaves the stored record as it was", async (_name, collection, created, tooLong, message) => {
      const device = newDevice();
      const id = `limits-${devices}`;
      await pushOk(shop.advisor.client, device, [putMutation(1, collection, id, created)]);
      const before = await pull(shop.advisor.client, device);
      const stored = await shopTables(shop.t.database);
      const answer = await pushOk(shop.advisor.client, device, [putMutation(2, collection, id, tooLong)]);
      expect(answer.rejected).toEqual([{ id: 2, message }]);
      const after = await pull(shop.advisor.client, device, before.cookie);
      expect(after.changes.find((change) => change.id === id)?.record).toEqual(before.changes.find((change) => change.id === id)?.record);
      const line = (tables: typeof stored) => tables[collection === "services" ? "shop_services" : collection === "vehicles" ? "shop_vehicles" : "shop_vehicle_custom_fields"].find((row) => row.includes(`"${id}"`))!.replace(/"version":\d+/, "");
      expect(line(await shopTables(shop.t.database))).toBe(line(stored));
    });

    it("stores texts of the longest lengths allowed", async () => {
      const device = newDevice();
      const answer = await pushOk(shop.advisor.client, device, [
        putMutation(1, "vehicles", "limits-longest", { make: "m".repeat(VEHICLE_TEXT_MAX.make), notes: "n".repeat(VEHICLE_TEXT_MAX.notes), "customFields.fleet": "f".repeat(CUSTOM_FIELD_VALUE_MAX) }),
        putMutation(2, "services", "limits-longest", { vehicleId: "limits-longest", description: "d".repeat(SERVICE_TEXT_MAX.description), parts: Array.from({ length: MAX_PARTS }, () => part("p".repeat(SERVICE_TEXT_MAX.partName))) }),
      ]);
      expect(answer.rejected).toEqual([]);
    });

    it("refuses a custom field value more than a record may hold", async () => {
      const device = newDevice();
      const full = Object.fromEntries(Array.from({ length: MAX_CUSTOM_FIELD_VALUES }, (_, index) => [`customFields.f${index}`, "x"]));
      const answer = await pushOk(shop.advisor.client, device, [
        putMutation(1, "vehicles", "limits-many", { make: "Ford", ...full }),
        putMutation(2, "vehicles", "limits-many", { "customFields.one-more": "x" }),
        putMutation(3, "vehicles", "limits-many", { "customFields.f0": "changed" }),
      ]);
      expect(answer.rejected).toEqual([{ id: 2, message: `customFields: At most ${MAX_CUSTOM_FIELD_VALUES} custom field values.` }]);
    });
  });
}
