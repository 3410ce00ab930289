import { describe, expect, it } from "vitest";
import type { Vehicle } from "@/shared/schemas/local-records";
import { validateServiceRows } from "./service-rows";

const vehicles = [
  { id: "v1", licensePlate: "ABC-1234", vin: "4T1B11HK5KU123456" },
  { id: "v2", licensePlate: "XYZ-5678", vin: "" },
] as Vehicle[];

const row = (rowNumber: number, cells: Record<string, string>) => ({
  rowNumber,
  cells: { vehicle: "ABC-1234", serviceDate: "2025-03-14", type: "Oil Change", ...cells },
});

describe("validateServiceRows", () => {
  it("finds the vehicle by plate or VIN, ignoring case", () => {
    const results = validateServiceRows(
      [row(2, { vehicle: "abc-1234", cost: "$49.999", status: "completed" }), row(3, { vehicle: "4t1b11hk5ku123456" })],
      vehicles,
    );
    expect(results[0]).toMatchObject({ ok: true, record: { vehicleId: "v1", cost: 50, status: "Completed", jobCardImageUrl: null } });
    expect(results[1]).toMatchObject({ ok: true, record: { vehicleId: "v1", status: "Scheduled", cost: null } });
    if (results[0]?.ok) expect(results[0].record.id).toMatch(/^local_svc_/);
  });

  it("makes an unknown vehicle a row error", () => {
    const [result] = validateServiceRows([row(2, { vehicle: "NOPE-1" })], vehicles);
    expect(result).toMatchObject({ ok: false, errors: ["vehicle: No vehicle with plate or VIN 'NOPE-1'."] });
  });

  it("lists the schema's messages, prefixed by column", () => {
    const [result] = validateServiceRows([row(4, { vehicle: "", serviceDate: "14/03/2025", type: "", cost: "abc" })], vehicles);
    expect(result).toMatchObject({
      rowNumber: 4,
      ok: false,
      errors: [
        "vehicle: Vehicle plate or VIN is required.",
        "serviceDate: Use a date like 2026-05-31.",
        "type: Service type is required.",
        "cost: Cost must be a number.",
      ],
    });
  });
});
