import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeJsonRow } from "../../../tests/support/suites/json-row";
import { rowFromJson } from "./json-row";
import { shopVehicles } from "./schema";

/** A vehicle's row as PostgreSQL's to_json prints it: keyed by column name, timestamps as text. */
const vehicleJson = {
  id: "v-1",
  version: 42,
  field_versions: { make: 40, "owner.name": 41 },
  field_clients: { make: "device-a" },
  deleted_at: "2026-11-26T10:15:30.123456+00:00",
  deleted_by: null,
  created_by: "user-1",
  updated_by: "user-2",
  updated_at: "2026-11-26T11:00:00+01:00",
  saved_at: "2026-11-26T10:59:58.000Z",
  make: "Škoda",
  model: "Octavia",
  year: 2019,
  license_plate: "AB-123",
  vin: "TMBJJ7NE0K0123456",
  owner_name: "Rosa \"Ro\" Moreau",
  owner_phone: "",
  owner_email: "rosa@example.test",
  status: "active",
  mileage: 123456.7,
  last_service: "",
  next_service_due: "",
  notes: "line one\nline two",
  custom_fields: { colour: "blue", seats: 5, note: null },
};

describe("rowFromJson", () => {
  it("reads every column as drizzle's own mapping reads it, by key", () => {
    const row = rowFromJson(shopVehicles, vehicleJson) as Record<string, unknown>;
    for (const [key, column] of Object.entries(getTableColumns(shopVehicles))) {
      const value = (vehicleJson as Record<string, unknown>)[column.name];
      expect(row[key], key).toEqual(value === null ? null : column.mapFromDriverValue(value));
    }
    // The mapped columns are mapped, not copied: timestamps become Dates.
    expect(row.deletedAt).toEqual(new Date("2026-11-26T10:15:30.123Z"));
    expect(row.updatedAt).toEqual(new Date("2026-11-26T10:00:00Z"));
    // Text keeps its characters exactly; JSON columns keep their objects.
    expect(row.make).toBe("Škoda");
    expect(row.ownerName).toBe("Rosa \"Ro\" Moreau");
    expect(row.customFields).toEqual({ colour: "blue", seats: 5, note: null });
    expect(row.savedAt).toBe("2026-11-26T10:59:58.000Z");
  });

  it("reads a column PostgreSQL left out or printed as null as null", () => {
    const { deleted_at: _deletedAt, year: _year, ...rest } = vehicleJson;
    const row = rowFromJson(shopVehicles, { ...rest, notes: null });
    expect([row.deletedAt, row.year, row.notes]).toEqual([null, null, null]);
  });
});

// jsonRowOf on PostgreSQL in the system run: tests/system/postgres/json-row-postgres.test.ts.
describeJsonRow("pglite");
