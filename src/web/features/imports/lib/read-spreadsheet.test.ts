import { describe, expect, it } from "vitest";
import { readSpreadsheet } from "./read-spreadsheet";
import { csvFile, xlsxFile } from "./test-files";
import { VEHICLE_COLUMN_SPEC } from "./vehicle-rows";

const header = "make,model,year,vin,licensePlate,owner_name,owner_email,owner_phone,status,mileage,notes";

describe("readSpreadsheet", () => {
  it("reads a CSV with trimmed, case-insensitive headers and numbers rows as in the file", async () => {
    const file = csvFile(
      " Make ,MODEL,Year,License Plate,Owner_Name,extra\nToyota, Corolla ,2020,T-1,Jane,x\n\nFord,Focus,2019,T-2,Sam,y\n",
    );
    const result = await readSpreadsheet(file, VEHICLE_COLUMN_SPEC);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          rowNumber: 2,
          cells: expect.objectContaining({ make: "Toyota", model: "Corolla", year: "2020", licensePlate: "T-1", owner_name: "Jane", vin: "" }),
        },
        { rowNumber: 4, cells: expect.objectContaining({ make: "Ford", licensePlate: "T-2" }) },
      ],
    });
    if (result.ok) expect(result.rows[0]!.cells).not.toHaveProperty("extra");
  });

  it("reads the first sheet of an XLSX file as text", async () => {
    const file = xlsxFile([
      ["make", "model", "year", "licensePlate", "owner_name", "mileage"],
      ["Honda", "Civic", 2018, "X-1", "Ana", 45000],
      [],
      ["Kia", "Rio", 2021, "X-2", "Bo", ""],
    ]);
    const result = await readSpreadsheet(file, VEHICLE_COLUMN_SPEC);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows.map((row) => row.rowNumber)).toEqual([2, 4]);
    expect(result.rows[0]!.cells).toMatchObject({ make: "Honda", year: "2018", licensePlate: "X-1", mileage: "45000" });
    expect(result.rows[1]!.cells).toMatchObject({ make: "Kia", mileage: "" });
  });

  it("refuses other file types", async () => {
    expect(await readSpreadsheet(new File(["{}"], "vehicles.json"), VEHICLE_COLUMN_SPEC)).toEqual({
      ok: false,
      error: "Choose a CSV, XLSX or XLS file.",
    });
  });

  it("refuses an empty file and a header with no rows", async () => {
    expect(await readSpreadsheet(csvFile(""), VEHICLE_COLUMN_SPEC)).toEqual({ ok: false, error: "The file has no rows." });
    expect(await readSpreadsheet(csvFile(`${header}\n\n`), VEHICLE_COLUMN_SPEC)).toEqual({
      ok: false,
      error: "The file has no rows.",
    });
  });

  it("names the missing required columns", async () => {
    expect(await readSpreadsheet(csvFile("make,model\nA,B\n"), VEHICLE_COLUMN_SPEC)).toEqual({
      ok: false,
      error: "The file is missing the required columns: year, licensePlate, owner_name.",
    });
  });

  it("says why a broken XLSX cannot be read", async () => {
    const broken = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])], "broken.xlsx");
    const result = await readSpreadsheet(broken, VEHICLE_COLUMN_SPEC);
    expect(result.ok).toBe(false);
  });
});
