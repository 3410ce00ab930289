import { describe, expect, it } from "vitest";
import type { Vehicle } from "@/shared/schemas/local-records";
import { validateVehicleRows } from "./vehicle-rows";

const existing = [{ id: "v1", licensePlate: "ABC-1234" }] as Vehicle[];

const row = (rowNumber: number, cells: Record<string, string>) => ({
  rowNumber,
  cells: { make: "Toyota", model: "Corolla", year: "2020", licensePlate: `P-${rowNumber}`, owner_name: "Jane", ...cells },
});

describe("validateVehicleRows", () => {
  it("turns a valid row into a vehicle with a new local id", () => {
    const [result] = validateVehicleRows([row(2, { status: "In Service", mileage: "12,500", owner_email: "j@example.com" })], existing);
    expect(result).toMatchObject({
      rowNumber: 2,
      ok: true,
      record: {
        make: "Toyota",
        year: 2020,
        licensePlate: "P-2",
        status: "in_service",
        mileage: 12500,
        owner: { name: "Jane", email: "j@example.com", phone: "" },
      },
    });
    if (result?.ok) expect(result.record.id).toMatch(/^local_\d+_/);
  });

  it("lists the schema's messages, prefixed by column", () => {
    const [result] = validateVehicleRows(
      [row(3, { make: "", year: "twenty", owner_name: "", owner_email: "nope", status: "lost", mileage: "-4" })],
      existing,
    );
    expect(result).toEqual({
      rowNumber: 3,
      ok: false,
      cells: expect.any(Object),
      errors: [
        "make: Make is required.",
        "year: Year must be a number.",
        "owner_name: Owner name is required.",
        "owner_email: Enter a valid email address.",
        "status: Choose a status.",
        "mileage: Mileage must be a number.",
      ],
    });
  });

  it("flags plates already on a vehicle or earlier in the file", () => {
    const results = validateVehicleRows(
      [row(2, { licensePlate: "abc-1234" }), row(3, { licensePlate: "NEW-1" }), row(4, { licensePlate: " new-1 " })],
      existing,
    );
    expect(results.map((result) => (result.ok ? "ok" : result.errors))).toEqual([
      ["licensePlate: License plate already exists."],
      "ok",
      ["licensePlate: License plate already exists."],
    ]);
  });

  it("does not let an invalid row claim a plate", () => {
    const results = validateVehicleRows([row(2, { licensePlate: "DUP-1", year: "" }), row(3, { licensePlate: "DUP-1" })], []);
    expect(results.map((result) => result.ok)).toEqual([false, true]);
  });
});
