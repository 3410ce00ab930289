import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvFileName, guardCsvCell, toCsv } from "./report-csv";

describe("report CSV", () => {
  it("quotes cells a spreadsheet would run as a formula", () => {
    for (const value of ["=SUM(A1)", "+1+1", "-2+3", "@cmd", "\tTab"]) {
      expect(guardCsvCell(value)).toBe(`'${value}`);
    }
    expect(guardCsvCell("Oil Change")).toBe("Oil Change");
    expect(guardCsvCell("-12.50")).toBe("-12.50");
    expect(guardCsvCell("")).toBe("");
  });

  it("writes a header and rows that read back as written, commas and quotes included", () => {
    const csv = toCsv({
      header: ["Type", "Mechanic", "Cost ($)"],
      rows: [
        ['Brakes, "front"', "=HYPERLINK(1)", "120.00"],
        ["Tyres", null, 7],
      ],
    });
    expect(csv.split("\r\n")[0]).toBe("Type,Mechanic,Cost ($)");
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ["Type", "Mechanic", "Cost ($)"],
      ['Brakes, "front"', "'=HYPERLINK(1)", "120.00"],
      ["Tyres", "", "7"],
    ]);
  });

  it("names the file after the report and its range", () => {
    expect(csvFileName("service-history", { from: "2026-11-01", to: "2026-11-30" })).toBe("service-history-2026-11-01-to-2026-11-30.csv");
  });
});
